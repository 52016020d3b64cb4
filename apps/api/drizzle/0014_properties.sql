CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"city_name" text NOT NULL,
	"area" text NOT NULL,
	"street" text NOT NULL,
	"home_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"furnishing" text NOT NULL,
	"agent_name" text NOT NULL,
	"agent_verified" boolean NOT NULL,
	"price_kobo" bigint NOT NULL,
	"max_guests" integer,
	"min_nights" integer,
	"image_file_names" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "properties_property_id_unique" UNIQUE("property_id"),
	CONSTRAINT "properties_kind_check" CHECK ("properties"."kind" in ('rent', 'shortlet')),
	CONSTRAINT "properties_city_check" CHECK ("properties"."city" in ('Lagos', 'Abuja', 'PH')),
	CONSTRAINT "properties_furnishing_check" CHECK ("properties"."furnishing" in ('furnished', 'unfurnished', 'semi')),
	CONSTRAINT "properties_rooms_check" CHECK ("properties"."bedrooms" >= 1 and "properties"."bathrooms" >= 1),
	CONSTRAINT "properties_price_check" CHECK ("properties"."price_kobo" > 0),
	CONSTRAINT "properties_shortlet_check" CHECK (("properties"."kind" = 'shortlet') = ("properties"."max_guests" is not null and "properties"."min_nights" is not null))
);
--> statement-breakpoint
CREATE TABLE "property_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_reviews_rating_check" CHECK ("property_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "property_reviews" ADD CONSTRAINT "property_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_kind_city_created_idx" ON "properties" USING btree ("kind","city","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "property_reviews_property_created_idx" ON "property_reviews" USING btree ("property_id","created_at" DESC NULLS LAST);