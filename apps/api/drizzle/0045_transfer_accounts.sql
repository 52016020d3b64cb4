CREATE TABLE "transfer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"pay_ahead_id" integer,
	"method" text NOT NULL,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"ussd_code" text,
	"expected_kobo" bigint NOT NULL,
	"held_kobo" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_accounts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transfer_accounts_status_check" CHECK ("transfer_accounts"."status" in ('open', 'settled', 'expired')),
	CONSTRAINT "transfer_accounts_method_check" CHECK ("transfer_accounts"."method" in ('bank_transfer', 'ussd')),
	CONSTRAINT "transfer_accounts_expected_check" CHECK ("transfer_accounts"."expected_kobo" > 0),
	CONSTRAINT "transfer_accounts_held_check" CHECK ("transfer_accounts"."held_kobo" >= 0),
	CONSTRAINT "transfer_accounts_purpose_check" CHECK (("transfer_accounts"."payment_id" is null) <> ("transfer_accounts"."pay_ahead_id" is null))
);
--> statement-breakpoint
CREATE TABLE "transfer_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_reference" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"settle_kobo" bigint DEFAULT 0 NOT NULL,
	"refund_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_receipts_decision_check" CHECK ("transfer_receipts"."decision" in ('settle', 'wait', 'refund')),
	CONSTRAINT "transfer_receipts_amount_check" CHECK ("transfer_receipts"."amount_kobo" > 0),
	CONSTRAINT "transfer_receipts_split_check" CHECK ("transfer_receipts"."settle_kobo" >= 0 and "transfer_receipts"."refund_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transfer_accounts" ADD CONSTRAINT "transfer_accounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_accounts" ADD CONSTRAINT "transfer_accounts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_accounts" ADD CONSTRAINT "transfer_accounts_pay_ahead_id_instalment_card_payments_id_fk" FOREIGN KEY ("pay_ahead_id") REFERENCES "public"."instalment_card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_account_id_transfer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."transfer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_accounts_order_idx" ON "transfer_accounts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_accounts_open_idx" ON "transfer_accounts" USING btree ("expires_at") WHERE "transfer_accounts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_receipts_provider_reference_idx" ON "transfer_receipts" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "transfer_receipts_account_idx" ON "transfer_receipts" USING btree ("account_id");