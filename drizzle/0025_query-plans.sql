DROP INDEX "products_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_subcategory_sold_idx" ON "products" USING btree ("category_id","subcategory_id","sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","discount");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "variants_attribute_value_idx" ON "variants" USING btree ("attribute_value_id");--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("category_id","discount") WHERE "products"."discount" < "products"."price";--> statement-breakpoint
-- the folded names a search ranks by (docs/architecture.md, "Search"): written with search_words by the same trigger,
-- so no name is folded at query time
CREATE OR REPLACE FUNCTION fs_search_names(name text, translations jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array[fs_fold(name), fs_fold(translations #>> '{bn,name}'), fs_fold(translations #>> '{ar,name}'), fs_fold(translations #>> '{fr,name}')]
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := fs_search_words(fs_search_text(NEW.name, NEW.translations));
  NEW.search_names := fs_search_names(NEW.name, NEW.translations);
  -- numbers are matched exactly, not by similarity: the vocabulary keeps only words with a letter or a point
  INSERT INTO search_words (word) SELECT w FROM unnest(NEW.search_words) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "products" SET "search_names" = fs_search_names("name", "translations");--> statement-breakpoint
-- brands belong to a few categories: a brand filter in another brand's category matches nothing, which the planner
-- can only know from the pair's statistics
CREATE STATISTICS IF NOT EXISTS "products_category_brand_stats" (dependencies, mcv) ON "category_id", "brand_id" FROM "products";--> statement-breakpoint
ANALYZE "products";
