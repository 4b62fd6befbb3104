CREATE TYPE "public"."stock_movement_kind" AS ENUM('opening', 'received', 'sold', 'returned', 'released', 'counted', 'damaged', 'transferred');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fs_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- the reason the transaction declared (src/server/stock/stock-reason.ts); none: a new row's stock is its opening
  -- stock, a change is a count
  reason jsonb := nullif(current_setting('floorshop.stock_reason', true), '')::jsonb;
  -- unlimited stock (-1) counts as none in the ledger
  was integer := 0;
  now_held integer := greatest(NEW.quantity, 0);
  product uuid;
  variant uuid;
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
  INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "order_id", "user_id", "note")
  VALUES (
    product,
    variant,
    coalesce(reason->>'kind', CASE WHEN TG_OP = 'INSERT' THEN 'opening' ELSE 'counted' END)::stock_movement_kind,
    now_held - was,
    NEW.quantity,
    (reason->>'orderId')::uuid,
    (reason->>'userId')::uuid,
    reason->>'note'
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_stock_movement AFTER INSERT OR UPDATE OF quantity ON "products" FOR EACH ROW EXECUTE FUNCTION fs_stock_movement();--> statement-breakpoint
CREATE TRIGGER variants_stock_movement AFTER INSERT OR UPDATE OF quantity ON "variants" FOR EACH ROW EXECUTE FUNCTION fs_stock_movement();--> statement-breakpoint
-- the stock held when the ledger began: one opening movement per product and variant that holds any
INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand")
SELECT "id", NULL, 'opening', "quantity", "quantity" FROM "products" WHERE "quantity" > 0;--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand")
SELECT "product_id", "id", 'opening', "quantity", "quantity" FROM "variants" WHERE "quantity" > 0;