CREATE TABLE "blog_post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text NOT NULL,
	"image" text,
	"author" text,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_reservations_people_ck" CHECK ("table_reservations"."adults" >= 0 and "table_reservations"."children" >= 0 and "table_reservations"."adults" + "table_reservations"."children" >= 1),
	CONSTRAINT "table_reservations_time_ck" CHECK ("table_reservations"."ends_at" > "table_reservations"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "table_bill_claims" (
	"share_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_bill_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_bill_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text NOT NULL,
	"provider" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"payment_status" text,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "table_bill_shares_amount_ck" CHECK ("table_bill_shares"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "table_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_reservations" ADD CONSTRAINT "table_reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_reservations" ADD CONSTRAINT "table_reservations_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_claims" ADD CONSTRAINT "table_bill_claims_share_id_table_bill_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."table_bill_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_claims" ADD CONSTRAINT "table_bill_claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_shares" ADD CONSTRAINT "table_bill_shares_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_shares" ADD CONSTRAINT "table_bill_shares_bill_id_table_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."table_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_tags_tag_idx" ON "blog_post_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_uq" ON "blog_posts" USING btree ("restaurant_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_restaurant_published_idx" ON "blog_posts" USING btree ("restaurant_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tags_key_uq" ON "blog_tags" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE INDEX "contact_messages_restaurant_created_idx" ON "contact_messages" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_reservations_public_id_uq" ON "table_reservations" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "table_reservations_table_time_idx" ON "table_reservations" USING btree ("table_id","starts_at");--> statement-breakpoint
CREATE INDEX "table_reservations_day_idx" ON "table_reservations" USING btree ("restaurant_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bill_claims_unit_uq" ON "table_bill_claims" USING btree ("order_line_id","unit");--> statement-breakpoint
CREATE INDEX "table_bill_claims_share_idx" ON "table_bill_claims" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bill_shares_public_id_uq" ON "table_bill_shares" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "table_bill_shares_bill_idx" ON "table_bill_shares" USING btree ("bill_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bills_public_id_uq" ON "table_bills" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bills_one_open_uq" ON "table_bills" USING btree ("table_id") WHERE "table_bills"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_bills_restaurant_idx" ON "table_bills" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "reviews_restaurant_status_idx" ON "reviews" USING btree ("restaurant_id","status","created_at");