-- Trigram similarity (pg_trgm, trusted since PostgreSQL 13; PGlite loads it in db/connect.ts): a misspelt
-- word of a search is corrected to the nearest word of the catalogue.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_categories" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', brand), 'B') || setweight(to_tsvector('simple', search_categories), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The category names of the products already there, then their words (a new database has none yet: the
-- seed fills them).
UPDATE "products" p SET "search_categories" = concat_ws(' ', c.name, pc.name)
  FROM "categories" c LEFT JOIN "categories" pc ON pc.id = c.parent_id
  WHERE c.id = p.category_id;--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT word FROM ts_stat('SELECT search_vector FROM products') WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
