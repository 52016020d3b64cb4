CREATE TABLE "mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"redirect_url" text,
	"authorization_code" text,
	"account_name" text,
	"bank_name" text,
	"last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "mandates_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "mandates_status_check" CHECK ("mandates"."status" in ('pending', 'active', 'refused', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_direct_debit_consents" (
	"reference" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text NOT NULL,
	"account_number" text,
	"authorization_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_direct_debit_status_check" CHECK ("sandbox_direct_debit_consents"."status" in ('pending', 'active', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_one_per_order" ON "mandates" USING btree ("order_id") WHERE "mandates"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "mandates_user_status_idx" ON "mandates" USING btree ("user_id","status");