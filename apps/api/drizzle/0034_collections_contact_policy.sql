ALTER TABLE "instalment_notices" ADD COLUMN "contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "category" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_category_check" CHECK ("messages"."category" in ('transactional', 'collections'));