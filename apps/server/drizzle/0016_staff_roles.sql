CREATE TABLE "staff_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text,
	"action" text NOT NULL,
	"email" text NOT NULL,
	"role_before" text,
	"role_after" text
);
--> statement-breakpoint
ALTER TABLE "manager_restaurants" DROP CONSTRAINT "manager_restaurants_role_ck";--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_restaurant_idx" ON "staff_audit" USING btree ("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "manager_restaurants" ADD CONSTRAINT "manager_restaurants_role_ck" CHECK ("manager_restaurants"."role" in ('owner', 'manager', 'kitchen'));