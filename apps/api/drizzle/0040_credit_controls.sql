CREATE TABLE "credit_controls" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"custom_limit_kobo" bigint,
	"frozen_at" timestamp with time zone,
	"frozen_reason" text,
	"frozen_by_staff_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_controls_limit_check" CHECK ("credit_controls"."custom_limit_kobo" is null or "credit_controls"."custom_limit_kobo" > 0),
	CONSTRAINT "credit_controls_freeze_check" CHECK (("credit_controls"."frozen_at" is null) = ("credit_controls"."frozen_reason" is null) and ("credit_controls"."frozen_at" is null) = ("credit_controls"."frozen_by_staff_id" is null))
);
--> statement-breakpoint
ALTER TABLE "credit_controls" ADD CONSTRAINT "credit_controls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_controls" ADD CONSTRAINT "credit_controls_frozen_by_staff_id_staff_id_fk" FOREIGN KEY ("frozen_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;