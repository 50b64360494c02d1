-- Custom migration (not generated from src/db/schema): keep it when regenerating migrations.
-- The storefront caches each restaurant's menu in memory; when an order (or anything else) changes a
-- product's stock, every server process is told through NOTIFY so the menu shows the new stock at once.
CREATE OR REPLACE FUNCTION notify_menu_stock_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('menu_stock_changed', NEW.restaurant_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_stock_changed
  AFTER UPDATE OF stock ON products
  FOR EACH ROW
  WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION notify_menu_stock_changed();
