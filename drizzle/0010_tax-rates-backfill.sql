-- The tax rates move from the settings document (`taxes`: a name and a rate charged on every order) into tax_rates
-- (docs/requirements.md, "Taxes (GST and PST)"), in force since BC's return to GST + PST (2013-04-01), so the shop keeps
-- charging what it charged: PST for British Columbia only, every other tax (GST) for all of Canada. A shop without
-- stored taxes gets the defaults, GST 5 % and PST 7 %. Then the old field leaves the document.
INSERT INTO "tax_rates" ("name", "rate", "country", "provinces", "effective_from")
SELECT DISTINCT ON (upper(btrim("x"."name")))
  upper(btrim("x"."name")),
  "x"."rate",
  'CA',
  CASE WHEN upper(btrim("x"."name")) = 'PST' THEN ARRAY['BC']::text[] ELSE '{}'::text[] END,
  DATE '2013-04-01'
FROM jsonb_to_recordset(
  CASE
    WHEN jsonb_typeof((SELECT "data"->'taxes' FROM "settings" WHERE "id" = 1)) = 'array'
      THEN (SELECT "data"->'taxes' FROM "settings" WHERE "id" = 1)
    ELSE '[{"name":"GST","rate":5},{"name":"PST","rate":7}]'::jsonb
  END
) AS "x"("name" text, "rate" numeric)
WHERE btrim(coalesce("x"."name", '')) <> '' AND "x"."rate" > 0 AND "x"."rate" <= 50
ORDER BY upper(btrim("x"."name"))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "settings" SET "data" = "data" - 'taxes' WHERE "data" ? 'taxes';
