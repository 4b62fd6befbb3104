-- Product codes (SKUs) unique across products and variants, compared trimmed and in capitals (docs/requirements.md,
-- "Products"). Codes are stored trimmed, an empty one as none.
UPDATE "products" SET "sku" = NULLIF(btrim("sku"), '') WHERE "sku" IS DISTINCT FROM NULLIF(btrim("sku"), '');--> statement-breakpoint
UPDATE "variants" SET "sku" = NULLIF(btrim("sku"), '') WHERE "sku" IS DISTINCT FROM NULLIF(btrim("sku"), '');--> statement-breakpoint
-- a code held twice before codes were unique stays with its first holder (the oldest); each later holder gets the
-- end of its own id appended, which makes it unique, and staff see the changed code on the product
UPDATE "products" p SET "sku" = p."sku" || '-' || right(p."id"::text, 12)
FROM (
  SELECT "kind", "id", row_number() OVER (PARTITION BY upper("sku") ORDER BY "created_at", "kind", "id") AS "n"
  FROM (
    SELECT 'p' AS "kind", "id", "sku", "created_at" FROM "products" WHERE "sku" IS NOT NULL
    UNION ALL
    SELECT 'v' AS "kind", "id", "sku", "created_at" FROM "variants" WHERE "sku" IS NOT NULL
  ) AS "codes"
) AS r WHERE r."kind" = 'p' AND r."id" = p."id" AND r."n" > 1;--> statement-breakpoint
UPDATE "variants" v SET "sku" = v."sku" || '-' || right(v."id"::text, 12)
FROM (
  SELECT "kind", "id", row_number() OVER (PARTITION BY upper("sku") ORDER BY "created_at", "kind", "id") AS "n"
  FROM (
    SELECT 'p' AS "kind", "id", "sku", "created_at" FROM "products" WHERE "sku" IS NOT NULL
    UNION ALL
    SELECT 'v' AS "kind", "id", "sku", "created_at" FROM "variants" WHERE "sku" IS NOT NULL
  ) AS "codes"
) AS r WHERE r."kind" = 'v' AND r."id" = v."id" AND r."n" > 1;--> statement-breakpoint
-- every code once; the key is checked at commit, so one save may move codes between a product's variants
CREATE TABLE "sku_codes" (
	"code" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	CONSTRAINT "sku_codes_pkey" PRIMARY KEY ("code") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
ALTER TABLE "sku_codes" ADD CONSTRAINT "sku_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_codes" ADD CONSTRAINT "sku_codes_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_codes_product_idx" ON "sku_codes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sku_codes_variant_idx" ON "sku_codes" USING btree ("variant_id");--> statement-breakpoint
INSERT INTO "sku_codes" ("code", "product_id") SELECT upper(btrim("sku")), "id" FROM "products" WHERE "sku" IS NOT NULL;--> statement-breakpoint
INSERT INTO "sku_codes" ("code", "product_id", "variant_id") SELECT upper(btrim("sku")), "product_id", "id" FROM "variants" WHERE "sku" IS NOT NULL;--> statement-breakpoint
-- kept by triggers, whatever writes a code (the product form, the import, a script)
CREATE OR REPLACE FUNCTION fs_products_sku_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF upper(btrim(NEW.sku)) IS NOT DISTINCT FROM upper(btrim(OLD.sku)) THEN RETURN NEW; END IF;
    DELETE FROM sku_codes WHERE product_id = OLD.id AND variant_id IS NULL;
  END IF;
  IF NULLIF(btrim(NEW.sku), '') IS NOT NULL THEN
    INSERT INTO sku_codes (code, product_id) VALUES (upper(btrim(NEW.sku)), NEW.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_sku_code AFTER INSERT OR UPDATE OF sku ON "products" FOR EACH ROW EXECUTE FUNCTION fs_products_sku_code();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_variants_sku_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF upper(btrim(NEW.sku)) IS NOT DISTINCT FROM upper(btrim(OLD.sku)) THEN RETURN NEW; END IF;
    DELETE FROM sku_codes WHERE variant_id = OLD.id;
  END IF;
  IF NULLIF(btrim(NEW.sku), '') IS NOT NULL THEN
    INSERT INTO sku_codes (code, product_id, variant_id) VALUES (upper(btrim(NEW.sku)), NEW.product_id, NEW.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_sku_code AFTER INSERT OR UPDATE OF sku ON "variants" FOR EACH ROW EXECUTE FUNCTION fs_variants_sku_code();
