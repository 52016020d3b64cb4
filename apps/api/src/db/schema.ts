import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
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

/** A cart: a guest's (by the client's session id) or, later, a user's. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** The guest's cartSessionID, a UUID stored lowercase. */
    sessionId: text('session_id').unique(),
    /** The owning user once sign-in exists; null for a guest cart. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('carts_owner_check', sql`${t.sessionId} is not null or ${t.userId} is not null`)],
);

/** One product in a cart, at most once per cart; prices are read from the product, never copied. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selectedPaymentPlan: text('selected_payment_plan').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_cart_product_unique').on(t.cartId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('cart_items_plan_check', sql`${t.selectedPaymentPlan} in ('full', 'monthly', 'weekly', 'daily')`),
  ],
);
