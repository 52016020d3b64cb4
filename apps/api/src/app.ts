import { join } from 'node:path';
import { shopPatterns } from '@oja/domain';
import { type Context, Hono, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { clientAddressOf } from './auth/client-address.ts';
import { publicAddress } from './auth/public-address.ts';
import { pageSessionOf } from './auth/session-cookie.ts';
import { SandboxClock } from './collector/clock.ts';
import type { OjaMode } from './config.ts';
import { contractMiddleware } from './contract-middleware.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, dataExceptionOf } from './database-errors.ts';
import type { Database } from './db/connect.ts';
import { SandboxEmailSender } from './email/sandbox.ts';
import type { EmailSender } from './email/sender.ts';
import type { ApiEnv } from './env.ts';
import { refuse } from './http/refuse.ts';
import { AnswerCache, httpCache, sendEncoded } from './http-cache.ts';
import { localPictureStore, type PictureStore } from './media/picture-store.ts';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE } from './media/uploaded-pictures.ts';
import { ContractValidator } from './openapi/validator.ts';
import { healthRoutes } from './ops/health.ts';
import type { WorkerHeartbeats } from './ops/heartbeat.ts';
import { type Logger, logger as processLogger, requestLogging } from './ops/log.ts';
import { labelRoute, metricsRoutes, pageRouteLabel, requestMetrics } from './ops/metrics.ts';
import { redactText } from './ops/redact.ts';
import { PAGE_STYLESHEET_PREFIX, pageStylesheets } from './page-stylesheets.ts';
import { bankConsentPages } from './payments/bank-consent-page.ts';
import type { CardPayments } from './payments/card-payments.ts';
import type { DirectDebit } from './payments/direct-debit.ts';
import { DIRECT_DEBIT_WEBHOOK_PATH, SandboxDirectDebit } from './payments/direct-debit-sandbox.ts';
import { SandboxCardPayments, WEBHOOK_PATH } from './payments/sandbox.ts';
import { sandboxCardPages } from './payments/sandbox-page.ts';
import { dataSaverFile, productPictures } from './product-pictures.ts';
import { deliveryAddressRoutes } from './routes/addresses.ts';
import { adminAuditRoutes } from './routes/admin-audit.ts';
import { adminCancelRoutes } from './routes/admin-cancel.ts';
import { adminCatalogueRoutes } from './routes/admin-catalogue.ts';
import { adminCataloguePictureRoutes, PICTURE_UPLOAD_PATH_END } from './routes/admin-catalogue-pictures.ts';
import { adminCollectionRoutes } from './routes/admin-collections.ts';
import { adminComplaintRoutes } from './routes/admin-complaints.ts';
import { adminDataRequestRoutes } from './routes/admin-data-requests.ts';
import { adminOrderRoutes } from './routes/admin-orders.ts';
import { adminOverviewRoutes } from './routes/admin-overview.ts';
import { adminPortfolioRoutes } from './routes/admin-portfolio.ts';
import { adminRefundRoutes } from './routes/admin-refunds.ts';
import { adminSessionRoutes } from './routes/admin-session.ts';
import { adminShopperRoutes } from './routes/admin-shoppers.ts';
import { adminStaffRoutes } from './routes/admin-staff.ts';
import { adminTierRequestRoutes } from './routes/admin-tier-requests.ts';
import { accountRoutes } from './routes/auth-account.ts';
import { passwordRoutes } from './routes/auth-password.ts';
import { cartRoutes } from './routes/cart.ts';
import { cartCookieOf, cartFormRoutes, takeNotice } from './routes/cart-forms.ts';
import { complaintRoutes } from './routes/complaints.ts';
import { dataRightsRoutes } from './routes/data-rights.ts';
import { devClockRoutes } from './routes/dev-clock.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { devSmsRoutes } from './routes/dev-sms.ts';
import { favouriteFormRoutes } from './routes/favourite-forms.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { listingRoutes } from './routes/listing.ts';
import { mandateRoutes } from './routes/mandates.ts';
import { orderRoutes } from './routes/orders.ts';
import { payAheadRoutes } from './routes/pay-ahead.ts';
import { paymentWebhookRoutes } from './routes/payment-webhook.ts';
import { productRoutes } from './routes/products.ts';
import { propertyRoutes } from './routes/properties.ts';
import { propertyRequestFormRoutes } from './routes/property-request-forms.ts';
import { propertyRequestRoutes } from './routes/property-requests.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { smsRoutes } from './routes/sms.ts';
import { userRoutes } from './routes/users.ts';
import { verificationRoutes } from './routes/verification.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';
import type { SmsSettings } from './sms/inbound.ts';
import { staffSessionFirst } from './staff/staff-sessions.ts';
import { IMMUTABLE, REVALIDATE, readInside, sendFile } from './static.ts';
import { type AddressVerifier, SandboxAddressVerifier } from './verification/address-verifier.ts';
import { type CreditBureau, SandboxCreditBureau } from './verification/credit-bureau.ts';
import { withMode } from './web-shell.ts';
import { PAGE_CACHE_CONTROL, PAGE_CONTENT_TYPE, type PageRenderer } from './web-ssr.ts';
import { PRODUCT_IMAGE_PATH } from './wire/product.ts';
import { UPLOADED_PICTURE_PATH } from './wire/product-images.ts';
import { PROPERTY_IMAGE_PATH } from './wire/property.ts';

