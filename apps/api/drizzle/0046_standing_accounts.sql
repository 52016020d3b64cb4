CREATE TABLE "standing_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standing_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "standing_transfer_parts" (
	"transfer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	CONSTRAINT "standing_transfer_parts_transfer_id_order_id_number_pk" PRIMARY KEY("transfer_id","order_id","number"),
	CONSTRAINT "standing_transfer_parts_amount_check" CHECK ("standing_transfer_parts"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "standing_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"refund_kobo" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standing_transfers_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "standing_transfers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "unmatched_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"account_number" text,
	"amount_kobo" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"order_id" integer,
	"reason" text,
	"requested_by" integer,
	"decided_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "unmatched_transfers_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "unmatched_transfers_status_check" CHECK ("unmatched_transfers"."status" in ('open', 'awaiting-approval', 'matched', 'refunded')),
	CONSTRAINT "unmatched_transfers_amount_check" CHECK ("unmatched_transfers"."amount_kobo" > 0),
	CONSTRAINT "unmatched_transfers_checker_check" CHECK ("unmatched_transfers"."decided_by" is null or "unmatched_transfers"."decided_by" <> "unmatched_transfers"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_source_kind_check";--> statement-breakpoint
ALTER TABLE "standing_accounts" ADD CONSTRAINT "standing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_transfer_parts" ADD CONSTRAINT "standing_transfer_parts_transfer_id_standing_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."standing_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_transfer_parts" ADD CONSTRAINT "standing_transfer_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_transfers" ADD CONSTRAINT "standing_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_transfer_parts_instalment_idx" ON "standing_transfer_parts" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_open_idx" ON "unmatched_transfers" USING btree ("received_at") WHERE "unmatched_transfers"."status" <> 'matched' and "unmatched_transfers"."status" <> 'refunded';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source_kind_check" CHECK ("refunds"."source_kind" in ('payment', 'pay-ahead', 'debit', 'standing-transfer'));