CREATE TABLE "property_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"preferred_date" date,
	"message" text,
	"check_in" date,
	"check_out" date,
	"nights" integer,
	"guests" integer,
	"total_kobo" bigint,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_requests_kind_check" CHECK ("property_requests"."kind" in ('viewing', 'stay')),
	CONSTRAINT "property_requests_status_check" CHECK ("property_requests"."status" in ('new')),
	CONSTRAINT "property_requests_kind_fields_check" CHECK (("property_requests"."kind" = 'viewing' and "property_requests"."preferred_date" is not null and "property_requests"."message" is not null)
        or ("property_requests"."kind" = 'stay' and "property_requests"."check_in" is not null and "property_requests"."check_out" > "property_requests"."check_in"
          and "property_requests"."nights" >= 1 and "property_requests"."guests" >= 1 and "property_requests"."total_kobo" >= 0))
);
--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_requests" ADD CONSTRAINT "property_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_requests_status_created_idx" ON "property_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "property_requests_property_idx" ON "property_requests" USING btree ("property_id");