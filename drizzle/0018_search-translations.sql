-- Content in four languages (docs/requirements.md, "Content in four languages"): a product's translated names are
-- searched as its English name is. The words of every name go into products.search_words and the vocabulary; Bengali
-- and Arabic letters count as letters of a word; Arabic is folded (alef forms, ta marbuta, alef maqsura, vowel marks).
CREATE OR REPLACE FUNCTION fs_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'àáâäãåæçèéêëìíîïñòóôöõøùúûüýÿœأإآٱةىًٌٍَُِّْـ', 'aaaaaaaceeeeiiiinoooooouuuuyyoااااهي')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_search_words(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}'::text[])
  FROM regexp_split_to_table(fs_fold(value), '[^a-z0-9.\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0980-\u09ff\u0620-\u065f\u066e-\u06d3]+') AS w
  WHERE w <> '' AND w <> '.'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_search_text(name text, translations jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ', name, translations #>> '{bn,name}', translations #>> '{ar,name}', translations #>> '{fr,name}')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := fs_search_words(fs_search_text(NEW.name, NEW.translations));
  -- numbers are matched exactly, not by similarity: the vocabulary keeps only words with a letter or a point
  INSERT INTO search_words (word) SELECT w FROM unnest(NEW.search_words) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words ON "products";--> statement-breakpoint
CREATE TRIGGER products_search_words BEFORE INSERT OR UPDATE OF name, translations ON "products" FOR EACH ROW EXECUTE FUNCTION fs_products_search_words();--> statement-breakpoint
UPDATE "products" SET "search_words" = fs_search_words(fs_search_text("name", "translations"));--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products", unnest("search_words") AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
