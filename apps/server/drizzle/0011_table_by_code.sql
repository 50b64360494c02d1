ALTER TABLE "baskets" ADD COLUMN "table_by_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_by_code" boolean DEFAULT false NOT NULL;