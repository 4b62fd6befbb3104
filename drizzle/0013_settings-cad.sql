-- the shop sells in Canadian dollars (docs/requirements.md, "Currency"): a settings document still on the old USD default says CAD
UPDATE "settings" SET "data" = jsonb_set("data", '{currency,name}', '"CAD"') WHERE "data"->'currency'->>'name' = 'USD';
