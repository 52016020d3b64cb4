import type { Kobo } from '@oja/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
    // Typed as the domain's Kobo: every price read from the database is kobo to the compiler.
    priceKobo: bigint('price_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
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

/** A shopper's account. The email is stored trimmed and lowercased; the phone number as +234…. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The public identifier the API answers with. */
  userId: text('user_id').notNull().unique(),
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number').notNull().unique(),
  /** Provisional (the email's local part, capitalised) until a profile step sets it. */
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** scrypt$N$r$p$salt$hash (base64url), see src/auth/passwords.ts. */
  passwordHash: text('password_hash').notNull(),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  isTier2: boolean('is_tier2').notNull().default(false),
  residentialAddress: text('residential_address'),
  residentialCity: text('residential_city'),
  residentialState: text('residential_state'),
  /** Only the last four digits: the whole BVN is never stored. */
  bvnLast4: text('bvn_last4'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A signed-in session: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes: at most one live code per user and purpose; only a salted SHA-256 is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('otp_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('otp_codes_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * Attempt counters (logins, codes, BVN checks, sends, sign-ups), one row per key and fixed window. A counter
 * is read and incremented in one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), before the secret
 * it guards is checked, so parallel requests cannot all pass a check that only one of them should.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the counter last moved: the start of a progressive delay. */
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

/**
 * Single-use password-reset tokens, issued by verify-otp for a right reset code: only a SHA-256 is stored,
 * and reset-password deletes the row in the transaction that sets the new password.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** The email sandbox: every message the sandbox sender "sent". */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

/** Tier 2 upgrade requests, for the team to follow up by email. */
export const tierRequests = pgTable('tier_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A shopper's delivery addresses (at most 10), in the order added; the wire's id is a random UUID. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    /** The id the API answers and takes: random, so it says nothing about other shoppers' addresses. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streetAddress: text('street_address').notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('delivery_addresses_user_idx').on(t.userId, t.id)],
);

/** Product reviews: one per shopper and product, rating 1 to 5. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('product_reviews_product_user_unique').on(t.productId, t.userId),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A shopper's favourite products, each at most once. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
