CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text,
	"company" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"restaurant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"subject_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "auth_throttles_restaurant_id_scope_subject_hash_pk" PRIMARY KEY("restaurant_id","scope","subject_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"postal_code" text,
	"birth_date" date,
	"street" text,
	"house_number" text,
	"city" text,
	"company" text,
	"lang" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket_line_attribute_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basket_line_attribute_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"basket_line_id" integer NOT NULL,
	"attribute_item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "basket_line_attribute_items_quantity_ck" CHECK ("basket_line_attribute_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "basket_line_package_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basket_line_package_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"basket_line_id" integer NOT NULL,
	"package_step_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "basket_line_package_items_quantity_ck" CHECK ("basket_line_package_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basket_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"basket_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"merge_key" text NOT NULL,
	"extra_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_quantity_ck" CHECK ("basket_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "baskets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"customer_id" integer,
	"delivery_type_id" smallint,
	"delivery_at" timestamp with time zone,
	"delivery_local" text,
	"duration" text,
	"postal_code" text,
	"user_info" jsonb,
	"voucher_id" integer,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"table_id" integer,
	"extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baskets_tip_ck" CHECK ("baskets"."tip_cents" >= 0),
	CONSTRAINT "baskets_delivery_type_ck" CHECK ("baskets"."delivery_type_id" is null or "baskets"."delivery_type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "attribute_group_categories" (
	"restaurant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "attribute_group_categories_group_id_category_id_pk" PRIMARY KEY("group_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_group_products" (
	"restaurant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "attribute_group_products_group_id_product_id_pk" PRIMARY KEY("group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"minimum_value" integer NOT NULL,
	"maximum_value" integer NOT NULL,
	"is_multi_select" boolean NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attribute_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"foot_note" text,
	"extra" boolean DEFAULT false NOT NULL,
	"priority" integer,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_step_products" (
	"restaurant_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "package_step_products_step_id_product_id_pk" PRIMARY KEY("step_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "package_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"package_product_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"question" text,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_happy_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_happy_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"price_cents" integer NOT NULL,
	"min_price_cents" integer,
	"stock" integer,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"depot_name" text,
	"depot_price_cents" integer,
	"additional_info_config" jsonb NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"is_multiple_allowed" boolean DEFAULT true NOT NULL,
	"is_package" boolean DEFAULT false NOT NULL,
	"priority" integer,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "products_stock_ck" CHECK ("products"."stock" is null or "products"."stock" >= 0),
	CONSTRAINT "products_depot_ck" CHECK (("products"."depot_name" is null) = ("products"."depot_price_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subcategories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"priority" integer,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"depot_name" text,
	"depot_unit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"is_package" boolean NOT NULL,
	"attribute_items" jsonb NOT NULL,
	"package_items" jsonb NOT NULL,
	"extra_info" jsonb,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"number" integer NOT NULL,
	"basket_id" integer NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"delivery_type_id" smallint NOT NULL,
	"delivery_at" timestamp with time zone,
	"delivery_local" text,
	"duration" text,
	"slot_at" timestamp with time zone,
	"postal_code" text,
	"user_details" jsonb,
	"table_id" integer,
	"extra_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"is_online_payment" boolean NOT NULL,
	"payment_provider" text,
	"payment_id" text,
	"payment_status" text,
	"payment_link" text,
	"qr_code" text,
	"table_payment_id" text,
	"external_basket_items" jsonb,
	"voucher_id" integer,
	"voucher_code" text,
	"subtotal_cents" integer NOT NULL,
	"depot_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"bill_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('received', 'processing', 'delivered', 'rejected')),
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"restaurant_id" integer NOT NULL,
	"delivery_type_id" smallint NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "slot_bookings_restaurant_id_delivery_type_id_slot_at_pk" PRIMARY KEY("restaurant_id","delivery_type_id","slot_at"),
	CONSTRAINT "slot_bookings_positive_ck" CHECK ("slot_bookings"."orders" >= 0 and "slot_bookings"."items" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_limits" (
	"restaurant_id" integer NOT NULL,
	"delivery_type_id" smallint NOT NULL,
	"max_orders" integer,
	"max_items" integer,
	CONSTRAINT "slot_limits_restaurant_id_delivery_type_id_pk" PRIMARY KEY("restaurant_id","delivery_type_id"),
	CONSTRAINT "slot_limits_positive_ck" CHECK (coalesce("slot_limits"."max_orders", 1) > 0 and coalesce("slot_limits"."max_items", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"order_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"order_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "close_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "close_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"city" text,
	"fee_cents" integer NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"free_delivery_from_cents" integer
);
--> statement-breakpoint
CREATE TABLE "information_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "information_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"priority" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"delivery_type_id" smallint NOT NULL,
	"weekday" smallint NOT NULL,
	"open_at" text NOT NULL,
	"close_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"method" text NOT NULL,
	"label" text NOT NULL,
	"delivery_types" text[],
	"config_keys" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_delivery_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_delivery_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"delivery_type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"lead_minutes" integer NOT NULL,
	"available_days" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "restaurant_delivery_types_id_ck" CHECK ("restaurant_delivery_types"."delivery_type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lang" text DEFAULT 'de' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"time_zone" text NOT NULL,
	"public_client_id" text NOT NULL,
	"public_client_secret" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"close_message" text,
	"contact" jsonb NOT NULL,
	"social" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"modes" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"personal_information_fields" jsonb NOT NULL,
	"menu_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "restaurants_public_client_id_unique" UNIQUE("public_client_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"weekday" smallint NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer,
	"from_date" date,
	"until_date" date,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer,
	"percent_basis_points" integer,
	"valid_from" date,
	"valid_until" date,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "vouchers_value_ck" CHECK (("vouchers"."kind" = 'fixed' and "vouchers"."amount_cents" is not null) or ("vouchers"."kind" = 'percent' and "vouchers"."percent_basis_points" is not null))
);
--> statement-breakpoint
CREATE TABLE "website_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "website_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"qr_code" boolean NOT NULL,
	"is_unique" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_throttles" ADD CONSTRAINT "auth_throttles_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_attribute_items" ADD CONSTRAINT "basket_line_attribute_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_attribute_items" ADD CONSTRAINT "basket_line_attribute_items_basket_line_id_basket_lines_id_fk" FOREIGN KEY ("basket_line_id") REFERENCES "public"."basket_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_attribute_items" ADD CONSTRAINT "basket_line_attribute_items_attribute_item_id_attribute_items_id_fk" FOREIGN KEY ("attribute_item_id") REFERENCES "public"."attribute_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_package_items" ADD CONSTRAINT "basket_line_package_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_package_items" ADD CONSTRAINT "basket_line_package_items_basket_line_id_basket_lines_id_fk" FOREIGN KEY ("basket_line_id") REFERENCES "public"."basket_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_package_items" ADD CONSTRAINT "basket_line_package_items_package_step_id_package_steps_id_fk" FOREIGN KEY ("package_step_id") REFERENCES "public"."package_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_line_package_items" ADD CONSTRAINT "basket_line_package_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_categories" ADD CONSTRAINT "attribute_group_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_categories" ADD CONSTRAINT "attribute_group_categories_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_categories" ADD CONSTRAINT "attribute_group_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_products" ADD CONSTRAINT "attribute_group_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_products" ADD CONSTRAINT "attribute_group_products_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_products" ADD CONSTRAINT "attribute_group_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_groups" ADD CONSTRAINT "attribute_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_step_products" ADD CONSTRAINT "package_step_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_step_products" ADD CONSTRAINT "package_step_products_step_id_package_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."package_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_step_products" ADD CONSTRAINT "package_step_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_steps" ADD CONSTRAINT "package_steps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_steps" ADD CONSTRAINT "package_steps_package_product_id_products_id_fk" FOREIGN KEY ("package_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_happy_hours" ADD CONSTRAINT "product_happy_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_happy_hours" ADD CONSTRAINT "product_happy_hours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_limits" ADD CONSTRAINT "slot_limits_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_periods" ADD CONSTRAINT "close_periods_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_pages" ADD CONSTRAINT "information_pages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_delivery_types" ADD CONSTRAINT "restaurant_delivery_types_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_times" ADD CONSTRAINT "ticket_times_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_views" ADD CONSTRAINT "website_views_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("restaurant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_restaurant_email_unique" ON "users" USING btree ("restaurant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "basket_line_attribute_items_uq" ON "basket_line_attribute_items" USING btree ("basket_line_id","attribute_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_line_package_items_uq" ON "basket_line_package_items" USING btree ("basket_line_id","package_step_id","product_id");--> statement-breakpoint
CREATE INDEX "basket_lines_basket_idx" ON "basket_lines" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_public_id_uq" ON "baskets" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "baskets_restaurant_idx" ON "baskets" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "baskets_customer_idx" ON "baskets" USING btree ("restaurant_id","customer_id");--> statement-breakpoint
CREATE INDEX "attribute_group_categories_restaurant_idx" ON "attribute_group_categories" USING btree ("restaurant_id","category_id");--> statement-breakpoint
CREATE INDEX "attribute_group_products_restaurant_idx" ON "attribute_group_products" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_groups_key_uq" ON "attribute_groups" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_items_key_uq" ON "attribute_items" USING btree ("restaurant_id","group_id","key");--> statement-breakpoint
CREATE INDEX "attribute_items_group_idx" ON "attribute_items" USING btree ("restaurant_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key_uq" ON "categories" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE INDEX "package_step_products_restaurant_idx" ON "package_step_products" USING btree ("restaurant_id","step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_steps_key_uq" ON "package_steps" USING btree ("restaurant_id","package_product_id","key");--> statement-breakpoint
CREATE INDEX "package_steps_product_idx" ON "package_steps" USING btree ("restaurant_id","package_product_id");--> statement-breakpoint
CREATE INDEX "product_happy_hours_product_idx" ON "product_happy_hours" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_uq" ON "products" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("restaurant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_key_uq" ON "subcategories" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_uq" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket_uq" ON "orders" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("restaurant_id","number");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("restaurant_id","payment_provider","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once" ON "payment_events" USING btree ("provider","provider_payment_id","status");--> statement-breakpoint
CREATE INDEX "payment_events_restaurant_idx" ON "payment_events" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "test_payments_restaurant_idx" ON "test_payments" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "close_periods_restaurant_idx" ON "close_periods" USING btree ("restaurant_id","until_date");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_postal_code_uq" ON "delivery_zones" USING btree ("restaurant_id","postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "information_pages_key_uq" ON "information_pages" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_pages_kind_uq" ON "legal_pages" USING btree ("restaurant_id","kind");--> statement-breakpoint
CREATE INDEX "opening_hours_restaurant_idx" ON "opening_hours" USING btree ("restaurant_id","delivery_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_method_uq" ON "payment_methods" USING btree ("restaurant_id","method");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_delivery_types_type_uq" ON "restaurant_delivery_types" USING btree ("restaurant_id","delivery_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_key_uq" ON "restaurant_tables" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE INDEX "restaurant_tables_name_idx" ON "restaurant_tables" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_times_key_uq" ON "ticket_times" USING btree ("restaurant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree ("restaurant_id","code");--> statement-breakpoint
CREATE INDEX "website_views_restaurant_idx" ON "website_views" USING btree ("restaurant_id","created_at");