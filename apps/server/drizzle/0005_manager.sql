CREATE TABLE "break_patterns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "break_patterns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_ids" jsonb NOT NULL,
	"weekdays" jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_password_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_restaurants" (
	"manager_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "manager_restaurants_manager_id_restaurant_id_pk" PRIMARY KEY("manager_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "manager_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "reservable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "qr_code" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pause_message" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "break_patterns" ADD CONSTRAINT "break_patterns_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_password_tokens" ADD CONSTRAINT "manager_password_tokens_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_restaurants" ADD CONSTRAINT "manager_restaurants_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_restaurants" ADD CONSTRAINT "manager_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_sessions" ADD CONSTRAINT "manager_sessions_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_sessions" ADD CONSTRAINT "manager_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "break_patterns_name_uq" ON "break_patterns" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "manager_password_tokens_manager_idx" ON "manager_password_tokens" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "manager_restaurants_restaurant_idx" ON "manager_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "manager_sessions_manager_idx" ON "manager_sessions" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_email_uq" ON "managers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_delivery_idx" ON "orders" USING btree ("restaurant_id","delivery_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_qr_code_uq" ON "restaurant_tables" USING btree ("restaurant_id","qr_code");--> statement-breakpoint
-- Custom part (not generated from src/db/schema): keep it when regenerating migrations.
-- Open manager boards follow their restaurant's orders live. A trigger rather than a NOTIFY in each
-- code path: every way an order is written (create-order, payment webhooks, status changes, bill
-- requests) reaches every server process's board streams on commit, and none can be forgotten.
CREATE OR REPLACE FUNCTION notify_manager_board() RETURNS trigger AS $$
DECLARE
  kind text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    kind := 'created';
  ELSIF OLD.status IS DISTINCT FROM NEW.status THEN
    kind := 'status';
  ELSIF OLD.payment_status IS DISTINCT FROM NEW.payment_status THEN
    kind := 'payment';
  ELSIF OLD.bill_requested_at IS DISTINCT FROM NEW.bill_requested_at THEN
    kind := 'bill';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM pg_notify('manager_board', json_build_object(
    'restaurantId', NEW.restaurant_id, 'orderId', NEW.public_id, 'kind', kind, 'status', NEW.status,
    'paymentStatus', NEW.payment_status)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_manager_board
  AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW
  EXECUTE FUNCTION notify_manager_board();
--> statement-breakpoint
-- A guest calling the dish collector (robot_requests) reaches the open boards the same way.
CREATE OR REPLACE FUNCTION notify_manager_board_robot() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('manager_board', json_build_object(
    'restaurantId', NEW.restaurant_id, 'orderId', '', 'kind', 'robot', 'status', '', 'paymentStatus', NULL,
    'tableName', (SELECT name FROM restaurant_tables WHERE id = NEW.table_id))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER robot_requests_manager_board
  AFTER INSERT ON robot_requests
  FOR EACH ROW
  EXECUTE FUNCTION notify_manager_board_robot();
