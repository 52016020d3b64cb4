-- The demo products the sandbox's seeder has put in this database (db/seed.ts): the start's top-up adds only
-- those never seeded, so a deleted demo product stays deleted (issue 41). A database from before this list
-- counts every product it has as seeded.
CREATE TABLE "seeded_products" (
	"product_id" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "seeded_products" ("product_id") SELECT "product_id" FROM "products";
