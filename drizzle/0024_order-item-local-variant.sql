ALTER TABLE "order_items" ADD COLUMN "local_color_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "local_attribute_name" text;