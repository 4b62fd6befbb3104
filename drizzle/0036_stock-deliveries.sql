CREATE TABLE "stock_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_deliveries_created_idx" ON "stock_deliveries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_delivery_id_stock_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."stock_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_delivery_idx" ON "stock_movements" USING btree ("delivery_id");;--> statement-breakpoint
-- the ledger's trigger also records the delivery a movement is a line of
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
  INSERT INTO "stock_movements" ("product_id", "variant_id", "kind", "quantity", "on_hand", "order_id", "delivery_id", "user_id", "note")
  VALUES (
    product,
    variant,
    coalesce(reason->>'kind', CASE WHEN TG_OP = 'INSERT' THEN 'opening' ELSE 'counted' END)::stock_movement_kind,
    now_held - was,
    NEW.quantity,
    (reason->>'orderId')::uuid,
    (reason->>'deliveryId')::uuid,
    (reason->>'userId')::uuid,
    reason->>'note'
  );
  RETURN NULL;
END
$$;