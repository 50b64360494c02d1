-- A basket's updated_at follows every change of its lines (add, quantity, extras, removal), so the
-- housekeeping's "untouched for 30 days" (and "empty for a day") sees a basket still in use.
-- Touching at most once a minute keeps a burst of line changes to one extra write.
CREATE OR REPLACE FUNCTION touch_basket_of_line() RETURNS trigger AS $$
DECLARE
  target integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    target := OLD.basket_id;
  ELSE
    target := NEW.basket_id;
  END IF;
  UPDATE baskets SET updated_at = now() WHERE id = target AND updated_at < now() - interval '1 minute';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER basket_lines_touch_basket
AFTER INSERT OR UPDATE OR DELETE ON basket_lines
FOR EACH ROW EXECUTE FUNCTION touch_basket_of_line();
