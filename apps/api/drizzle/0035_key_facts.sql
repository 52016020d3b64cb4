CREATE TABLE "key_facts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"hash" text NOT NULL,
	"text" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"device" text
);
--> statement-breakpoint
ALTER TABLE "key_facts" ADD CONSTRAINT "key_facts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;