-- The shop's listing indexes hold only published products (shopVisible, db/catalogue-repository.ts), so a
-- deep page's ids and a listing's count are read from the index alone: with every product in them, each
-- skipped entry was a table row read to check `published` (issue 30, bench/results/load-scale.md).
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_sales_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_brand_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "products"."published" = true;--> statement-breakpoint
CREATE INDEX "products_sales_created_idx" ON "products" USING btree ("sales","created_at" DESC NULLS LAST,"id") WHERE "products"."published" = true;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id") WHERE "products"."published" = true;--> statement-breakpoint
CREATE INDEX "products_category_brand_idx" ON "products" USING btree ("category_id","brand","product_weight") WHERE "products"."published" = true;