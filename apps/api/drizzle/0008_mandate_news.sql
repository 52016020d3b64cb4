ALTER TABLE "mandates" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Answers given before this column existed are not emailed after the fact.
UPDATE "mandates" SET "notified_at" = coalesce("activated_at", "closed_at") WHERE "status" IN ('active', 'refused');
