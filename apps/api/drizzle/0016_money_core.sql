CREATE TABLE "bvn_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bvn_hash" text NOT NULL,
	"bvn_last4" text NOT NULL,
	"decision" text NOT NULL,
	"bureau_reference" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bvn_checks_decision_check" CHECK ("bvn_checks"."decision" in ('APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"source_reference" text NOT NULL,
	"source_kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"provider_refund_id" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "refunds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('queued', 'sending', 'processing', 'processed', 'failed')),
	CONSTRAINT "refunds_source_kind_check" CHECK ("refunds"."source_kind" in ('payment', 'pay-ahead', 'debit')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "instalment_card_payments" DROP CONSTRAINT "instalment_card_payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "bvn_checks" ADD CONSTRAINT "bvn_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bvn_checks_one_account_per_bvn" ON "bvn_checks" USING btree ("bvn_hash") WHERE "bvn_checks"."decision" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "bvn_checks_user_idx" ON "bvn_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_queued_idx" ON "refunds" USING btree ("id") WHERE "refunds"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "refunds_sending_idx" ON "refunds" USING btree ("claimed_until") WHERE "refunds"."status" = 'sending';--> statement-breakpoint
-- Before one pending payment ahead per order can hold, older pending ones of an order are closed (a success
-- that still comes for one is refunded as late).
UPDATE "instalment_card_payments" AS p SET "status" = 'failed', "gateway_response" = 'Replaced by a newer payment ahead' WHERE p."status" = 'pending' AND EXISTS (SELECT 1 FROM "instalment_card_payments" AS newer WHERE newer."order_id" = p."order_id" AND newer."status" = 'pending' AND newer."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_card_payments_one_pending_per_order" ON "instalment_card_payments" USING btree ("order_id") WHERE "instalment_card_payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "instalment_card_payments" ADD CONSTRAINT "instalment_card_payments_status_check" CHECK ("instalment_card_payments"."status" in ('pending', 'succeeded', 'failed', 'rejected', 'late'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'rejected', 'duplicate', 'late'));