ALTER TABLE "products" ADD COLUMN "attribute2_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attribute3_id" uuid;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "attribute_value2_id" uuid;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "attribute_value3_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attribute2_id_attributes_id_fk" FOREIGN KEY ("attribute2_id") REFERENCES "public"."attributes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attribute3_id_attributes_id_fk" FOREIGN KEY ("attribute3_id") REFERENCES "public"."attributes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_attribute_value2_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value2_id") REFERENCES "public"."attribute_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_attribute_value3_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value3_id") REFERENCES "public"."attribute_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variants_attribute_value2_idx" ON "variants" USING btree ("attribute_value2_id");--> statement-breakpoint
CREATE INDEX "variants_attribute_value3_idx" ON "variants" USING btree ("attribute_value3_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_options_distinct" CHECK (("products"."attribute2_id" is null or "products"."attribute2_id" is distinct from "products"."attribute_id") and ("products"."attribute3_id" is null or ("products"."attribute3_id" is distinct from "products"."attribute_id" and "products"."attribute3_id" is distinct from "products"."attribute2_id")));