ALTER TABLE "refunds" DROP CONSTRAINT "refunds_source_kind_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "unmatched_transfer_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_unmatched_transfer_id_unmatched_transfers_id_fk" FOREIGN KEY ("unmatched_transfer_id") REFERENCES "public"."unmatched_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_owner_check" CHECK (("refunds"."order_id" is null) <> ("refunds"."unmatched_transfer_id" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source_kind_check" CHECK ("refunds"."source_kind" in ('payment', 'pay-ahead', 'debit', 'standing-transfer', 'unmatched-transfer'));