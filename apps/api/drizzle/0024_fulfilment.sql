CREATE TABLE "fulfilment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"carrier" text,
	"tracking_number" text,
	"expected_delivery" date,
	CONSTRAINT "fulfilment_events_order_status_unique" UNIQUE("order_id","status"),
	CONSTRAINT "fulfilment_events_status_check" CHECK ("fulfilment_events"."status" in ('packed', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "fulfilment_events_shipment_check" CHECK ("fulfilment_events"."status" <> 'shipped' or ("fulfilment_events"."carrier" is not null and "fulfilment_events"."tracking_number" is not null and "fulfilment_events"."expected_delivery" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_notes_text_check" CHECK (char_length("order_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "order_emails" DROP CONSTRAINT "order_emails_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_fulfilment_created_idx" ON "orders" USING btree ("fulfilment_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_kobo" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_kind_check" CHECK ("order_emails"."kind" in ('confirmation', 'refund', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_status_check" CHECK ("orders"."fulfilment_status" in ('received', 'packed', 'shipped', 'delivered', 'cancelled'));