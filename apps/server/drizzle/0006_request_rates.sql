CREATE TABLE "request_rates" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_rates_window_idx" ON "request_rates" USING btree ("window_ends_at");