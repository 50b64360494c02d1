ALTER TABLE "robot_requests" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "robot_requests" ADD COLUMN "done_by" integer;--> statement-breakpoint
ALTER TABLE "robot_requests" ADD CONSTRAINT "robot_requests_done_by_managers_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A call marked done reaches every open board (any process), so each list drops it at once.
CREATE OR REPLACE FUNCTION notify_manager_board_call_done() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('manager_board', json_build_object(
    'restaurantId', NEW.restaurant_id, 'orderId', '', 'kind', 'call_done', 'status', '', 'paymentStatus', NULL)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER robot_requests_done_manager_board
  AFTER UPDATE OF done_at ON robot_requests
  FOR EACH ROW
  WHEN (OLD.done_at IS NULL AND NEW.done_at IS NOT NULL)
  EXECUTE FUNCTION notify_manager_board_call_done();
