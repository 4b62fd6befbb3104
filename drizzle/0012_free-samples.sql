ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'CAD';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "samples" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;