CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_returns_reason_check" CHECK ("order_returns"."reason" in ('damaged', 'wrong-item', 'incomplete', 'changed-mind')),
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('open', 'refunded', 'closed')),
	CONSTRAINT "order_returns_note_check" CHECK (char_length("order_returns"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "staff_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "staff_refunds_kind_check" CHECK ("staff_refunds"."kind" in ('return', 'cancellation', 'goodwill')),
	CONSTRAINT "staff_refunds_status_check" CHECK ("staff_refunds"."status" in ('awaiting-approval', 'approved', 'rejected')),
	CONSTRAINT "staff_refunds_amount_check" CHECK ("staff_refunds"."amount_kobo" > 0),
	CONSTRAINT "staff_refunds_checker_check" CHECK ("staff_refunds"."decided_by" is null or "staff_refunds"."decided_by" <> "staff_refunds"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "staff_refund_id" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" = 'open';--> statement-breakpoint
CREATE INDEX "staff_refunds_order_idx" ON "staff_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_refunds_waiting_idx" ON "staff_refunds" USING btree ("id") WHERE "staff_refunds"."status" = 'awaiting-approval';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_refund_id_staff_refunds_id_fk" FOREIGN KEY ("staff_refund_id") REFERENCES "public"."staff_refunds"("id") ON DELETE no action ON UPDATE no action;