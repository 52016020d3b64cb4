CREATE TABLE "order_emails" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_emails_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "order_emails_kind_check" CHECK ("order_emails"."kind" in ('confirmation', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"plan" text NOT NULL,
	CONSTRAINT "order_items_order_product_unique" UNIQUE("order_id","product_id"),
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_schedule" (
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "order_schedule_order_id_number_pk" PRIMARY KEY("order_id","number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"plan" text NOT NULL,
	"checkout_key" text NOT NULL,
	"shipping_option" text NOT NULL,
	"delivery_address_id" text NOT NULL,
	"delivery_street" text NOT NULL,
	"delivery_state" text NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"shipping_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"first_payment_kobo" bigint NOT NULL,
	"installment_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'expired', 'cancelled', 'refund_due')),
	CONSTRAINT "orders_plan_check" CHECK ("orders"."plan" in ('full', 'monthly', 'weekly', 'daily')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_kobo" = "orders"."subtotal_kobo" + "orders"."vat_kobo" + "orders"."shipping_kobo" and "orders"."first_payment_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_response" text,
	"authorization_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'rejected', 'duplicate')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text NOT NULL,
	"gateway_response" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_card_status_check" CHECK ("sandbox_card_transactions"."status" in ('abandoned', 'success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_schedule" ADD CONSTRAINT "order_schedule_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0);--> statement-breakpoint
-- A database seeded before stock existed: every product on sale gets the seed's 25 units (src/db/seed.ts).
UPDATE "products" SET "stock" = 25 WHERE "in_stock";
