CREATE TABLE "address_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"provider_reference" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	CONSTRAINT "address_checks_reference_unique" UNIQUE("reference"),
	CONSTRAINT "address_checks_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "address_checks_status_check" CHECK ("address_checks"."status" in ('asking', 'pending', 'verified', 'failed', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "address_checks" ADD CONSTRAINT "address_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_checks_one_waiting_per_user" ON "address_checks" USING btree ("user_id") WHERE "address_checks"."status" in ('asking', 'pending');--> statement-breakpoint
CREATE INDEX "address_checks_user_idx" ON "address_checks" USING btree ("user_id","requested_at");