CREATE TYPE "public"."shipping_fee_rule" AS ENUM('flat', 'perBox', 'byWeight');--> statement-breakpoint
CREATE TYPE "public"."shipping_kind" AS ENUM('delivery', 'pickup');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_for_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "kind" "shipping_kind" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "fee_rule" "shipping_fee_rule" DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "fee_rate" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "free_over" numeric(12, 2);