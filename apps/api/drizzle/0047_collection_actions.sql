CREATE TABLE "collection_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "collection_actions_kind_check" CHECK ("collection_actions"."kind" in ('outside-payment', 'reschedule', 'restructure', 'waiver', 'write-off')),
	CONSTRAINT "collection_actions_status_check" CHECK ("collection_actions"."status" in ('awaiting-approval', 'approved', 'rejected')),
	CONSTRAINT "collection_actions_amount_check" CHECK ("collection_actions"."amount_kobo" >= 0),
	CONSTRAINT "collection_actions_reference_check" CHECK (("collection_actions"."kind" = 'outside-payment') = ("collection_actions"."reference" is not null)),
	CONSTRAINT "collection_actions_checker_check" CHECK ("collection_actions"."decided_by" is null or "collection_actions"."decided_by" <> "collection_actions"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_actions_order_idx" ON "collection_actions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "collection_actions_waiting_idx" ON "collection_actions" USING btree ("id") WHERE "collection_actions"."status" = 'awaiting-approval';--> statement-breakpoint
CREATE UNIQUE INDEX "collection_actions_reference_unique" ON "collection_actions" USING btree ("reference") WHERE "collection_actions"."kind" = 'outside-payment' and "collection_actions"."status" <> 'rejected';