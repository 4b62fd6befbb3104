-- Guest orders placed before guest customers existed join a customer record by e-mail (docs/requirements.md,
-- "Guest customers"): one record without a password per new address (name and phone of its latest order), then
-- every unlinked order whose address has a customer record points at it. Staff and admin records are never joined.
INSERT INTO "users" ("name", "email", "phone", "role")
SELECT DISTINCT ON (lower("o"."email"))
  coalesce(nullif(btrim("o"."billing"->>'fullName'), ''), split_part("o"."email", '@', 1)),
  lower("o"."email"),
  nullif(btrim("o"."billing"->>'phone'), ''),
  'customer'
FROM "orders" "o"
WHERE "o"."user_id" IS NULL
ORDER BY lower("o"."email"), "o"."created_at" DESC
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "orders" SET "user_id" = "u"."id", "linked_by_email" = true
FROM "users" "u"
WHERE "orders"."user_id" IS NULL AND lower("u"."email") = lower("orders"."email") AND "u"."role" = 'customer';
