import type {
  CollectionActionKind,
  ComplaintCategory,
  ConsentChannel,
  ConsentKind,
  DataRequestKind,
  DebitStatus,
  DebtVerificationDecision,
  DebtVerificationReason,
  FulfilmentStatus,
  InstalmentRowStatus,
  Kobo,
  MandateStatus,
  OrderPaymentStatus,
  PayAheadStatus,
  PaymentAttemptStatus,
  ProductSpecificationRow,
  ReconciliationKind,
  RefundStatus,
  ReturnReason,
  ReturnStatus,
  StaffRefundKind,
  StaffRefundStatus,
  StaffRole,
  TransferAccountStatus,
} from '@oja/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (drizzle has none): only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes (a complaint's picture): node-postgres answers a Buffer, PGlite a Uint8Array; both are bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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

/**
 * An uploaded product picture as products.pictures keeps it: `id` is the first 32 hex digits of the SHA-256 of
 * the file the operator sent (its files are `{id}-{width}.{webp|avif}`), width and height its largest encoded size.
 */
export interface UploadedPicture {
  id: string;
  width: number;
  height: number;
}

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
    /**
     * Units that can still be ordered. An order takes its units when it is placed (one conditional
     * UPDATE … WHERE stock >= quantity, so two orders cannot both take the last one) and an unpaid order
     * gives them back when it expires. `in_stock` follows it in the same statements.
     */
    stock: integer('stock').notNull().default(0),
    sales: boolean('sales').notNull().default(false),
    averageRating: real('average_rating').notNull().default(0),
    totalReviewCount: integer('total_review_count').notNull().default(0),
    productWeight: text('product_weight').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    imageFileName: text('image_file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The names of its subcategory and parent category, as search finds them ('phones', 'beverages'): kept
     * here so one index answers a search (the seed and the console write it with the category).
     */
    searchCategories: text('search_categories').notNull().default(''),
    /**
     * Whether shoppers see it: the shop's listings, search, product page and cart add read only published
     * products; the console reads all. Unpublishing keeps the product and its orders as they are.
     */
    published: boolean('published').notNull().default(true),
    /**
     * The specification table the console wrote; null for a seed product whose table still comes from the
     * catalogue package (wire/product-specifications.ts).
     */
    specifications: jsonb('specifications').$type<ProductSpecificationRow[]>(),
    /**
     * The pictures an operator uploaded, in the order the shop shows them (media/uploaded-pictures.ts): each
     * names its content-addressed files in the picture store and its largest size. Empty: the shop shows the
     * product's drawings (seed products) or its cover image. Here rather than in a table of its own so every
     * listing, search and cart read that already selects the product carries them, with no join.
     */
    pictures: jsonb('pictures').$type<UploadedPicture[]>().notNull().default([]),
    /**
     * The words search finds a product by: its name (weighted most), brand and category names, split and
     * lowercased by the 'simple' configuration (brand names and Nigerian words have no English stems). Kept
     * by the database itself, so no insert or rename can forget it; a GIN index answers a search.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', brand), 'B') || setweight(to_tsvector('simple', search_categories), 'C')`,
    ),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    // The shop's listing orders hold only what shoppers see (`published`, as shopVisible asks), so a page's ids
    // and a count come from the index alone: with every product in them, each skipped entry of a deep page
    // was a row read to check `published` (page 901 of 10 at 1,000,000 products: 51 ms, 9,000 rows).
    index('products_created_idx').on(t.createdAt.desc(), t.id).where(sql`${t.published} = true`),
    // With id, so the page's ids of 'Sales & Offers' come from the index alone (a deferred join, db/paging.ts).
    index('products_sales_created_idx')
      .on(t.sales, t.createdAt.desc(), t.id)
      .where(sql`${t.published} = true`),
    index('products_category_idx').on(t.categoryId),
    // A subcategory's listing, newest first, read in order (a deep page skips index entries, not rows), and
    // its filter options (distinct brands and weights) from the index alone: issue 30, paging at scale.
    index('products_category_created_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.published} = true`),
    index('products_category_brand_idx')
      .on(t.categoryId, t.brand, t.productWeight)
      .where(sql`${t.published} = true`),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * The numbers of products added in the console, read as 'OJA-P000001': no seed productID ('OJA-PHN-001',
 * a code and three digits after a second dash) can look like one.
 */
export const consoleProductNumbers = pgSequence('console_product_numbers', { startWith: 1 });

/**
 * Every word of the catalogue's names and brands, once: what a misspelt search word is corrected to
 * ('samsng' → 'samsung') by trigram distance. Small however large the catalogue grows (words repeat), so the
 * nearest words are found in a GiST index without reading the products. Refreshed when the seed adds
 * products (refreshSearchWords in db/search-repository.ts).
 */
/**
 * Every demo product the sandbox's seeder has ever put in this database, by productID. The top-up at start
 * (seedMissingProducts, db/seed.ts) adds only demo products never seeded before, so a demo product an operator
 * deleted stays deleted; without this list the top-up saw a missing product and put it back at every start.
 */
export const seededProducts = pgTable('seeded_products', {
  productId: text('product_id').primaryKey(),
});

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/**
 * Real-estate listings: homes to rent by the month and short-lets by the night. The price is one column in
 * integer kobo whose period is the kind's (a month for rent, a night for a short-let); the yearly upfront price
 * of a rental is not stored but computed by the domain's rule (upfrontYearlyRent), so it cannot drift from it.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    /** The public identifier in URLs and answers, e.g. 'OJA-RNT-ABJ-003'. */
    propertyId: text('property_id').notNull().unique(),
    /** 'rent' or 'shortlet'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The searches' location code: 'Lagos', 'Abuja' or 'PH' (Port Harcourt). */
    city: text('city').notNull(),
    /** The city as a renter reads it ('Port Harcourt'). */
    cityName: text('city_name').notNull(),
    area: text('area').notNull(),
    street: text('street').notNull(),
    homeType: text('home_type').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    /** 'furnished', 'unfurnished' or 'semi'. */
    furnishing: text('furnishing').notNull(),
    agentName: text('agent_name').notNull(),
    agentVerified: boolean('agent_verified').notNull(),
    /** Integer kobo a month (rent) or a night (short-let). */
    priceKobo: bigint('price_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    /** Short-lets only: the most guests the home takes. */
    maxGuests: integer('max_guests'),
    /** Short-lets only: the shortest stay the host takes, in nights. */
    minNights: integer('min_nights'),
    /** The generated images' file names, in carousel order (served under /media/properties/). */
    imageFileNames: text('image_file_names').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // The searches always filter by kind and usually by city; newest first within them.
    index('properties_kind_city_created_idx').on(t.kind, t.city, t.createdAt.desc(), t.id),
    check('properties_kind_check', sql`${t.kind} in ('rent', 'shortlet')`),
    check('properties_city_check', sql`${t.city} in ('Lagos', 'Abuja', 'PH')`),
    check('properties_furnishing_check', sql`${t.furnishing} in ('furnished', 'unfurnished', 'semi')`),
    check('properties_rooms_check', sql`${t.bedrooms} >= 1 and ${t.bathrooms} >= 1`),
    check('properties_price_check', sql`${t.priceKobo} > 0`),
    // A short-let has a guest limit and a minimum stay; a rental has neither.
    check(
      'properties_shortlet_check',
      sql`(${t.kind} = 'shortlet') = (${t.maxGuests} is not null and ${t.minNights} is not null)`,
    ),
  ],
);

