ALTER TABLE "order_status_history" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;