CREATE TABLE "staff_authenticator_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"reset_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"asked_by" integer NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "staff_authenticator_resets_reset_id_unique" UNIQUE("reset_id"),
	CONSTRAINT "staff_authenticator_resets_status_check" CHECK ("staff_authenticator_resets"."status" in ('waiting', 'approved', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_recovery_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_authenticator_resets" ADD CONSTRAINT "staff_authenticator_resets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_authenticator_resets" ADD CONSTRAINT "staff_authenticator_resets_asked_by_staff_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_authenticator_resets" ADD CONSTRAINT "staff_authenticator_resets_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_authenticator_resets_waiting_idx" ON "staff_authenticator_resets" USING btree ("staff_id") WHERE "staff_authenticator_resets"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");