/** Guests' reviews of short-lets, newest first on the detail page; a short-let's rating is their average. */
export const propertyReviews = pgTable(
  'property_reviews',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The guest's first name. */
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('property_reviews_property_created_idx').on(t.propertyId, t.createdAt.desc()),
    check('property_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A shopper's request about a listing: a viewing of a home to rent ('viewing': `preferredDate`, `message`) or
 * a short-let stay ('stay': the dates, nights, guests and the total at the night's price then). Guests and
 * signed-in shoppers alike (`userId` then). Its confirmation email is queued in `messages` in the same
 * transaction, so each request is emailed exactly once. An agent or host takes it from 'new'.
 */
export const propertyRequests = pgTable(
  'property_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'viewing' | 'stay'>().notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** +234… */
    phone: text('phone').notNull(),
    /** Where the confirmation went. */
    email: text('email').notNull(),
    /** Viewing: the day the shopper would like to see the home. */
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** Viewing: the shopper's note ('' when none). */
    message: text('message'),
    /** Stay: the first night and the day the guests leave. */
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    nights: integer('nights'),
    guests: integer('guests'),
    /** Stay: the price a night × the nights when asked, in kobo (nothing is charged yet). */
    totalKobo: bigint('total_kobo', { mode: 'number' }).$type<Kobo>(),
    status: text('status').$type<'new'>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('property_requests_status_created_idx').on(t.status, t.createdAt),
    index('property_requests_property_idx').on(t.propertyId),
    check('property_requests_kind_check', sql`${t.kind} in ('viewing', 'stay')`),
    check('property_requests_status_check', sql`${t.status} in ('new')`),
    check(
      'property_requests_kind_fields_check',
      sql`(${t.kind} = 'viewing' and ${t.preferredDate} is not null and ${t.message} is not null)
        or (${t.kind} = 'stay' and ${t.checkIn} is not null and ${t.checkOut} > ${t.checkIn}
          and ${t.nights} >= 1 and ${t.guests} >= 1 and ${t.totalKobo} >= 0)`,
    ),
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
  /** None until the shopper gives it (the address check asks for it): sign-up asks only email, phone and password. */
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
  /** When the debt verification was last approved: it stands 90 days (the domain's debtVerificationStands). */
  bvnVerifiedAt: timestamp('bvn_verified_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  /**
   * Whether instalment reminders, failed-debit and refund notices also go by SMS (on by default): the shopper
   * turns it off in the account area, or by texting STOP (src/sms/inbound.ts). Emails go either way.
   */
  smsNotifications: boolean('sms_notifications').notNull().default(true),
  /**
   * When the shopper closed the account: its email, phone, names, address and password are replaced then
   * (email and phone by the pseudonym `closed-{user_id}`), and its lending records stay under that pseudonym.
   */
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  /** When the retention job anonymised the closed account's lending records, five years after its last order. */
  lendingRecordsAnonymisedAt: timestamp('lending_records_anonymised_at', {
    withTimezone: true,
    mode: 'date',
  }),
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
    /**
     * The message's key in `messages` (null for a message written straight here): the sandbox, like a
     * provider that takes an idempotency key, keeps one copy of a message delivered twice.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.createdAt),
    uniqueIndex('outbox_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/**
 * Every email and SMS the server sends, written here first and delivered by the message worker
 * (src/messages/): queued → sending (claimed by one worker until `claimed_until`) → sent, or back to queued
 * with a later `next_attempt_at` after a failure, or failed after the last attempt. A crash or a deploy loses
 * none: a message left 'sending' past its claim is delivered again under the same `idempotency_key`, which
 * the provider (or the sandbox outbox) uses to keep one copy.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** 'email' (recipient an address, with a subject) or 'sms' (recipient a +234… number, subject ''). */
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    providerMessageId: text('provider_message_id'),
    /** Why the last attempt failed (the provider's words, never the message's text). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * 'collections' for a message about money owed (a reminder, a failed debit, an overdue instalment), which
     * the contact policy times: the worker delivers it only within the permitted hours, retries included.
     * 'transactional' (sign-in codes, receipts, refunds, confirmations) goes at once.
     */
    category: text('category').$type<'transactional' | 'collections'>().notNull().default('transactional'),
    /** The order a collection message is about (null for the rest). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('messages_idempotency_key_idx').on(t.idempotencyKey),
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    check('messages_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('messages_category_check', sql`${t.category} in ('transactional', 'collections')`),
  ],
);

/**
 * The SMS sandbox: every text the sandbox SMS transport "sent" (read at GET /api/v1/dev/sms-outbox), one copy
 * per message key, as a provider keeping one copy of a message delivered twice would.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** The number as stored on the account, +234…. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sms_outbox_to_idx').on(t.to, t.createdAt),
    uniqueIndex('sms_outbox_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/**
 * Tier 2 upgrade requests: waiting until a staff member with `tier2:decide` approves (the shopper's limit
 * becomes Tier 2's) or refuses with a reason the shopper reads. Decided once, by a conditional UPDATE.
 */
export const tierRequests = pgTable(
  'tier_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<'waiting' | 'approved' | 'refused'>().notNull().default('waiting'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => staff.id),
    /** Why it was refused, in words the shopper reads. */
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    index('tier_requests_status_idx').on(t.status, t.createdAt),
    check('tier_requests_status_check', sql`${t.status} in ('waiting', 'approved', 'refused')`),
  ],
);

/**
 * A shopper's complaint (issue 42's complaints desk): about an order or (no order) their account. `due_at` is
 * the 48-hour promise as it stood when raised (the domain's COMPLAINT_RESOLUTION_PROMISE_MS), so a later
 * change of the figure never moves an old promise. Open until resolved with a reason; `escalated_at` is set,
 * once, when an open complaint's clock ran out. Kept with the lending records (no cascade from the shopper).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    /** What the shopper quotes: 'CMP-' and eight random letters and digits, so it says nothing of the others. */
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    category: text('category').$type<ComplaintCategory>().notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    assignedTo: integer('assigned_to').references(() => staff.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: integer('resolved_by').references(() => staff.id),
    /** How it was resolved, in words the shopper reads. */
    resolution: text('resolution'),
  },
  (t) => [
    index('complaints_user_idx').on(t.userId, t.createdAt),
    index('complaints_open_due_idx').on(t.dueAt).where(sql`${t.status} = 'open'`),
    index('complaints_created_idx').on(t.createdAt),
    check('complaints_status_check', sql`${t.status} in ('open', 'resolved')`),
  ],
);

/**
 * The one picture a shopper may attach when raising a complaint (issue 42). Private: its bytes live here, not in
 * the picture store, whose files are public URLs; they are served only to the shopper who raised it and to staff
 * with complaints:handle. Re-encoded on arrival (routes/complaints.ts), so no camera metadata (a phone's GPS
 * position) is kept. Kept with its complaint (the lending records, five years); the retention job deletes it
 * when it anonymises a closed account's lending records (db/data-rights-repository.ts).
 */
export const complaintPictures = pgTable('complaint_pictures', {
  complaintId: integer('complaint_id')
    .primaryKey()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

/** A staff member's reply to a complaint, which the shopper reads (and is told of by email and text). */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('complaint_replies_complaint_idx').on(t.complaintId, t.id)],
);

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

/**
 * An order: what a shopper checked out, priced by the server from its cart (integer kobo). While
 * `awaiting_payment` it holds its items' stock until `expires_at`; `paid` once its first payment (the down
 * payments, or the whole total) is confirmed; `expired` or `cancelled` (replaced by a newer checkout of the
 * same shopper) gave its stock back; `refund_due` was paid after it expired and its stock was gone.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The id the API answers and takes: random, so it says nothing about other orders. */
    publicId: text('public_id').notNull().unique(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderPaymentStatus>().notNull(),
    /** The instalment rhythm, or 'full' when every line is paid in full. */
    plan: text('plan').notNull(),
    /** What the order was made from (lines, prices, address, shipping): the same checkout twice is one order. */
    checkoutKey: text('checkout_key').notNull(),
    shippingOption: text('shipping_option').notNull(),
    deliveryAddressId: text('delivery_address_id').notNull(),
    deliveryStreet: text('delivery_street').notNull(),
    deliveryState: text('delivery_state').notNull(),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    vatKobo: bigint('vat_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    shippingKobo: bigint('shipping_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    /** Paid by card now: the sum of the down payments (or the whole total when paid in full). */
    firstPaymentKobo: bigint('first_payment_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    // The column keeps the spelling of its first migration; our code spells instalment with one l.
    instalmentCount: integer('installment_count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Where a paid order is on its way to the shopper (the domain's LIFECYCLES.fulfilment): meaningful once
     * paid, when it is `received` (at `paid_at`); moved by the console with conditional UPDATEs, each move
     * one row of fulfilment_events.
     */
    fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull().default('received'),
  },
  (t) => [
    // At most one unpaid order per shopper: pressing Pay twice, or two tabs, cannot make a second one.
    uniqueIndex('orders_one_unpaid_per_user').on(t.userId).where(sql`${t.status} = 'awaiting_payment'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The console's order list: newest first (or by total), filtered by payment or fulfilment state.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_fulfilment_created_idx').on(t.fulfilmentStatus, t.createdAt.desc()),
    index('orders_total_idx').on(t.totalKobo.desc(), t.id.desc()),
    // The portfolio (issue 45): the paid orders by id with what its figures read of them, so joining the book's
    // rows to their orders is a scan of this index (index-only, in id order), not of the wide orders table.
    index('orders_paid_idx').on(t.id, t.plan, t.userId, t.paidAt).where(sql`${t.status} = 'paid'`),
    check(
      'orders_fulfilment_status_check',
      sql`${t.fulfilmentStatus} in ('received', 'packed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_payment', 'paid', 'expired', 'cancelled', 'refund_due')`,
    ),
    check('orders_plan_check', sql`${t.plan} in ('full', 'monthly', 'weekly', 'daily')`),
    check(
      'orders_amounts_check',
      sql`${t.totalKobo} = ${t.subtotalKobo} + ${t.vatKobo} + ${t.shippingKobo} and ${t.firstPaymentKobo} > 0`,
    ),
  ],
);

/** One product of an order, priced when the order was placed (a later price change does not touch it). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    plan: text('plan').notNull(),
  },
  (t) => [
    unique('order_items_order_product_unique').on(t.orderId, t.productId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * The order's payment schedule: number 0 is the first payment (today, paid by card: its state is the
 * payments table's), then each instalment and its date. An instalment is 'unpaid' until collected by
 * direct debit (or paid ahead by card), 'failed' while its last debit failed and a retry is due, 'paid'
 * once: `paid_reference` names the charge that paid it.
 */
export const orderSchedule = pgTable(
  'order_schedule',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<InstalmentRowStatus>().notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    paidReference: text('paid_reference'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.number] }),
    check('order_schedule_status_check', sql`${t.status} in ('unpaid', 'failed', 'paid')`),
    index('order_schedule_due_idx').on(t.status, t.dueDate),
    // The portfolio's book (issue 45): the unpaid instalments, by order, with what the figures read from them,
    // so outstanding and days past due come from this small index rather than every instalment ever due.
    index('order_schedule_unpaid_idx')
      .on(t.orderId, t.dueDate, t.amountKobo)
      .where(sql`${t.number} >= 1 and ${t.status} <> 'paid'`),
    // The portfolio's first-payment default rate: each order's first instalment, by order, with what the rate
    // reads of it (one row in seven of the table).
    index('order_schedule_first_idx')
      .on(t.orderId, t.dueDate, t.status, t.paidAt)
      .where(sql`${t.number} = 1`),
  ],
);

/**
 * The key facts statement a shopper accepted before an instalment order was placed (issue 42, the FCCPC's
 * digital lending regulations): its version, the SHA-256 of its exact text, the text itself (so the order
 * page and the email show what was accepted, for ever, whatever later versions say), when it was accepted and
 * on what device (the user agent, trimmed). One per order; an order paid in full has none.
 */
export const keyFacts = pgTable('key_facts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  hash: text('hash').notNull(),
  text: text('text').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
  device: text('device'),
});

/**
 * Card payments of an order's first payment, one row per provider reference. `pending` until the provider
 * answers for it; `succeeded` at most once per order (the partial unique index: a second success of the
 * same order is kept as `duplicate`, to refund); `failed` when the provider says so; `rejected` when its
 * answer did not match what was asked (amount, currency): never paid; `late` when it succeeded for an order
 * that had expired or been replaced meanwhile: the order is not revived, the money is refunded. Every
 * `duplicate`, `late` and `rejected` success has its row in `refunds`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reference: text('reference').notNull().unique(),
    provider: text('provider').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    /** The provider's last word on it ('Approved', 'Declined', 'Insufficient Funds'…). */
    gatewayResponse: text('gateway_response'),
    /** Where the shopper pays (the provider's hosted page); null until the provider has started it. */
    authorizationUrl: text('authorization_url'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_one_success_per_order').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'rejected', 'duplicate', 'late')`,
    ),
    check('payments_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * The emails an order has caused, at most one of each kind (the primary key): the confirmation is decided
 * in the transaction that marks the order paid, and sent after it commits; `sent_at` stays null until then.
 */
export const orderEmails = pgTable(
  'order_emails',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check('order_emails_kind_check', sql`${t.kind} in ('confirmation', 'refund', 'shipped', 'delivered')`),
  ],
);

/**
 * A one-time account (or USSD charge) issued for one payment by transfer (issue 44): the down payment of a
 * checkout (`payment_id`, a row of payments under the account's reference) or a payment ahead of the direct
 * debit (`pay_ahead_id`, a row of instalment_card_payments). Its state is the domain's TransferAccountState
 * (bank-transfer.ts): `held_kobo` is money from short transfers waiting for the rest; `status` open, settled
 * or expired (moved by transition() only). The reference is the provider's charge reference: every notice
 * of this account names it.
 */
export const transferAccounts = pgTable(
  'transfer_accounts',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id),
    payAheadId: integer('pay_ahead_id').references(() => instalmentCardPayments.id),
    /** 'bank_transfer' (an account number to send to) or 'ussd' (a code to dial). */
    method: text('method').$type<'bank_transfer' | 'ussd'>().notNull(),
    /** What the provider issued, to show: the account (bank transfer) or the code to dial (USSD). */
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    ussdCode: text('ussd_code'),
    expectedKobo: bigint('expected_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    heldKobo: bigint('held_kobo', { mode: 'number' }).$type<Kobo>().notNull().default(sql`0`),
    status: text('status').$type<TransferAccountStatus>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('transfer_accounts_order_idx').on(t.orderId, t.createdAt),
    // The expiry job's look-up: accounts still open, by their expiry.
    index('transfer_accounts_open_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('transfer_accounts_status_check', sql`${t.status} in ('open', 'settled', 'expired')`),
    check('transfer_accounts_method_check', sql`${t.method} in ('bank_transfer', 'ussd')`),
    check('transfer_accounts_expected_check', sql`${t.expectedKobo} > 0`),
    check('transfer_accounts_held_check', sql`${t.heldKobo} >= 0`),
    // Exactly one purpose: a checkout's payment or a payment ahead.
    check('transfer_accounts_purpose_check', sql`(${t.paymentId} is null) <> (${t.payAheadId} is null)`),
  ],
);

/**
 * Every transfer the provider told us of on a one-time account, once: the provider's id of the transfer is
 * the key (every copy of a notice carries the same one), so a duplicate notice inserts nothing and moves
 * nothing. `decision` is the domain's (settle, wait, refund); `settle_kobo` and `refund_kobo` what it did.
 * A `wait` transfer is held until the rest arrives (then it settled) or the account expires (then
 * `refund_kobo` is its amount).
 */
export const transferReceipts = pgTable(
  'transfer_receipts',
  {
    id: serial('id').primaryKey(),
    providerReference: text('provider_reference').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => transferAccounts.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    decision: text('decision').$type<'settle' | 'wait' | 'refund'>().notNull(),
    /** The domain's reason: exact, over, short (held), expired, already-settled. */
    reason: text('reason').notNull(),
    settleKobo: bigint('settle_kobo', { mode: 'number' }).$type<Kobo>().notNull().default(sql`0`),
    refundKobo: bigint('refund_kobo', { mode: 'number' }).$type<Kobo>().notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('transfer_receipts_provider_reference_idx').on(t.providerReference),
    index('transfer_receipts_account_idx').on(t.accountId),
    check('transfer_receipts_decision_check', sql`${t.decision} in ('settle', 'wait', 'refund')`),
    check('transfer_receipts_amount_check', sql`${t.amountKobo} > 0`),
    check('transfer_receipts_split_check', sql`${t.settleKobo} >= 0 and ${t.refundKobo} >= 0`),
  ],
);

/**
 * The card sandbox's own books: the transactions it was asked to take, as a provider keeps them (the shop
 * reads them only through the sandbox adapter, as it would read Paystack). Rows survive a restart, so a
 * reference can be verified after the server was killed.
 */
export const sandboxCardTransactions = pgTable(
  'sandbox_card_transactions',
  {
    reference: text('reference').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    callbackUrl: text('callback_url').notNull(),
    /** Paystack's words: 'abandoned' until a card is tried, then 'success' or 'failed'. */
    status: text('status').notNull(),
    gatewayResponse: text('gateway_response'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('sandbox_card_status_check', sql`${t.status} in ('abandoned', 'success', 'failed')`)],
);

/**
 * The card sandbox's books of refunds (a provider's side, like sandbox_card_transactions): one row per refund
 * it was asked for, of a card payment or of a direct debit (the provider's books of both are one). Like
 * Paystack it does not refuse a second refund with the same `merchant_note` while money is left to give
 * back, so these rows are what counts how often the shop sent each refund. Paystack's words: 'pending' when
 * taken, then 'processed' or 'failed'.
 */
export const sandboxCardRefunds = pgTable(
  'sandbox_card_refunds',
  {
    /** The provider's id of the refund. */
    id: serial('id').primaryKey(),
    /** The reference of the payment refunded (a card transaction or a direct debit). */
    transactionReference: text('transaction_reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What the merchant wrote on it: the shop's own refund reference. */
    merchantNote: text('merchant_note'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it became 'processed' or 'failed'. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sandbox_card_refunds_transaction_idx').on(t.transactionReference),
    check(
      'sandbox_card_refunds_status_check',
      sql`${t.status} in ('pending', 'processing', 'processed', 'failed')`,
    ),
    check('sandbox_card_refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * A direct-debit mandate: the shopper's consent that the provider may debit a bank account for an instalment
 * order's remaining payments. Paystack's states: 'pending' until the bank approves, then 'active', later
 * 'revoked'; 'refused' when the bank or the shopper said no (the order then needs another mandate). An order
 * has at most one mandate that is not refused, however often the shopper presses the button. A mandate made
 * from an account already linked carries that account's authorization and is active from the start.
 */
export const mandates = pgTable(
  'mandates',
  {
    id: serial('id').primaryKey(),
    /** The id the API answers (`accounts[].Id`): random. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The consent's reference at the provider (unique per attempt, as a card payment's). */
    reference: text('reference').notNull().unique(),
    provider: text('provider').notNull(),
    status: text('status').$type<MandateStatus>().notNull(),
    /** The bank consent page the shopper is sent to; null for a linked account (no consent needed). */
    redirectUrl: text('redirect_url'),
    /** What the provider charges later: known once the bank approved. */
    authorizationCode: text('authorization_code'),
    accountName: text('account_name'),
    bankName: text('bank_name'),
    last4: text('last4'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the shopper was emailed the bank's answer (active or refused) to a consent asked for on the
     * bank's page; claimed before sending, so one answer is told once.
     */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /**
     * The shopper cancelled it: the Lagos day it ends, 5 business days of notice after they asked (the
     * terms). It stays active, and debits due before then are taken; on that day it is revoked.
     */
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('mandates_one_per_order').on(t.orderId).where(sql`${t.status} <> 'refused'`),
    // The collector looks up each order's active mandate.
    index('mandates_order_status_idx').on(t.orderId, t.status),
    index('mandates_user_status_idx').on(t.userId, t.status),
    check('mandates_status_check', sql`${t.status} in ('pending', 'active', 'refused', 'revoked')`),
  ],
);

/**
 * The direct-debit sandbox's own books (a provider's side, like sandbox_card_transactions): each consent
 * asked for, and what the shopper answered on the bank consent page.
 */
export const sandboxDirectDebitConsents = pgTable(
  'sandbox_direct_debit_consents',
  {
    reference: text('reference').primaryKey(),
    email: text('email').notNull(),
    callbackUrl: text('callback_url').notNull(),
    /** 'pending' until the bank answers, then 'active' or 'refused'; 'revoked' once deactivated. */
    status: text('status').notNull(),
    accountNumber: text('account_number'),
    authorizationCode: text('authorization_code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // The sandbox finds the consent an instalment debit names by its authorization code.
    index('sandbox_direct_debit_consents_code_idx').on(t.authorizationCode),
    check(
      'sandbox_direct_debit_status_check',
      sql`${t.status} in ('pending', 'active', 'refused', 'revoked')`,
    ),
  ],
);

/**
 * The instalment collector's jobs (src/collector/): one row per debit attempt of one instalment. Attempt 1 is
 * queued on the instalment's collection date, each later attempt on a retry date after a failure. The
 * reference is deterministic (`{orderNumber}-I{number}-A{attempt}`), so a charge is never sent twice under two
 * names: the provider refuses a reference it has seen, and a charge a killed process left `charging` is
 * resolved by verifying its reference, never by charging blind. `queued` → `charging` (claimed with
 * FOR UPDATE SKIP LOCKED, `claimed_at` set) → `succeeded` or `failed`.
 */
export const instalmentCharges = pgTable(
  'instalment_charges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    attempt: integer('attempt').notNull(),
    /** The Lagos day from which it may be charged: the collection date, or a retry date. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().unique(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    status: text('status').$type<DebitStatus>().notNull().default('queued'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The provider's last word on it ('Approved', 'Insufficient Funds'…). */
    gatewayResponse: text('gateway_response'),
    /**
     * Kobo to give back: a debit that succeeded for an instalment already paid by card in the meantime (see
     * instalment_card_payments) is refunded, never kept.
     */
    refundKobo: bigint('refund_kobo', { mode: 'number' }).$type<Kobo>().notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('instalment_charges_attempt_unique').on(t.orderId, t.number, t.attempt),
    // The claim walks the queue in id order and stops at its batch size: an index of the queued rows only.
    index('instalment_charges_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('instalment_charges_charging_idx').on(t.claimedAt).where(sql`${t.status} = 'charging'`),
    check(
      'instalment_charges_status_check',
      sql`${t.status} in ('queued', 'charging', 'succeeded', 'failed')`,
    ),
    check('instalment_charges_attempt_check', sql`${t.attempt} >= 1`),
    check('instalment_charges_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * Card payments ahead of the direct debit (POST payment/pay-ahead): the next instalment (`kind` next) or all
 * that is owed (payoff), for the instalment numbers `numbers` and their sum `amount_kobo`, computed when the
 * payment started. `pending` until the provider answers for its reference; `succeeded` pays those of its
 * instalments still owed, in the same transaction, and `refund_kobo` is the part of the amount the direct
 * debit had collected meanwhile (refunded to the card); `failed` or `rejected` (an answer that did not match)
 * pays nothing; `late` is a success that came after the page was closed (refunded whole). At most one is
 * pending per order (a partial unique index). While one is pending (30 minutes) the collector does not claim
 * its instalments.
 */
export const instalmentCardPayments = pgTable(
  'instalment_card_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    numbers: integer('numbers').array().notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    status: text('status').$type<PayAheadStatus>().notNull().default('pending'),
    gatewayResponse: text('gateway_response'),
    authorizationUrl: text('authorization_url'),
    refundKobo: bigint('refund_kobo', { mode: 'number' }).$type<Kobo>().notNull().default(sql`0`),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('instalment_card_payments_order_idx').on(t.orderId, t.status),
    // One card payment ahead open per order: ten presses at once start one provider page.
    uniqueIndex('instalment_card_payments_one_pending_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    index('instalment_card_payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('instalment_card_payments_kind_check', sql`${t.kind} in ('next', 'payoff')`),
    check(
      'instalment_card_payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'rejected', 'late')`,
    ),
    check('instalment_card_payments_amount_check', sql`${t.amountKobo} > 0`),
    check('instalment_card_payments_refund_check', sql`${t.refundKobo} between 0 and ${t.amountKobo}`),
  ],
);

/**
 * The collector's emails about an instalment, each at most once (the primary key): reminders 3 and 1 days
 * before the due date ('reminder-3', 'reminder-1'), the receipt ('receipt') and a notice after each failed
 * attempt ('failed-{attempt}'). A row is recorded first (the receipt and failure notices in the transaction
 * that records the charge), claimed (`claimed_at`) by the process that sends it, and `sent_at` once sent.
 */
export const instalmentNotices = pgTable(
  'instalment_notices',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * A collection notice's (reminder, failed debit, overdue) time under the contact policy (the domain's
     * nextPermittedContactTime): it is not sent before, and the weekly cap counts the order's notices by it.
     * Null until the collector first weighs it, and for transactional notices (receipts, refunds).
     */
    contactAt: timestamp('contact_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.number, t.kind] }),
    index('instalment_notices_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The direct-debit sandbox's books of debits (a provider's side, like sandbox_card_transactions): one row per
 * reference, so a second charge with a reference it has seen charges nothing (Paystack refuses a duplicate
 * reference). `debit_key` is what the debit pays (the charge's metadata), by which the 0000000004 account
 * fails the first debit of each instalment.
 */
export const sandboxDirectDebitCharges = pgTable(
  'sandbox_direct_debit_charges',
  {
    reference: text('reference').primaryKey(),
    authorizationCode: text('authorization_code').notNull(),
    debitKey: text('debit_key'),
    email: text('email').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Paystack's words: 'success' or 'failed'. */
    status: text('status').notNull(),
    gatewayResponse: text('gateway_response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('sandbox_direct_debit_charges_debit_idx').on(t.authorizationCode, t.debitKey),
    check('sandbox_direct_debit_charges_status_check', sql`${t.status} in ('success', 'failed')`),
  ],
);

/**
 * The sandbox clock (sandbox mode only): how far the shop's time is moved ahead of the real clock, one row
 * (id 1) that every process reads, so all of them agree on the day. POST /dev/clock moves it forward.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: integer('id').primaryKey(),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('sandbox_clock_one_row', sql`${t.id} = 1`),
    check('sandbox_clock_forward', sql`${t.offsetMs} >= 0`),
  ],
);

/**
 * Every amount the shop owes a shopper back, one row per refund, sent to the provider exactly once: the
 * reference is fixed when the row is written (derived from what is refunded, so the same overpayment can
 * never be recorded twice), a worker claims a queued row (`sending`, with a lease), asks the provider's books
 * before sending again after a crash, and records the provider's answer. See src/refunds/.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** Ours, fixed at creation: `RF-{source reference}` for what settlement refunds, `RF-{source}-S{id}` for a staff refund's part. */
    reference: text('reference').notNull().unique(),
    /** The order it pays back; null only for an unmatched transfer's refund (exactly one of the two is set). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The unmatched transfer (issue 44) it sends back to its sender, when no order is concerned. */
    unmatchedTransferId: integer('unmatched_transfer_id').references(
      (): AnyPgColumn => unmatchedTransfers.id,
    ),
    /** The provider's reference of the card payment or debit the money came in by. */
    sourceReference: text('source_reference').notNull(),
    /** 'payment' (first payment), 'pay-ahead' (a card payment ahead), 'debit' (a direct debit) 'standing-transfer' or 'unmatched-transfer' (issue 44). */
    sourceKind: text('source_kind').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    /**
     * Why: 'duplicate', 'late', 'rejected', 'overpaid' (more paid than was due: an instalment paid twice, a
     * transfer's surplus), or a staff refund's kind ('return', 'cancellation', 'goodwill').
     */
    reason: text('reason').notNull(),
    /** The staff refund it pays part of (`RF-{source}-S{id}`); null for what settlement itself refunds. */
    staffRefundId: integer('staff_refund_id').references((): AnyPgColumn => staffRefunds.id),
    status: text('status').$type<RefundStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Which worker holds a `sending` row, and until when. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** The provider's id of the refund, once it has one. */
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** The shopper's email about it, written once (null until sent). */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('refunds_sending_idx').on(t.claimedUntil).where(sql`${t.status} = 'sending'`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('queued', 'sending', 'processing', 'processed', 'failed')`,
    ),
    check(
      'refunds_source_kind_check',
      sql`${t.sourceKind} in ('payment', 'pay-ahead', 'debit', 'standing-transfer', 'unmatched-transfer')`,
    ),
    check('refunds_amount_check', sql`${t.amountKobo} > 0`),
    check('refunds_owner_check', sql`(${t.orderId} is null) <> (${t.unmatchedTransferId} is null)`),
  ],
);

/**
 * Every consent a shopper gives, written when it is given (NDPA: consent that can be shown): what they agreed
 * to (the domain's CONSENT_TEXTS: its version and the very words), when, where (channel) and on what device
 * (the browser's User-Agent, cut short), and when it was withdrawn. A credit check's consent is written before
 * any bureau is asked, under the check's own reference, which the bureau's answer in bvn_checks carries too.
 * Lending records: no cascade, so a consent outlives its account (closing anonymises the user row, it never
 * deletes it) and is anonymised with the other lending records five years on.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The domain's ConsentKind. */
    kind: text('kind').$type<ConsentKind>().notNull(),
    reference: text('reference').notNull().unique(),
    textVersion: text('text_version').notNull(),
    wording: text('wording').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    /** The User-Agent it was given from (at most 200 characters); '' when none was sent. */
    device: text('device').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.kind),
    check(
      'consents_kind_check',
      sql`${t.kind} in ('credit-check', 'direct-debit-terms', 'marketing-email', 'marketing-sms')`,
    ),
  ],
);

/**
 * A shopper's data requests (NDPA): a download of their data (access) or closing their account (erasure),
 * each with the date it is due by (the domain's dataRequestDueAt), when it was answered and how. Listed in the
 * console; kept as a lending record (no cascade).
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** 'completed', or 'refused' with the words the shopper read. */
    outcome: text('outcome').$type<'completed' | 'refused'>(),
    refusal: text('refusal'),
  },
  (t) => [
    index('data_requests_requested_idx').on(t.requestedAt.desc()),
    check('data_requests_kind_check', sql`${t.kind} in ('access', 'erasure')`),
  ],
);

/**
 * The credit bureau's answers, one row per check, for audit and for the one-BVN-one-account rule: the BVN is
 * kept only as a keyed hash (HMAC-SHA256 with the server's BVN key) and its last four digits, never whole. An
 * approved BVN belongs to one account (the partial unique index).
 */
export const bvnChecks = pgTable(
  'bvn_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bvnHash: text('bvn_hash').notNull(),
    bvnLast4: text('bvn_last4').notNull(),
    /** The domain's DebtVerificationDecision: APPROVED, DECLINED, MISMATCH (someone else's BVN), UNAVAILABLE. */
    decision: text('decision').$type<DebtVerificationDecision['decision']>().notNull(),
    /** Each answering bureau's reference, comma-separated ('CRC:2599049,FirstCentral:77'); null when none. */
    bureauReference: text('bureau_reference'),
    /** Why it did not approve (the domain's DebtVerificationReason list), kept for audit; [] on approval. */
    reasons: jsonb('reasons').$type<readonly DebtVerificationReason[]>().notNull().default([]),
    /** The check's reference: its consent in consents (null for checks made before consent was kept). */
    consentReference: text('consent_reference'),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('bvn_checks_one_account_per_bvn').on(t.bvnHash).where(sql`${t.decision} = 'APPROVED'`),
    index('bvn_checks_user_idx').on(t.userId, t.checkedAt),
    check(
      'bvn_checks_decision_check',
      sql`${t.decision} in ('APPROVED', 'DECLINED', 'MISMATCH', 'UNAVAILABLE')`,
    ),
  ],
);

/**
 * Residential address checks, one row per request, written before the provider is asked (so a check the
 * provider took is never lost by a crash before its answer is kept). A pending check waits for the provider's
 * callback or the worker's poll; it is decided once (the update's `status = 'pending'` guard), and the result
 * email is queued in the same transaction. At most one check per shopper is pending (the partial unique
 * index): a field visit is paid for.
 */
export const addressChecks = pgTable(
  'address_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Ours, sent to the provider (QoreID's customerReference). */
    reference: text('reference').notNull().unique(),
    /** The provider's id of a pending check, for its callback and for polling; null until it answers. */
    providerReference: text('provider_reference').unique(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** 'asking' until the provider answers, then pending, verified, failed, or unavailable (nothing decided). */
    status: text('status').$type<'asking' | 'pending' | 'verified' | 'failed' | 'unavailable'>().notNull(),
    /** The provider's reason for a failure or for being unavailable, kept for support. */
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** When the worker last asked the provider about this pending check. */
    polledAt: timestamp('polled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('address_checks_one_waiting_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('asking', 'pending')`),
    index('address_checks_user_idx').on(t.userId, t.requestedAt),
    check(
      'address_checks_status_check',
      sql`${t.status} in ('asking', 'pending', 'verified', 'failed', 'unavailable')`,
    ),
  ],
);

/**
 * Staff of the operator console, apart from shoppers: their own sign-in (password and a TOTP second factor),
 * a role (domain's ROLE_PERMISSIONS), and active or disabled. No shopper token ever reaches them.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** The public identifier the admin API answers with. */
    staffId: text('staff_id').notNull().unique(),
    /** Lower-cased, as a shopper's (users-repository's emailKey). */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** scrypt, as a shopper's (src/auth/passwords.ts); null until the staff member sets up their account. */
    passwordHash: text('password_hash'),
    /** The TOTP secret (RFC 6238, base32), shared with the staff member's authenticator app; null until set up. */
    totpSecret: text('totp_secret'),
    /** The SHA-256 of the one-time setup link's token (an invitation, or the first owner's); null once used. */
    setupTokenHash: text('setup_token_hash').unique(),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true, mode: 'date' }),
    /** The last 30-second step whose code was accepted: a code is good once, even inside its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('owner', 'operations', 'finance', 'support')`)],
);

/**
 * A staff member's signed-in session: the cookie's token and the CSRF token, both stored as SHA-256 only. It
 * ends after 8 hours without a request, at sign-out, or when an owner ends it (revoked).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    csrfHash: text('csrf_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * A staff member's recovery codes: ten single-use codes shown once (at set-up, or when regenerated), each usable
 * instead of an authenticator code at sign-in when the phone is lost. Only the SHA-256 is kept: a code is 60
 * random bits (staff/recovery-codes.ts), too many to guess, so a slow password hash would add nothing but time.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was used to sign in: a code works once. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * An authenticator reset for a member who lost their phone: one owner asks (with a reason), another approves
 * (neither the asker nor the member). Approval clears the member's authenticator and recovery codes, ends their
 * sessions and emails them a new set-up link. One waiting request per member at a time.
 */
export const staffAuthenticatorResets = pgTable(
  'staff_authenticator_resets',
  {
    id: serial('id').primaryKey(),
    /** The public identifier the admin API answers with. */
    resetId: text('reset_id').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    reason: text('reason').notNull(),
    askedBy: integer('asked_by')
      .notNull()
      .references(() => staff.id),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 'waiting' until an owner approves ('approved') or the asker withdraws it ('withdrawn'). */
    status: text('status').$type<'waiting' | 'approved' | 'withdrawn'>().notNull(),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'staff_authenticator_resets_status_check',
      sql`${t.status} in ('waiting', 'approved', 'withdrawn')`,
    ),
    uniqueIndex('staff_authenticator_resets_waiting_idx').on(t.staffId).where(sql`${t.status} = 'waiting'`),
  ],
);

/**
 * The audit trail: one row per staff write (who, in which role, what, on what, before and after, when, from
 * where). Append-only: a trigger (migration 0022) refuses UPDATE and DELETE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    /** The email at the time, kept even if the account changes later. */
    staffEmail: text('staff_email').notNull(),
    // 'shopper' for what a shopper did about their own data (recordShopperAudit).
    role: text('role').$type<StaffRole | 'shopper'>().notNull(),
    /** What was done, e.g. 'staff.sign-in', 'order.ship'. */
    action: text('action').notNull(),
    /** What it was done to, e.g. 'order' and its number; 'staff' and a staff id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    clientAddress: text('client_address').notNull(),
  },
  (t) => [
    index('audit_events_target_idx').on(t.targetType, t.targetId),
    index('audit_events_at_idx').on(t.at),
  ],
);

/**
 * Every change of a product's stock made in the console, with why and by whom (the audit trail has it too):
 * what a stock count is checked against. Orders taking and giving back units are not rows here.
 */
export const productStockChanges = pgTable(
  'product_stock_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('product_stock_changes_product_idx').on(t.productId, t.at)],
);

/**
 * A paid order's moves along the fulfilment lifecycle, one row each, by the staff member who made it (its
 * `received` is the order's payment, not a row). A `shipped` row carries what the shopper follows the parcel
 * by: the carrier, the tracking number and the expected delivery (a Lagos date).
 */
export const fulfilmentEvents = pgTable(
  'fulfilment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<FulfilmentStatus>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    expectedDelivery: date('expected_delivery', { mode: 'string' }),
  },
  (t) => [
    // One move into each state: the conditional UPDATE already makes it so; this makes it a fact of the table.
    unique('fulfilment_events_order_status_unique').on(t.orderId, t.status),
    check(
      'fulfilment_events_status_check',
      sql`${t.status} in ('packed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'fulfilment_events_shipment_check',
      sql`${t.status} <> 'shipped' or (${t.carrier} is not null and ${t.trackingNumber} is not null and ${t.expectedDelivery} is not null)`,
    ),
  ],
);

/** An operator's note on an order (1 to 2,000 characters), shown on the order's page; never changed. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.at),
    check('order_notes_text_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * A staff member's note on a shopper (the console's shopper page, issue 45): added and listed, never changed or
 * removed; each one is also in the audit trail.
 */
export const shopperNotes = pgTable(
  'shopper_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('shopper_notes_user_idx').on(t.userId, t.at),
    check('shopper_notes_text_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * What the console set on a shopper's credit (issue 45): a custom limit below the tier's, and a freeze with
 * who froze it, when and why. One row per shopper, made when first set; no row: the tier's limit, not frozen.
 * Every change is also in the audit trail, with the reason given.
 */
export const creditControls = pgTable(
  'credit_controls',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Integer kobo; null: the tier's limit. Never above the tier's (validateCustomLimit), checked on write. */
    customLimitKobo: bigint('custom_limit_kobo', { mode: 'number' }).$type<Kobo>(),
    frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }),
    frozenReason: text('frozen_reason'),
    frozenByStaffId: integer('frozen_by_staff_id').references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('credit_controls_limit_check', sql`${t.customLimitKobo} is null or ${t.customLimitKobo} > 0`),
    // A freeze is whole: when, why and by whom, or none of them.
    check(
      'credit_controls_freeze_check',
      sql`(${t.frozenAt} is null) = (${t.frozenReason} is null) and (${t.frozenAt} is null) = (${t.frozenByStaffId} is null)`,
    ),
  ],
);

/**
 * A return an operator recorded on a delivered order, within the policy's windows (the domain's
 * returnRefusal): why it came back, and its state. While one is open the order's direct debits wait (the
 * collector queues and claims none), so a shopper is not charged for an item on its way back.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<ReturnStatus>().notNull().default('open'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('order_returns_open_idx').on(t.orderId).where(sql`${t.status} = 'open'`),
    check(
      'order_returns_reason_check',
      sql`${t.reason} in ('damaged', 'wrong-item', 'incomplete', 'changed-mind')`,
    ),
    check('order_returns_status_check', sql`${t.status} in ('open', 'refunded', 'closed')`),
    check('order_returns_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);

/**
 * A refund a staff member asked for (a return, a cancelled order, a goodwill gesture). Under the maker-checker
 * threshold it is approved as it is made; at or above it waits for a second staff member's approval. Once
 * approved, its money goes to `refunds` (one row per payment it goes back to, `RF-{payment}-S{id}`) in the
 * same transaction, and the refund job pays it like any other.
 */
export const staffRefunds = pgTable(
  'staff_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => orderReturns.id),
    kind: text('kind').$type<StaffRefundKind>().notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<StaffRefundStatus>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('staff_refunds_order_idx').on(t.orderId),
    index('staff_refunds_waiting_idx').on(t.id).where(sql`${t.status} = 'awaiting-approval'`),
    check('staff_refunds_kind_check', sql`${t.kind} in ('return', 'cancellation', 'goodwill')`),
    check('staff_refunds_status_check', sql`${t.status} in ('awaiting-approval', 'approved', 'rejected')`),
    check('staff_refunds_amount_check', sql`${t.amountKobo} > 0`),
    // The maker is never the checker.
    check('staff_refunds_checker_check', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

/**
 * A day's reconciliation with the card and debit provider (issue 45): its settlement report for one Lagos day
 * (a CSV upload or its settlements API), matched against the ledger. Importing the day again replaces its
 * lines and keeps the reasons already given for the differences that are still there.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull().unique(),
    /** 'csv' (a file finance uploaded) or 'provider' (read from the provider's settlements API). */
    source: text('source').notNull(),
    providerTotalKobo: bigint('provider_total_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    ojaTotalKobo: bigint('oja_total_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => staff.id),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('reconciliations_source_check', sql`${t.source} in ('csv', 'provider')`)],
);

/**
 * One reference of a reconciliation: matched, or a difference (the domain's `reconcile`), and for a difference
 * the reason finance closed it with, who and when.
 */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    id: serial('id').primaryKey(),
    reconciliationId: integer('reconciliation_id')
      .notNull()
      .references(() => reconciliations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReconciliationKind>().notNull(),
    reference: text('reference').notNull(),
    providerKobo: bigint('provider_kobo', { mode: 'number' }).$type<Kobo>(),
    ojaKobo: bigint('oja_kobo', { mode: 'number' }).$type<Kobo>(),
    providerPaidAt: timestamp('provider_paid_at', { withTimezone: true, mode: 'date' }),
    ojaPaidAt: timestamp('oja_paid_at', { withTimezone: true, mode: 'date' }),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => staff.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('reconciliation_lines_day_idx').on(t.reconciliationId, t.kind),
    check(
      'reconciliation_lines_kind_check',
      sql`${t.kind} in ('matched', 'provider-only', 'oja-only', 'amount-differs', 'date-differs')`,
    ),
    check('reconciliation_lines_resolution_check', sql`char_length(${t.resolution}) <= 500`),
  ],
);

/**
 * The console's collections tools on an order (issue 45): an outside payment, a reschedule, a restructure, a
 * waived late charge or a write-off. Like a staff refund, under the maker-checker threshold it is applied as it
 * is made; at or above it (`amount_kobo`, the money at stake) it waits for a second staff member, and is applied
 * by src/money/collection-action.ts when approved. `details` is the request as validated (the payment's method
 * and day, the days moved, the new count and first date, the shopper's agreement: channel and time).
 */
export const collectionActions = pgTable(
  'collection_actions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CollectionActionKind>().notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** An outside payment's bank or partner reference, upper case: one payment per reference, ever. */
    reference: text('reference'),
    status: text('status').$type<StaffRefundStatus>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('collection_actions_order_idx').on(t.orderId),
    index('collection_actions_waiting_idx').on(t.id).where(sql`${t.status} = 'awaiting-approval'`),
    // The approved write-offs alone: the portfolio's book leaves their orders out, and counts them by month.
    index('collection_actions_write_off_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'write-off' and ${t.status} = 'approved'`),
    // Exactly once per reference: a rejected one frees it for a corrected entry.
    uniqueIndex('collection_actions_reference_unique')
      .on(t.reference)
      .where(sql`${t.kind} = 'outside-payment' and ${t.status} <> 'rejected'`),
    check(
      'collection_actions_kind_check',
      sql`${t.kind} in ('outside-payment', 'reschedule', 'restructure', 'waiver', 'write-off')`,
    ),
    check(
      'collection_actions_status_check',
      sql`${t.status} in ('awaiting-approval', 'approved', 'rejected')`,
    ),
    check('collection_actions_amount_check', sql`${t.amountKobo} >= 0`),
    check(
      'collection_actions_reference_check',
      sql`(${t.kind} = 'outside-payment') = (${t.reference} is not null)`,
    ),
    check(
      'collection_actions_checker_check',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);

/**
 * A shopper's standing (dedicated) account for instalments (issue 44): one per shopper, made through the
 * transfer provider after their first instalment order (src/payments/transfers/standing-accounts.ts), never
 * while checkout waits. Any transfer to it pays what they owe (money/standing-transfer.ts).
 */
export const standingAccounts = pgTable('standing_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Each transfer to a standing account that was applied, once: the provider's id of the transfer is the key,
 * so a second copy of its notice (or twenty at once) moves nothing. `refund_kobo` is what was above everything
 * the shopper owed (refunded through money/refund.ts under `reference`).
 */
export const standingTransfers = pgTable('standing_transfers', {
  id: serial('id').primaryKey(),
  providerReference: text('provider_reference').notNull().unique(),
  /** Ours, derived from the provider's id: the ledger's and the refund's source reference. */
  reference: text('reference').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  accountNumber: text('account_number').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
  refundKobo: bigint('refund_kobo', { mode: 'number' })
    .$type<Kobo>()
    .notNull()
    .default(0 as Kobo),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * What each standing transfer paid of each instalment. An instalment part-paid by transfers stays due with
 * its amount less the sum of its parts (allocateStandingTransfer's remainder); it becomes paid when its parts
 * cover it.
 */
export const standingTransferParts = pgTable(
  'standing_transfer_parts',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => standingTransfers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.orderId, t.number] }),
    index('standing_transfer_parts_instalment_idx').on(t.orderId, t.number),
    check('standing_transfer_parts_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * Transfers the shop cannot tie to a shopper (an account number no shopper holds, or the provider's
 * `unknown-account`): the operators' queue (issue 44), once per provider id. An operator matches one to an
 * order (it pays that order's instalments, oldest first) or refunds it; above ₦100,000 a second member approves,
 * as for staff refunds.
 */
export const unmatchedTransfers = pgTable(
  'unmatched_transfers',
  {
    id: serial('id').primaryKey(),
    providerReference: text('provider_reference').notNull().unique(),
    accountNumber: text('account_number'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 'open', 'awaiting-approval' (a large match or refund asked for), 'matched' or 'refunded'. */
    status: text('status').notNull().default('open'),
    /** What an operator asked for: 'match' (to `order_id`) or 'refund'. */
    resolution: text('resolution'),
    orderId: integer('order_id').references(() => orders.id),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('unmatched_transfers_open_idx')
      .on(t.receivedAt)
      .where(sql`${t.status} <> 'matched' and ${t.status} <> 'refunded'`),
    check(
      'unmatched_transfers_status_check',
      sql`${t.status} in ('open', 'awaiting-approval', 'matched', 'refunded')`,
    ),
    check('unmatched_transfers_amount_check', sql`${t.amountKobo} > 0`),
    check(
      'unmatched_transfers_checker_check',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);

/**
 * Who sent each transfer we received (issue 44/45), as the provider's notice names them: the bank (its CBN
 * code and name), the account number and the holder's name, keyed by the provider's id of the transfer (the
 * same key as transfer_receipts, standing_transfers and unmatched_transfers). A refund of that money is paid
 * back there by payout (src/refunds/refund-route.ts). Personal data: shown masked, never logged.
 */
export const transferSenders = pgTable('transfer_senders', {
  providerReference: text('provider_reference').primaryKey(),
  bankCode: text('bank_code'),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  accountName: text('account_name'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A refund an operator sends to a bank account the shopper gave (issue 45), when the way the money came cannot
 * take it back (a card refund that failed, a transfer whose sender is not known): the failed refund it
 * replaces, the account (its name resolved by the provider before the operator confirmed) and the maker and
 * checker (above ₦100,000 a second member approves, as for staff refunds). Once approved, `paid_refund_id` is
 * the new refund row the refund job pays out.
 */
export const bankRefunds = pgTable(
  'bank_refunds',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    paidRefundId: integer('paid_refund_id').references(() => refunds.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    /** 'awaiting-approval', 'approved' or 'rejected'. */
    status: text('status').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One live request per failed refund: a second is refused until the first is rejected.
    uniqueIndex('bank_refunds_live_idx').on(t.refundId).where(sql`${t.status} <> 'rejected'`),
    uniqueIndex('bank_refunds_paid_idx').on(t.paidRefundId),
    check('bank_refunds_status_check', sql`${t.status} in ('awaiting-approval', 'approved', 'rejected')`),
    check('bank_refunds_amount_check', sql`${t.amountKobo} > 0`),
    check('bank_refunds_checker_check', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

/**
 * The payout sandbox's own books (src/payments/payouts/sandbox-payouts.ts), as a provider keeps them: one row
 * per transfer under its reference, its outcome decided when sent and reported once `settles_at` is past, so
 * every process (the refund job's, the webhook's) reads the same books.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  reference: text('reference').primaryKey(),
  transferCode: text('transfer_code').notNull().unique(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  /** 'success', 'failed' or 'reversed', once settled. */
  outcome: text('outcome').notNull(),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  settlesAt: timestamp('settles_at', { withTimezone: true, mode: 'date' }).notNull(),
});
