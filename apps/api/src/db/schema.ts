import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Parent categories (parentId null) and their subcategories, in navigation order. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    position: integer('position').notNull(),
    isComingSoon: boolean('is_coming_soon').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull(),
    vendorBrandName: text('vendor_brand_name').notNull(),
    /** Integer kobo: money never passes through floating point in storage. */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    minimumDownPaymentPercentage: integer('minimum_down_payment_percentage').notNull(),
    inStock: boolean('in_stock').notNull(),
    sales: boolean('sales').notNull().default(false),
    averageRating: real('average_rating').notNull().default(0),
    totalReviewCount: integer('total_review_count').notNull().default(0),
    productWeight: text('product_weight').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    imageFileName: text('image_file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    index('products_sales_created_idx').on(t.sales, t.createdAt.desc()),
    index('products_category_idx').on(t.categoryId),
  ],
);
