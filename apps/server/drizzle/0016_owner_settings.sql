CREATE TABLE "owner_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"section" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "settings_revisions" (
	"restaurant_id" integer NOT NULL,
	"section" text NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "settings_revisions_restaurant_id_section_pk" PRIMARY KEY("restaurant_id","section")
);
--> statement-breakpoint
ALTER TABLE "owner_audit" ADD CONSTRAINT "owner_audit_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_revisions" ADD CONSTRAINT "settings_revisions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_audit_restaurant_idx" ON "owner_audit" USING btree ("restaurant_id","id");