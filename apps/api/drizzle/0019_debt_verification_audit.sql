CREATE TABLE "credit_check_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"wording" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_check_consents_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "bvn_checks" DROP CONSTRAINT "bvn_checks_decision_check";--> statement-breakpoint
ALTER TABLE "bvn_checks" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bvn_checks" ADD COLUMN "consent_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bvn_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_check_consents" ADD CONSTRAINT "credit_check_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bvn_checks" ADD CONSTRAINT "bvn_checks_decision_check" CHECK ("bvn_checks"."decision" in ('APPROVED', 'DECLINED', 'MISMATCH', 'UNAVAILABLE'));--> statement-breakpoint
-- An approval made before this column existed dates from its check: it stands 90 days from then.
UPDATE "users" SET "bvn_verified_at" = (SELECT max("checked_at") FROM "bvn_checks" WHERE "bvn_checks"."user_id" = "users"."id" AND "bvn_checks"."decision" = 'APPROVED') WHERE "bvn_last4" IS NOT NULL;
