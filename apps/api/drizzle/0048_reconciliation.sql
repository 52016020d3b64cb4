CREATE TABLE "reconciliation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"reconciliation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"provider_kobo" bigint,
	"oja_kobo" bigint,
	"provider_paid_at" timestamp with time zone,
	"oja_paid_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reconciliation_lines_kind_check" CHECK ("reconciliation_lines"."kind" in ('matched', 'provider-only', 'oja-only', 'amount-differs', 'date-differs')),
	CONSTRAINT "reconciliation_lines_resolution_check" CHECK (char_length("reconciliation_lines"."resolution") <= 500)
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"provider_total_kobo" bigint NOT NULL,
	"oja_total_kobo" bigint NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliations_day_unique" UNIQUE("day"),
	CONSTRAINT "reconciliations_source_check" CHECK ("reconciliations"."source" in ('csv', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_reconciliation_id_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."reconciliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_imported_by_staff_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_lines_day_idx" ON "reconciliation_lines" USING btree ("reconciliation_id","kind");