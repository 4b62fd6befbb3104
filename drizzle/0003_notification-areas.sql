CREATE TABLE "notification_clears" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "area" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_clears" ADD CONSTRAINT "notification_clears_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_area_created_idx" ON "notifications" USING btree ("area","created_at");--> statement-breakpoint
UPDATE "notifications" SET "area" = 'product' WHERE "link" LIKE '/dashboard/product%';--> statement-breakpoint
UPDATE "notifications" SET "area" = 'pageSettings' WHERE "link" = '/dashboard/messages';
