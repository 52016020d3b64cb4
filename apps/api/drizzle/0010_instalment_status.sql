ALTER TABLE "order_schedule" ADD COLUMN "status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_schedule" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_schedule" ADD COLUMN "paid_reference" text;--> statement-breakpoint
CREATE INDEX "order_schedule_due_idx" ON "order_schedule" USING btree ("status","due_date");--> statement-breakpoint
ALTER TABLE "order_schedule" ADD CONSTRAINT "order_schedule_status_check" CHECK ("order_schedule"."status" in ('unpaid', 'failed', 'paid'));