CREATE TABLE "stock_holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"location_id" uuid NOT NULL,
	"lot_id" uuid,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_holdings_unique" UNIQUE NULLS NOT DISTINCT("product_id","variant_id","location_id","lot_id"),
	CONSTRAINT "stock_holdings_quantity_positive" CHECK ("stock_holdings"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"code" text NOT NULL,
	"shade" text DEFAULT '' NOT NULL,
	"caliber" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_code_unique" UNIQUE NULLS NOT DISTINCT("product_id","variant_id","code")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lot_tracked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_holdings" ADD CONSTRAINT "stock_holdings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holdings" ADD CONSTRAINT "stock_holdings_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holdings" ADD CONSTRAINT "stock_holdings_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holdings" ADD CONSTRAINT "stock_holdings_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holdings_location_idx" ON "stock_holdings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_holdings_lot_idx" ON "stock_holdings" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_name_unique" ON "stock_locations" USING btree ("name");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id");--> statement-breakpoint
-- adds n units (n < 0: takes them) to what a product or variant holds at a location, of a lot; a holding of none is
-- removed, and none can go below nothing (the insert then fails its check)
CREATE OR REPLACE FUNCTION fs_stock_hold(p uuid, v uuid, loc uuid, lt uuid, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_holdings" SET "quantity" = "quantity" + n
  WHERE "product_id" = p AND "variant_id" IS NOT DISTINCT FROM v AND "location_id" = loc AND "lot_id" IS NOT DISTINCT FROM lt
    AND "quantity" + n > 0;
  IF FOUND THEN
    RETURN;
  END IF;
  DELETE FROM "stock_holdings"
  WHERE "product_id" = p AND "variant_id" IS NOT DISTINCT FROM v AND "location_id" = loc AND "lot_id" IS NOT DISTINCT FROM lt
    AND "quantity" + n = 0;
  IF FOUND THEN
    RETURN;
  END IF;
  INSERT INTO "stock_holdings" ("product_id", "variant_id", "location_id", "lot_id", "quantity") VALUES (p, v, loc, lt, n);
END
$$;--> statement-breakpoint
-- the ledger and the holdings follow every change of a product's or variant's stock (docs/architecture.md, "Stock
-- ledger"): units in go to the location and lot the transaction's reason names (src/server/stock/stock-reason.ts),
-- else back where the reason's order took them from, else to the first location; units out come from the named
-- location and lot first, then from the others in the locations' order. One movement per location and lot touched.
CREATE OR REPLACE FUNCTION fs_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reason jsonb := nullif(current_setting('floorshop.stock_reason', true), '')::jsonb;
  -- unlimited stock (-1) counts as none in the ledger and holds nothing
  was integer := 0;
  now_held integer := greatest(NEW.quantity, 0);
  product uuid;
  variant uuid;
  kind stock_movement_kind;
  loc uuid;
  lot uuid;
  order_ref uuid;
  running integer;
  left_over integer;
  piece integer;
  h record;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.quantity = NEW.quantity THEN
      RETURN NULL;
    END IF;
    was := greatest(OLD.quantity, 0);
  ELSIF NEW.quantity = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'variants' THEN
    product := NEW.product_id;
    variant := NEW.id;
  ELSE
    product := NEW.id;
    variant := NULL;
  END IF;
  kind := coalesce(reason->>'kind', CASE WHEN TG_OP = 'INSERT' THEN 'opening' ELSE 'counted' END)::stock_movement_kind;
  loc := (reason->>'locationId')::uuid;
  lot := (reason->>'lotId')::uuid;
  order_ref := (reason->>'orderId')::uuid;
  running := was;
  left_over := now_held - was;
  IF left_over > 0 THEN
    IF loc IS NULL AND order_ref IS NOT NULL THEN
      FOR h IN
        SELECT m."location_id", m."lot_id", -sum(m."quantity")::int AS taken
        FROM "stock_movements" m JOIN "stock_locations" l ON l."id" = m."location_id"
        WHERE m."order_id" = order_ref AND m."product_id" = product AND m."variant_id" IS NOT DISTINCT FROM variant
        GROUP BY m."location_id", m."lot_id", l."position", l."created_at"
        HAVING sum(m."quantity") < 0
        ORDER BY l."position", l."created_at", m."location_id", m."lot_id"
      LOOP
        piece := least(left_over, h.taken);
        PERFORM fs_stock_hold(product, variant, h."location_id", h."lot_id", piece);
        running := running + piece;
        INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "location_id", "lot_id", "order_id", "delivery_id", "user_id", "note")
        VALUES (product, variant, kind, piece, CASE WHEN NEW.quantity = -1 THEN -1 ELSE running END, h."location_id", h."lot_id",
          order_ref, (reason->>'deliveryId')::uuid, (reason->>'userId')::uuid, reason->>'note');
        left_over := left_over - piece;
        EXIT WHEN left_over = 0;
      END LOOP;
    END IF;
    IF left_over > 0 THEN
      IF loc IS NULL THEN
        SELECT "id" INTO loc FROM "stock_locations" ORDER BY "position", "created_at", "id" LIMIT 1;
      END IF;
      IF loc IS NOT NULL THEN
        PERFORM fs_stock_hold(product, variant, loc, lot, left_over);
      END IF;
      running := running + left_over;
      INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "location_id", "lot_id", "order_id", "delivery_id", "user_id", "note")
      VALUES (product, variant, kind, left_over, CASE WHEN NEW.quantity = -1 THEN -1 ELSE running END, loc, CASE WHEN loc IS NULL THEN NULL ELSE lot END,
        order_ref, (reason->>'deliveryId')::uuid, (reason->>'userId')::uuid, reason->>'note');
    END IF;
  ELSE
    left_over := -left_over;
    FOR h IN
      SELECT s."location_id", s."lot_id", s."quantity"
      FROM "stock_holdings" s JOIN "stock_locations" l ON l."id" = s."location_id"
      WHERE s."product_id" = product AND s."variant_id" IS NOT DISTINCT FROM variant
      ORDER BY (s."location_id" = loc AND s."lot_id" IS NOT DISTINCT FROM lot) IS TRUE DESC,
        (s."lot_id" = lot) IS TRUE DESC, (s."location_id" = loc) IS TRUE DESC,
        l."position", l."created_at", s."quantity" DESC, s."id"
    LOOP
      piece := least(left_over, h."quantity");
      PERFORM fs_stock_hold(product, variant, h."location_id", h."lot_id", -piece);
      running := running - piece;
      INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "location_id", "lot_id", "order_id", "delivery_id", "user_id", "note")
      VALUES (product, variant, kind, -piece, CASE WHEN NEW.quantity = -1 THEN -1 ELSE running END, h."location_id", h."lot_id",
        order_ref, (reason->>'deliveryId')::uuid, (reason->>'userId')::uuid, reason->>'note');
      left_over := left_over - piece;
      EXIT WHEN left_over = 0;
    END LOOP;
    -- stock held before locations were kept (none since this migration): out without a place
    IF left_over > 0 THEN
      running := running - left_over;
      INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "order_id", "delivery_id", "user_id", "note")
      VALUES (product, variant, kind, -left_over, CASE WHEN NEW.quantity = -1 THEN -1 ELSE running END,
        order_ref, (reason->>'deliveryId')::uuid, (reason->>'userId')::uuid, reason->>'note');
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- the stock held today goes to the showroom, the first location, each with a movement that says so
INSERT INTO "stock_locations" ("name", "pickup", "position") VALUES ('Showroom', true, 0);--> statement-breakpoint
INSERT INTO "stock_holdings" ("product_id", "variant_id", "location_id", "quantity")
SELECT h."product_id", h."variant_id", l."id", h."quantity" FROM (SELECT "id" AS "product_id", NULL::uuid AS "variant_id", "quantity" FROM "products" WHERE "quantity" > 0 UNION ALL SELECT "product_id", "id", "quantity" FROM "variants" WHERE "quantity" > 0) h CROSS JOIN "stock_locations" l;--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "location_id", "note")
SELECT h."product_id", h."variant_id", 'transferred', -h."quantity", h."quantity", NULL, 'Moved into the showroom when stock began to be kept per location'
FROM (SELECT "id" AS "product_id", NULL::uuid AS "variant_id", "quantity" FROM "products" WHERE "quantity" > 0 UNION ALL SELECT "product_id", "id", "quantity" FROM "variants" WHERE "quantity" > 0) h;--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "location_id", "note")
SELECT h."product_id", h."variant_id", 'transferred', h."quantity", h."quantity", l."id", 'Moved into the showroom when stock began to be kept per location'
FROM (SELECT "id" AS "product_id", NULL::uuid AS "variant_id", "quantity" FROM "products" WHERE "quantity" > 0 UNION ALL SELECT "product_id", "id", "quantity" FROM "variants" WHERE "quantity" > 0) h CROSS JOIN "stock_locations" l;
