CREATE TABLE "shopper_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "shopper_notes_text_check" CHECK (char_length("shopper_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "shopper_notes" ADD CONSTRAINT "shopper_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_notes" ADD CONSTRAINT "shopper_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_notes_user_idx" ON "shopper_notes" USING btree ("user_id","at");