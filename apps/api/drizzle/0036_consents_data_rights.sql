CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"text_version" text NOT NULL,
	"wording" text NOT NULL,
	"channel" text NOT NULL,
	"device" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_reference_unique" UNIQUE("reference"),
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('credit-check', 'direct-debit-terms', 'marketing-email', 'marketing-sms'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"refusal" text,
	CONSTRAINT "data_requests_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('access', 'erasure'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lending_records_anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "data_requests_requested_idx" ON "data_requests" USING btree ("requested_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "consents" ("user_id", "kind", "reference", "text_version", "wording", "channel", "device", "consented_at") SELECT "user_id", 'credit-check', "reference", 'credit-check-2025-10', "wording", 'web', '', "consented_at" FROM "credit_check_consents";--> statement-breakpoint
DROP TABLE "credit_check_consents" CASCADE;