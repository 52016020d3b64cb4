-- Real Estate has its own pages now (/real-estate): a shop seeded before them opens the category too.
UPDATE "categories" SET "is_coming_soon" = false WHERE "slug" = 'real-estate';
