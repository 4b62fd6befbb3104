CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'fixed', 'free_delivery');--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_percent_range";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "discount_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" "coupon_kind" DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_kind" "coupon_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_scope" jsonb;--> statement-breakpoint
CREATE INDEX "coupons_automatic_idx" ON "coupons" USING btree ("automatic") WHERE "coupons"."automatic";--> statement-breakpoint
CREATE INDEX "orders_coupon_code_idx" ON "orders" USING btree (upper("coupon_code"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_by_kind" CHECK (("coupons"."kind" = 'percent' and "coupons"."discount_percent" between 1 and 100) or ("coupons"."kind" = 'fixed' and "coupons"."discount_amount" > 0) or "coupons"."kind" = 'free_delivery');