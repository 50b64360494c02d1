CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"message_id" text DEFAULT ('msg_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"restaurant_id" integer NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id") WHERE "webhook_deliveries"."delivered_at" is null and "webhook_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_restaurant_idx" ON "webhook_deliveries" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoints_public_id_uq" ON "webhook_endpoints" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_restaurant_idx" ON "webhook_endpoints" USING btree ("restaurant_id");--> statement-breakpoint
-- Webhook events (decision 100) are written by triggers, like the board's notices (0005): every way a
-- row changes (an API call, a payment provider's webhook, housekeeping, the command line) writes its
-- event in the same transaction, and none can be forgotten. A restaurant without endpoints pays one
-- index lookup. The body is the Standard Webhooks shape { type, timestamp, data } plus a version.
CREATE OR REPLACE FUNCTION enqueue_webhook_event(p_restaurant_id integer, p_type text, p_data jsonb) RETURNS void AS $$
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, restaurant_id, event_type, payload)
  SELECT e.id, p_restaurant_id, p_type, jsonb_build_object(
      'type', p_type,
      'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'version', 1,
      'data', p_data)
    FROM webhook_endpoints e
    WHERE e.restaurant_id = p_restaurant_id AND e.enabled AND p_type = ANY (e.events)
    ORDER BY e.id;
  IF FOUND THEN
    PERFORM pg_notify('webhook_deliveries', p_restaurant_id::text);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The early way out of every trigger below: most restaurants have no endpoint.
CREATE OR REPLACE FUNCTION webhooks_wanted(p_restaurant_id integer) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE restaurant_id = p_restaurant_id AND enabled);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_order_data(o orders) RETURNS jsonb AS $$
  SELECT jsonb_build_object(
    'id', o.public_id, 'number', o.number, 'status', o.status, 'paymentStatus', o.payment_status,
    'paymentType', o.payment_type, 'deliveryTypeId', o.delivery_type_id,
    'deliveryAt', to_char(o.delivery_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'totalCents', o.total_cents, 'currency', o.currency, 'tableId', o.table_id, 'reason', o.status_reason);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_order_events() RETURNS trigger AS $$
BEGIN
  IF NOT webhooks_wanted(NEW.restaurant_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM enqueue_webhook_event(NEW.restaurant_id, 'order.created', webhook_order_data(NEW));
    RETURN NULL;
  END IF;
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    PERFORM enqueue_webhook_event(NEW.restaurant_id, 'order.status_changed',
      webhook_order_data(NEW) || jsonb_build_object('previousStatus', OLD.status));
  END IF;
  IF NEW.payment_status = 'paid' AND OLD.payment_status IS DISTINCT FROM 'paid' THEN
    PERFORM enqueue_webhook_event(NEW.restaurant_id, 'order.paid', webhook_order_data(NEW));
  END IF;
  IF NEW.refund_id IS NOT NULL AND NEW.refund_id <> 'pending' AND OLD.refund_id IS DISTINCT FROM NEW.refund_id THEN
    PERFORM enqueue_webhook_event(NEW.restaurant_id, 'order.refunded', webhook_order_data(NEW));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_webhook_events
  AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW
  EXECUTE FUNCTION webhook_order_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_reservation_events() RETURNS trigger AS $$
DECLARE
  event text;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.status = 'booked' THEN
    event := 'reservation.booked';
  ELSIF TG_OP = 'UPDATE' AND NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
    event := 'reservation.cancelled';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM enqueue_webhook_event(NEW.restaurant_id, event, jsonb_build_object(
    'id', NEW.public_id, 'tableId', NEW.table_id,
    'startsAt', to_char(NEW.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'endsAt', to_char(NEW.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'adults', NEW.adults, 'children', NEW.children, 'name', NEW.name, 'status', NEW.status));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER table_reservations_webhook_events
  AFTER INSERT OR UPDATE ON table_reservations
  FOR EACH ROW
  EXECUTE FUNCTION webhook_reservation_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_table_bill_events() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'paid' AND OLD.status IS DISTINCT FROM 'paid' THEN
    PERFORM enqueue_webhook_event(NEW.restaurant_id, 'table_bill.paid', jsonb_build_object(
      'id', NEW.public_id, 'tableId', NEW.table_id,
      'closedAt', to_char(coalesce(NEW.closed_at, now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER table_bills_webhook_events
  AFTER UPDATE ON table_bills
  FOR EACH ROW
  EXECUTE FUNCTION webhook_table_bill_events();
--> statement-breakpoint
-- Sold out: the stock reaches 0 (staff's one tap, or the last one ordered); back: it leaves 0.
CREATE OR REPLACE FUNCTION webhook_dish_events() RETURNS trigger AS $$
DECLARE
  event text;
BEGIN
  IF NEW.stock = 0 AND OLD.stock IS DISTINCT FROM 0 THEN
    event := 'dish.sold_out';
  ELSIF OLD.stock = 0 AND NEW.stock IS DISTINCT FROM 0 THEN
    event := 'dish.back';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM enqueue_webhook_event(NEW.restaurant_id, event,
    jsonb_build_object('id', NEW.id, 'key', NEW.key, 'name', NEW.name, 'stock', NEW.stock));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_webhook_events
  AFTER UPDATE OF stock ON products
  FOR EACH ROW
  EXECUTE FUNCTION webhook_dish_events();