const API_BASE_PATH = '/api/v1';
/** Where the operator console (apps/admin) is served. */
const ADMIN_PREFIX = '/admin';

export interface AppOptions {
  db: Database;
  /** Sandbox (default: the /dev routes, the shop's Sandbox marker) or production (neither). See config.ts. */
  mode?: OjaMode;
  /**
   * Sandbox mode listening beyond this machine (`sandboxExposed` of config.ts): every page says so on its
   * `<html>` and in its Sandbox marker, since anyone who reaches the server can read the outbox and move the
   * clock. Ignored in production.
   */
  sandboxExposed?: boolean;
  /** Folder of the generated product images, served under /media/products/. */
  imagesDir: string;
  /** Folder of the generated real-estate images, served under /media/properties/ (none served without it). */
  propertyImagesDir?: string | undefined;
  /**
   * Where the console's uploaded product pictures are kept and read from (served under /media/uploads/); by
   * default a folder `uploaded-pictures` in imagesDir (main.ts gives OJA_DATA_DIR/media/uploads or the bucket).
   */
  pictureStore?: PictureStore;
  /**
   * The web app's server renderer, with its pages encoded for sending (`cachedRenderer` in web-ssr.ts):
   * public pages are answered rendered (else the browser renders them).
   */
  webRenderer?: PageRenderer;
  /**
   * The public API answers this process keeps (http-cache.ts); by default one of its own. Given by main.ts so
   * that a catalogue notice from another process (db/catalogue-notices.ts) can empty it.
   */
  answerCache?: AnswerCache;
  /** The web app's production build; when given, the app serves it (one process is the whole shop). */
  webDistDir?: string | undefined;
  /**
   * The operator console's production build (apps/admin); when given, the app serves it under /admin: its
   * files, and its index.html for every other /admin path (the console routes in the browser).
   */
  adminDistDir?: string | undefined;
  validator?: ContractValidator;
  /**
   * The clock in ms since the epoch (tests move it to expire codes, sessions and rate limits). In sandbox mode
   * the app's time is this plus the sandbox clock's offset (see `clock`).
   */
  now?: () => number;
  /**
   * Sandbox mode: the sandbox clock (offset in the database, moved by POST /dev/clock); by default one on
   * top of `now`. Ignored in production, whose time is `now` alone.
   */
  clock?: SandboxClock | undefined;
  /** Where emails go; by default the sandbox (the outbox table, readable at GET /dev/outbox). */
  email?: EmailSender | undefined;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY): the client's address is
   * that many entries from its right; 0 or false reads the socket only; true is 1.
   */
  trustProxy?: boolean | number;
  /** Who verifies residential addresses; by default the sandbox (streets containing 'Nowhere' fail). */
  addressVerifier?: AddressVerifier | undefined;
  /** Who checks debt profiles by BVN; by default the sandbox (33333333333 declined, others approved). */
  creditBureau?: CreditBureau | undefined;
  /**
   * Who takes card payments; by default the card sandbox, whose hosted page this app serves and whose
   * webhooks go to this app's own endpoint. Paystack when PAYSTACK_SECRET_KEY is set (see config.ts).
   */
  cardPayments?: CardPayments | undefined;
  /**
   * Who takes direct-debit mandates; by default the sandbox, whose bank consent page this app serves and
   * whose webhooks go to this app's own direct-debit endpoint.
   */
  directDebit?: DirectDebit | undefined;
  /** The shop's public origin (PUBLIC_URL), for the card provider's callback; else each request's own. */
  publicUrl?: string | undefined;
  /**
   * The key BVNs are hashed with (HMAC-SHA256) before they are stored for the one-BVN-one-account rule
   * (BVN_HASH_KEY); the sandbox uses a fixed key of its own.
   */
  bvnHashKey?: string | undefined;
  /**
   * Who sends texts (the message worker delivers them; this app only queues) and TERMII_INBOUND_SECRET, the
   * token of the inbound webhook's path; by default the SMS sandbox, without the webhook (404).
   */
  sms?: SmsSettings | undefined;
  /** The background workers this process runs, for GET /readyz (none: the check is left out). */
  heartbeats?: WorkerHeartbeats | undefined;
  /** True once the process is shutting down (main.ts, on SIGTERM): GET /readyz then answers 503. */
  stopping?: (() => boolean) | undefined;
  /** Production: the bearer token GET /metrics asks for (METRICS_TOKEN); without one it answers 401. */
  metricsToken?: string | undefined;
  /** Where the access lines and errors are logged (JSON, pino); by default the process's logger. */
  logger?: Logger | undefined;
  /**
   * Whether this process runs the background workers (OJA_ROLE=all, the default); a web process (OJA_ROLE=web)
   * does not, and its POST /dev/clock only moves the clock: the worker processes see it on their next tick.
   */
  runsWorkers?: boolean;
}

