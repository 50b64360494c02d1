CREATE TABLE "provider_credentials" (
	"restaurant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"sealed" text NOT NULL,
	"mask" text NOT NULL,
	"hint" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" text NOT NULL,
	CONSTRAINT "provider_credentials_restaurant_id_provider_pk" PRIMARY KEY("restaurant_id","provider")
);
--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;