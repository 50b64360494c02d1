CREATE TABLE "menu_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text,
	"action" text NOT NULL,
	"kind" text,
	"key" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "menu_draft_entries" (
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"value" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "menu_draft_entries_restaurant_id_kind_key_pk" PRIMARY KEY("restaurant_id","kind","key"),
	CONSTRAINT "menu_draft_entries_kind_ck" CHECK ("menu_draft_entries"."kind" in ('categories', 'products', 'attribute-groups'))
);
--> statement-breakpoint
CREATE TABLE "menu_drafts" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"base_version" integer NOT NULL,
	"changed" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"note" text,
	"source" text NOT NULL,
	"restored_version" integer
);
--> statement-breakpoint
CREATE TABLE "restaurant_import_documents" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_audit" ADD CONSTRAINT "menu_audit_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_draft_entries" ADD CONSTRAINT "menu_draft_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_drafts" ADD CONSTRAINT "menu_drafts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_import_documents" ADD CONSTRAINT "restaurant_import_documents_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_audit_restaurant_idx" ON "menu_audit" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_versions_restaurant_version_uq" ON "menu_versions" USING btree ("restaurant_id","version");