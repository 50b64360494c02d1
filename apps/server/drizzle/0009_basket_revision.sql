ALTER TABLE "baskets" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- create-order's single write statement refuses with this (order/place-order-repo.ts): raising
-- aborts the whole statement, so a refused guard leaves nothing written, and the code names the guard.
CREATE OR REPLACE FUNCTION "tavola_refuse"(code text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = code;
END
$$;
