CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'àáâäãåæçèéêëìíîïñòóôöõøùúûüýÿœ', 'aaaaaaaceeeeiiiinoooooouuuuyyo')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_search_words(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}'::text[])
  FROM regexp_split_to_table(fs_fold(value), '[^a-z0-9.]+') AS w
  WHERE w <> '' AND w <> '.'
$$;--> statement-breakpoint
UPDATE "products" SET "search_words" = fs_search_words("name");--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products", unnest("search_words") AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := fs_search_words(NEW.name);
  -- numbers are matched exactly, not by similarity: the vocabulary keeps only words with a letter or a point
  INSERT INTO search_words (word) SELECT w FROM unnest(NEW.search_words) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words BEFORE INSERT OR UPDATE OF name ON "products" FOR EACH ROW EXECUTE FUNCTION fs_products_search_words();