/** The sandbox's BVN key: sandbox BVNs are test data, so a published key costs nothing there. */
const SANDBOX_BVN_HASH_KEY = 'oja-sandbox-bvn-key';

/**
 * Production has no fallback: every outside provider and secret must be given, so that no code path of a
 * production app can reach a sandbox (config.ts checks the settings first; this is the last word).
 */
function refuseSandboxInProduction(options: AppOptions): void {
  if (options.mode !== 'production') return;
  const required = [
    'email',
    'addressVerifier',
    'creditBureau',
    'cardPayments',
    'directDebit',
    'bvnHashKey',
  ] as const;
  const missing = required.filter((name) => options[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`A production app needs real providers and keys, not sandboxes: ${missing.join(', ')}`);
  }
}

/** The largest JSON body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The catalogue import's body: a CSV file's text in JSON (escapes may grow it a little past 1 MB). */
const CSV_IMPORT_MAX_BODY_BYTES = 2 * 1024 * 1024;
const CSV_IMPORT_PATH = '/admin/catalogue/import';
/** A picture upload: the file in base64 (4 characters per 3 bytes) in JSON, a little past MAX_PICTURE_BYTES. */
const PICTURE_UPLOAD_MAX_BODY_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 16 * 1024;

export function createApp(options: AppOptions) {
  refuseSandboxInProduction(options);
  const { db, mode = 'sandbox' } = options;
  const clock = mode === 'sandbox' ? (options.clock ?? new SandboxClock(db, options.now)) : undefined;
  return createAppWithClock({ ...options, mode, clock, now: clock?.now ?? options.now ?? Date.now });
}

