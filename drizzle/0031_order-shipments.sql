CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"lines" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_position_uq" ON "order_shipments" USING btree ("order_id","position");--> statement-breakpoint
-- an order's tracking saved before shipments had lines becomes its first parcel, holding everything shipped with it
INSERT INTO "order_shipments" ("order_id", "position", "carrier", "tracking_number", "tracking_url", "lines", "created_at")
SELECT o."id", 1, o."shipment_carrier", o."tracking_number", o."tracking_url",
  COALESCE((SELECT jsonb_agg(jsonb_build_object('itemId', i."id", 'quantity', i."quantity") ORDER BY i."name", i."id")
    FROM "order_items" i WHERE i."order_id" = o."id" AND NOT i."installation"), '[]'::jsonb),
  COALESCE(o."shipped_at", o."updated_at")
FROM "orders" o
WHERE o."tracking_number" IS NOT NULL AND o."shipment_carrier" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipment_carrier";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tracking_number";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tracking_url";