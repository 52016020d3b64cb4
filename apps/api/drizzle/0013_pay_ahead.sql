CREATE TABLE "instalment_card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"numbers" integer[] NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_response" text,
	"authorization_url" text,
	"refund_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instalment_card_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "instalment_card_payments_kind_check" CHECK ("instalment_card_payments"."kind" in ('next', 'payoff')),
	CONSTRAINT "instalment_card_payments_status_check" CHECK ("instalment_card_payments"."status" in ('pending', 'succeeded', 'failed', 'rejected')),
	CONSTRAINT "instalment_card_payments_amount_check" CHECK ("instalment_card_payments"."amount_kobo" > 0),
	CONSTRAINT "instalment_card_payments_refund_check" CHECK ("instalment_card_payments"."refund_kobo" between 0 and "instalment_card_payments"."amount_kobo")
);
--> statement-breakpoint
ALTER TABLE "instalment_charges" ADD COLUMN "refund_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instalment_card_payments" ADD CONSTRAINT "instalment_card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalment_card_payments_order_idx" ON "instalment_card_payments" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "instalment_card_payments_pending_idx" ON "instalment_card_payments" USING btree ("created_at") WHERE "instalment_card_payments"."status" = 'pending';