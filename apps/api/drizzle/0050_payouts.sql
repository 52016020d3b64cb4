CREATE TABLE "bank_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"paid_refund_id" integer,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_refunds_status_check" CHECK ("bank_refunds"."status" in ('awaiting-approval', 'approved', 'rejected')),
	CONSTRAINT "bank_refunds_amount_check" CHECK ("bank_refunds"."amount_kobo" > 0),
	CONSTRAINT "bank_refunds_checker_check" CHECK ("bank_refunds"."decided_by" is null or "bank_refunds"."decided_by" <> "bank_refunds"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_code" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"outcome" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payouts_transfer_code_unique" UNIQUE("transfer_code")
);
--> statement-breakpoint
CREATE TABLE "transfer_senders" (
	"provider_reference" text PRIMARY KEY NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_paid_refund_id_refunds_id_fk" FOREIGN KEY ("paid_refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_refunds_live_idx" ON "bank_refunds" USING btree ("refund_id") WHERE "bank_refunds"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_refunds_paid_idx" ON "bank_refunds" USING btree ("paid_refund_id");