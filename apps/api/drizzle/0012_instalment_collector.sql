CREATE TABLE "instalment_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"attempt" integer NOT NULL,
	"due_on" date NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"gateway_response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instalment_charges_reference_unique" UNIQUE("reference"),
	CONSTRAINT "instalment_charges_attempt_unique" UNIQUE("order_id","number","attempt"),
	CONSTRAINT "instalment_charges_status_check" CHECK ("instalment_charges"."status" in ('queued', 'charging', 'succeeded', 'failed')),
	CONSTRAINT "instalment_charges_attempt_check" CHECK ("instalment_charges"."attempt" >= 1),
	CONSTRAINT "instalment_charges_amount_check" CHECK ("instalment_charges"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "instalment_notices" (
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "instalment_notices_order_id_number_kind_pk" PRIMARY KEY("order_id","number","kind")
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_clock_one_row" CHECK ("sandbox_clock"."id" = 1),
	CONSTRAINT "sandbox_clock_forward" CHECK ("sandbox_clock"."offset_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_direct_debit_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"authorization_code" text NOT NULL,
	"debit_key" text,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_response" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_direct_debit_charges_status_check" CHECK ("sandbox_direct_debit_charges"."status" in ('success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "instalment_charges" ADD CONSTRAINT "instalment_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_notices" ADD CONSTRAINT "instalment_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalment_charges_queued_idx" ON "instalment_charges" USING btree ("id") WHERE "instalment_charges"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "instalment_charges_charging_idx" ON "instalment_charges" USING btree ("claimed_at") WHERE "instalment_charges"."status" = 'charging';--> statement-breakpoint
CREATE INDEX "instalment_notices_unsent_idx" ON "instalment_notices" USING btree ("created_at") WHERE "instalment_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_direct_debit_charges_debit_idx" ON "sandbox_direct_debit_charges" USING btree ("authorization_code","debit_key");--> statement-breakpoint
CREATE INDEX "mandates_order_status_idx" ON "mandates" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "sandbox_direct_debit_consents_code_idx" ON "sandbox_direct_debit_consents" USING btree ("authorization_code");