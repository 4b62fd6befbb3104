ALTER TABLE "orders" ADD COLUMN "local_delivery_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_delivery_area" text;