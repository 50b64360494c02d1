-- Custom migration (not generated from src/db/schema): keep it when regenerating migrations.
-- Every order row's trigger asks whether the restaurant has a webhook endpoint at all. Asked through the
-- SQL function webhooks_wanted(), PostgreSQL parsed and planned that function's query again for every
-- order (a SQL function called from PL/pgSQL keeps no plan between statements): ≈ 0.1 ms per order, in
-- the create-order statement's end-of-statement triggers, while it still holds the dish's stock row and
-- the order counter (issue 29, the hot dish bench). Written inline, PL/pgSQL keeps its plan per connection.
CREATE OR REPLACE FUNCTION webhook_order_events() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE restaurant_id = NEW.restaurant_id AND enabled) THEN
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
