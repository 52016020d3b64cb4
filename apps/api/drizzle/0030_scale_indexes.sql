DROP INDEX "products_sales_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_brand_idx" ON "products" USING btree ("category_id","brand","product_weight");--> statement-breakpoint
CREATE INDEX "products_sales_created_idx" ON "products" USING btree ("sales","created_at" DESC NULLS LAST,"id");