ALTER TABLE "attribute_groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "additives" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vegetarian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vegan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "vat_default_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_vat_rate_ck" CHECK ("categories"."vat_rate_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vegan_ck" CHECK (not "products"."vegan" or "products"."vegetarian");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_ck" CHECK ("products"."vat_rate_bp" between 0 and 10000);