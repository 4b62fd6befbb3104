CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_name_day_pk" PRIMARY KEY("name","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;