function createAppWithClock({
  db,
  mode = 'sandbox',
  sandboxExposed = false,
  imagesDir,
  propertyImagesDir,
  pictureStore = localPictureStore(join(imagesDir, 'uploaded-pictures')),
  webDistDir,
  adminDistDir,
  webRenderer,
  answerCache = new AnswerCache(),
  validator = new ContractValidator(),
  now = Date.now,
  clock,
  email = new SandboxEmailSender(db, now),
  trustProxy = false,
  addressVerifier = new SandboxAddressVerifier(),
  creditBureau = new SandboxCreditBureau(),
  cardPayments = new SandboxCardPayments({ db, now }),
  directDebit = new SandboxDirectDebit({ db, now }),
  publicUrl,
  bvnHashKey = SANDBOX_BVN_HASH_KEY,
  heartbeats,
  stopping,
  metricsToken,
  logger: log = processLogger,
  runsWorkers = true,
  sms = { kind: 'sandbox', inboundSecret: undefined },
}: AppOptions) {
  // Not strict: the spec's paths end with a slash ('auth/register/'); both forms are served.
  const trustedHops = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
  const api = new Hono<ApiEnv>({ strict: false });
  // First: public catalogue answers come from memory with an ETag; everything else is private, no-store.
  api.use('*', httpCache({ cache: answerCache, validator, basePath: API_BASE_PATH }));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, 'Request body too large'),
  });
  // A GET or HEAD has no body (the server gives it none): asking for one would only build the full Request
  // object behind Hono's lazy one, on every catalogue and cart read.
  // The console's CSV import alone sends a file's text (openapi.yaml caps it at 1,000,000 characters).
  const limitImport = bodyLimit({
    maxSize: CSV_IMPORT_MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, 'The file is too large: import at most 1 MB at once'),
  });
  // A picture upload alone sends a picture (media/uploaded-pictures.ts says how large).
  const limitPicture = bodyLimit({
    maxSize: PICTURE_UPLOAD_MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, PICTURE_TOO_LARGE),
  });
  api.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.method === 'POST' && c.req.path.endsWith(PICTURE_UPLOAD_PATH_END)) return limitPicture(c, next);
    return c.req.path.endsWith(CSV_IMPORT_PATH) ? limitImport(c, next) : limitBody(c, next);
  });
  api.use('*', async (c, next) => {
    // Another process may have moved the sandbox clock: its offset is read again when a second old (ahead of
    // time, without waiting, from half a second).
    await clock?.refreshIfStale();
    c.set('db', db);
    c.set('now', now);
    c.set('clock', clock);
    c.set('email', email);
    c.set('addressVerifier', addressVerifier);
    c.set('creditBureau', creditBureau);
    c.set('bvnHashKey', bvnHashKey);
    c.set('cardPayments', cardPayments);
    c.set('directDebit', directDebit);
    c.set('publicUrl', publicUrl);
    c.set('clientAddress', clientAddressOf(c, trustedHops));
    c.set('runsWorkers', runsWorkers);
    c.set('sms', sms);
    c.set('pictureStore', pictureStore);
    await next();
  });
  if (mode === 'production') {
    // Before the contract check, so that no query of any /dev path answers anything but 404.
    api.all('/dev/*', (c) => refuse(c, 404, 'Not found'));
  }
  // The console's session before its body: a visitor without one gets 401, never the body's field rules.
  api.use('*', staffSessionFirst(validator, API_BASE_PATH));
  api.use('*', contractMiddleware(validator, API_BASE_PATH));
  api.route('/', productRoutes);
  api.route('/', listingRoutes);
  api.route('/', propertyRoutes);
  api.route('/', propertyRequestRoutes);
  api.route('/', cartRoutes);
  api.route('/', accountRoutes);
  api.route('/', passwordRoutes);
  api.route('/', userRoutes);
  api.route('/', dataRightsRoutes);
  api.route('/', complaintRoutes);
  api.route('/', deliveryAddressRoutes);
  api.route('/', verificationRoutes);
  api.route('/', reviewRoutes);
  api.route('/', favouriteRoutes);
  api.route('/', orderRoutes);
  api.route('/', paymentWebhookRoutes);
  api.route('/', mandateRoutes);
  api.route('/', payAheadRoutes);
  api.route('/', smsRoutes);
  api.route('/', adminSessionRoutes);
  api.route('/', adminStaffRoutes);
  api.route('/', adminTierRequestRoutes);
  api.route('/', adminComplaintRoutes);
  api.route('/', adminOverviewRoutes);
  api.route('/', adminPortfolioRoutes);
  api.route('/', adminAuditRoutes);
  api.route('/', adminDataRequestRoutes);
  api.route('/', adminCollectionRoutes);
  api.route('/', adminOrderRoutes);
  api.route('/', adminShopperRoutes);
  api.route('/', adminRefundRoutes);
  api.route('/', adminCancelRoutes);
  api.route('/', adminCatalogueRoutes);
  api.route('/', adminCataloguePictureRoutes);
  // Development helpers exist only in the sandbox: in production /api/v1/dev/* is an unknown path (404).
  if (mode === 'sandbox') {
    api.route('/', devOutboxRoutes);
    api.route('/', devClockRoutes);
    api.route('/', devSmsRoutes);
  }

  const app = new Hono({ strict: false });
  // First: every request is counted and timed (GET /metrics), by route pattern.
  app.use('*', requestMetrics());
  app.use('*', securityHeaders(mode, webRenderer?.inlineScriptSources ?? []));
  app.use('*', compress());
  // Whether the shop was reached over HTTPS (PUBLIC_URL, the trusted proxy's X-Forwarded-Proto): its cookies'.
  app.use('*', publicAddress({ publicUrl, trustedHops }));
  // A request id on every request and in every error answer, and one access line each (ops/log.ts).
  app.use('*', requestLogging(log, { trustedHops }));
  app.route(API_BASE_PATH, api);
  // Operators' paths: is the process alive, is it ready (database, migrations, workers).
  const health = healthRoutes({ db, heartbeats, stopping });
  app.route('/', health);
  // A scrape reports this process's readiness (oja_ready) as /readyz answers it, asked in process.
  const ready = async () => (await health.request('/readyz')).status === 200;
  app.route(
    '/',
    metricsRoutes({ protect: mode === 'production', token: metricsToken, db, now, heartbeats, ready }),
  );

  // The cart's forms, for a page whose app has not started or that runs without JavaScript.
  app.route(
    '/',
    cartFormRoutes({
      apiBasePath: API_BASE_PATH,
      publicUrl,
      db,
      now,
      fetchApi: async (request) => app.fetch(request),
    }),
  );

  // The product page's Add to favourites, likewise (a guest is sent to log in; the session cookie's shopper).
  app.route(
    '/',
    favouriteFormRoutes({
      apiBasePath: API_BASE_PATH,
      publicUrl,
      db,
      now,
      fetchApi: async (request) => app.fetch(request),
    }),
  );

  // The viewing and stay request forms of the real-estate pages, likewise.
  app.route(
    '/',
    propertyRequestFormRoutes({
      apiBasePath: API_BASE_PATH,
      publicUrl,
      fetchApi: async (request, env) => app.fetch(request, env),
    }),
  );

  if (cardPayments instanceof SandboxCardPayments) {
    // The card sandbox's hosted page is part of this server, and its webhooks come to this app's endpoint
    // unless it was given another way to reach it (main.ts sends them over HTTP).
    app.route('/', sandboxCardPages(cardPayments));
    cardPayments.deliverTo(async (rawBody, headers) => {
      const response = await app.fetch(
        new Request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', headers, body: rawBody }),
      );
      await response.body?.cancel();
      return response.status;
    });
  }

  if (directDebit instanceof SandboxDirectDebit) {
    app.route('/', bankConsentPages(directDebit));
    directDebit.deliverTo(async (rawBody, headers) => {
      const response = await app.fetch(
        new Request(`http://localhost${DIRECT_DEBIT_WEBHOOK_PATH}`, {
          method: 'POST',
          headers,
          body: rawBody,
        }),
      );
      await response.body?.cancel();
      return response.status;
    });
  }

  // The drawn pictures at each width and format (product-pictures.ts): encoded at the first request, then kept.
  const pictures = productPictures(imagesDir);
  app.get(`${PRODUCT_IMAGE_PATH}:productID/:style/:file`, async (c) => {
    // The data saver (the browser's `Save-Data: on`): every picture at a card's width, whatever the page's
    // srcset chose, so the saving happens before any script and on every page. Caches key the answer by it.
    c.header('Vary', 'Save-Data');
    const saveData = c.req.header('Save-Data')?.trim().toLowerCase() === 'on';
    const file = saveData ? dataSaverFile(c.req.param('file')) : c.req.param('file');
    const picture = await pictures.get(c.req.param('productID'), c.req.param('style'), file);
    return picture ? sendFile(c, picture, IMMUTABLE) : c.text('Picture not found', 404);
  });
  app.get(`${PRODUCT_IMAGE_PATH}:file`, async (c) => {
    const file = await readInside(imagesDir, c.req.param('file'));
    return file ? sendFile(c, file, IMMUTABLE) : c.text('Image not found', 404);
  });
  // The console's uploaded pictures: content-addressed names, so a year's immutable cache is safe.
  app.get(`${UPLOADED_PICTURE_PATH}:file`, async (c) => {
    const file = await pictureStore.get(c.req.param('file'));
    return file
      ? sendFile(c, { body: Buffer.from(file.body), type: file.contentType }, IMMUTABLE)
      : c.text('Picture not found', 404);
  });
  app.get(`${PROPERTY_IMAGE_PATH}:file`, async (c) => {
    const file = propertyImagesDir ? await readInside(propertyImagesDir, c.req.param('file')) : null;
    return file ? sendFile(c, file, IMMUTABLE) : c.text('Image not found', 404);
  });

  // /robots.txt and /sitemap.xml, from the web app's route manifest and the catalogue (sitemap/).
  if (webRenderer?.sitemap) {
    const disallowed = [`${API_BASE_PATH}/`, ADMIN_PREFIX];
    app.route('/', sitemapRoutes({ db, publicUrl, manifest: webRenderer.sitemap, disallowed }));
  }

  if (adminDistDir) {
    // Before the shop's pages: /admin is never one of them. The same headers (the CSP allows this origin's
    // scripts and styles, which is all the console loads) and cache rules as the shop's files.
    const serveConsole = async (c: Context, next: Next) => {
      if (isNeverServed(c.req.path)) return c.text('Not found', 404);
      const inside = c.req.path.slice(ADMIN_PREFIX.length);
      const asset = inside === '' || inside === '/' ? null : await readInside(adminDistDir, inside);
      if (asset) return sendFile(c, asset, inside.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      // A missing script or stylesheet is a 404, not the console's page in its place.
      if (inside.startsWith('/assets/')) return c.text('Not found', 404);
      const index = await readInside(adminDistDir, 'index.html');
      if (!index) return next();
      // Every other path is a route of the console; its page is for staff only, never kept by a cache.
      return sendFile(c, index, 'no-store');
    };
    app.get(ADMIN_PREFIX, serveConsole);
    app.get(`${ADMIN_PREFIX}/*`, serveConsole);
  }

  if (webDistDir) {
    const pageStylesheet = pageStylesheets(webDistDir);
    app.get(`${PAGE_STYLESHEET_PREFIX}:name`, async (c) => {
      const body = await pageStylesheet(c.req.param('name'));
      return body
        ? sendEncoded(c, body, { cacheControl: IMMUTABLE, contentType: 'text/css; charset=utf-8' })
        : c.text('Not found', 404);
    });
    app.get('*', async (c, next) => {
      if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/media/')) return next();
      // Counted (GET /metrics) as 'static' unless it turns out to be a page (below).
      labelRoute(c, 'static');
      // Source maps and hidden files (the Vite manifest) are never served, not even as the app's page.
      if (isNeverServed(c.req.path)) return c.text('Not found', 404);
      const page = c.req.path === '/' || c.req.path === '/index.html';
      const asset = page ? null : await readInside(webDistDir, c.req.path);
      if (asset) return sendFile(c, asset, c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      // A page: counted under its manifest route's name, a 404 page as 'page:not-found' (never its path).
      const routeName = webRenderer?.routeName?.(c.req.path);
      labelRoute(c, pageRouteLabel(routeName, 200));
      // Every other path is a route of the web app.
      const index = await readInside(webDistDir, 'index.html');
      if (!index) return next();
      // The page says which mode it runs in: the app shows the Sandbox marker from it, with no request.
      const exposed = mode === 'sandbox' && sandboxExposed;
      const template = withMode(index.body.toString('utf8'), mode, exposed);
      const url = new URL(c.req.url);
      // What is personal (the notice a form post left; on the cart page, the cookie's guest cart) is rendered
      // for this request alone, never cached or shared.
      const notice = takeNotice(c);
      // A page the web app renders for its shopper (the cart, checkout, My purchases, Direct debits): with the
      // session cookie's live session, checked now (a logged-out or expired one gets the page a guest gets: the
      // empty page the browser fills, or the guest's cart). Its answer depends on the cookie: caches must key
      // it so.
      const forSession = webRenderer?.rendersForSession(url.pathname) ?? false;
      if (forSession) c.header('Vary', 'Cookie');
      const session = forSession ? await pageSessionOf(c, db, now()) : null;
      // The cart page is never kept by a shared cache: one shopper's cart page must not be another's.
      const personal = notice !== null || url.pathname === shopPatterns.cart || session !== null;
      // A personal page names the cookie's guest cart, so the app, when it starts, shows that cart; a page
      // rendered for a session names none (the signed-in shopper's cart is theirs, not the cookie's).
      const cartSessionID = personal && !session ? cartCookieOf(c) : null;
      const rendered = await webRenderer?.[personal ? 'renderPersonal' : 'render']({
        url: `${url.pathname}${url.search}`,
        ...(notice ? { notice } : {}),
        ...(cartSessionID ? { cartSessionID } : {}),
        ...(session ? { session } : {}),
        // The configured address when there is one: a Host header must not choose the canonical address.
        origin: publicUrl ? new URL(publicUrl).origin : url.origin,
        mode,
        exposed,
        template,
        // The page's data is asked of this same app, in process.
        fetchApi: async (request) => app.fetch(request),
      });
      if (!rendered) return sendFile(c, { body: Buffer.from(template), type: index.type }, REVALIDATE);
      if ('redirect' in rendered) return c.redirect(rendered.redirect, 302);
      labelRoute(c, pageRouteLabel(routeName, rendered.status));
      // Its ETag and compressed bytes were made with the page: 304, brotli, gzip or plain, nothing per request.
      // Its policy names its inline stylesheet and boot script (security-headers.ts keeps a page's own).
      c.header(
        'Content-Security-Policy',
        contentSecurityPolicy(mode, {
          scripts: webRenderer?.inlineScriptSources,
          styles: rendered.styleSources,
        }),
      );
      return sendEncoded(c, rendered.body, {
        status: rendered.status,
        cacheControl: personal ? 'private, no-store' : PAGE_CACHE_CONTROL,
        contentType: PAGE_CONTENT_TYPE,
        vary: forSession ? 'Cookie' : undefined,
      });
    });
  }

  app.notFound((c) =>
    c.req.path.startsWith(`${API_BASE_PATH}/`) || c.req.path === API_BASE_PATH
      ? refuse(c, 404, 'Not found')
      : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    // JSON lines: a path holding control characters cannot forge another line.
    const request = { method: c.req.method, path: c.req.path };
    const dataException = dataExceptionOf(error);
    if (dataException) {
      // The database refused a value the contract let through: the client's mistake, not the server's.
      log.warn(
        // The database's words without the value they may quote (ops/redact.ts).
        { ...request, sqlstate: dataException.code, reason: redactText(dataException.message) },
        'refused by the database',
      );
      return refuse(c, 400, 'The request has a value the server cannot store.');
    }
    const outage = databaseUnavailable(error);
    if (outage) {
      // The database is unreachable (down, restarting, failing over): nothing is wrong with the request, and
      // it may succeed in a few seconds, so say so (503, Retry-After) rather than 'Something went wrong'.
      log.error({ ...request, failure: outage.code, detail: outage.message }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return refuse(
        c,
        503,
        'The shop cannot reach its database just now. Please try again in a few seconds.',
      );
    }
    log.error({ ...request, err: error }, 'request failed');
    return refuse(c, 500, 'Something went wrong.');
  });
  return app;
}

/** Source maps and hidden paths (the Vite manifest under /.vite/), encoded or not; /.well-known/ is allowed. */
function isNeverServed(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /\.map$/i.test(decoded) || /\/\.(?!well-known\/)/.test(decoded);
}
