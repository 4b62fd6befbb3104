CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");