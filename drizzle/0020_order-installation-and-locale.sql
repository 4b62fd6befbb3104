ALTER TABLE "order_items" ADD COLUMN "installation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text;