CREATE TABLE "sandbox_card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"merchant_note" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_card_refunds_status_check" CHECK ("sandbox_card_refunds"."status" in ('pending', 'processing', 'processed', 'failed')),
	CONSTRAINT "sandbox_card_refunds_amount_check" CHECK ("sandbox_card_refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_card_refunds_transaction_idx" ON "sandbox_card_refunds" USING btree ("transaction_reference");