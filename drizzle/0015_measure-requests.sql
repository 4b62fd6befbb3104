CREATE TYPE "public"."measure_status" AS ENUM('new', 'scheduled', 'done');--> statement-breakpoint
CREATE TABLE "measure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"preferred_dates" jsonb NOT NULL,
	"rooms" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" "measure_status" DEFAULT 'new' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"staff_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "measure_requests_status_created_idx" ON "measure_requests" USING btree ("status","created_at");