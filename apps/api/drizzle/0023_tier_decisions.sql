ALTER TABLE "tier_requests" ADD COLUMN "status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "tier_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tier_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "tier_requests" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "tier_requests" ADD CONSTRAINT "tier_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_requests_status_idx" ON "tier_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "tier_requests" ADD CONSTRAINT "tier_requests_status_check" CHECK ("tier_requests"."status" in ('waiting', 'approved', 'refused'));