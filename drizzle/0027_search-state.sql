CREATE TABLE "search_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_search_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- once per transaction, when it commits (a deferred trigger): the one row is locked last, for the commit only, so two
  -- writing transactions never wait on each other for it while they still have products to write
  IF coalesce(current_setting('floorshop.search_state_txid', true), '') <> txid_current()::text THEN
    UPDATE "search_state" SET "version" = gen_random_uuid() WHERE "id" = 1;
    PERFORM set_config('floorshop.search_state_txid', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_search_state AFTER INSERT OR DELETE OR UPDATE OF name, translations, published ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fs_search_state_changed();
