ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'CAD';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "samples" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the shop sells in Canadian dollars (docs/requirements.md, "Currency"): a settings document still on the old USD default says CAD
UPDATE "settings" SET "data" = jsonb_set("data", '{currency,name}', '"CAD"') WHERE "data"->'currency'->>'name' = 'USD';
