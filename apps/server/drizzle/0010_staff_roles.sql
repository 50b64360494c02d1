ALTER TABLE "manager_restaurants" ADD COLUMN "role" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "manager_restaurants" ADD CONSTRAINT "manager_restaurants_role_ck" CHECK ("manager_restaurants"."role" in ('owner', 'manager'));--> statement-breakpoint
-- Decision 080: links that existed before roles stay managers (the operator names owners with
-- `npm run manager -- add --role owner`); the demo's seeded person is the demo restaurant's owner.
UPDATE "manager_restaurants" SET "role" = 'owner' WHERE "manager_id" IN (SELECT "id" FROM "managers" WHERE lower("email") = 'manager@demo.tavola.local');
