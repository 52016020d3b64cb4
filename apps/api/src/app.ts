import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { apiApp } from './app/api.ts';
import { ADMIN_PREFIX, mountConsole } from './app/console-host.ts';
import { handleErrors } from './app/errors.ts';
import { mountForms } from './app/forms.ts';
import { mountOps } from './app/ops.ts';
import { API_BASE_PATH, type AppOptions, refuseSandboxInProduction, withDefaults } from './app/options.ts';
import { mountPictures } from './app/pictures.ts';
import { mountSandboxPages } from './app/sandbox-pages.ts';
import { mountShopPages } from './app/shop-pages.ts';
import { publicAddress } from './auth/public-address.ts';
import type { ApiEnv } from './env.ts';
import { requestLogging } from './ops/log.ts';
import { requestMetrics } from './ops/metrics.ts';
import { deliveryAddressRoutes } from './routes/addresses.ts';
import { adminAuditRoutes } from './routes/admin-audit.ts';
import { adminAuthenticatorResetRoutes } from './routes/admin-authenticator-resets.ts';
import { adminBankRefundRoutes } from './routes/admin-bank-refunds.ts';
import { adminBulkFulfilmentRoutes } from './routes/admin-bulk-fulfilment.ts';
import { adminCancelRoutes } from './routes/admin-cancel.ts';
import { adminCatalogueRoutes } from './routes/admin-catalogue.ts';
import { adminCataloguePictureRoutes } from './routes/admin-catalogue-pictures.ts';
import { adminCollectionActionRoutes } from './routes/admin-collection-actions.ts';
import { adminCollectionRoutes } from './routes/admin-collections.ts';
import { adminComplaintRoutes } from './routes/admin-complaints.ts';
import { adminCreditRoutes } from './routes/admin-credit.ts';
import { adminCreditBureauRoutes } from './routes/admin-credit-bureau.ts';
import { adminDataRequestRoutes } from './routes/admin-data-requests.ts';
import { adminOrderRoutes } from './routes/admin-orders.ts';
import { adminOverviewRoutes } from './routes/admin-overview.ts';
import { adminPackingSlipRoutes } from './routes/admin-packing-slips.ts';
import { adminPortfolioRoutes } from './routes/admin-portfolio.ts';
import { adminReconciliationRoutes } from './routes/admin-reconciliation.ts';
import { adminRecordRoutes } from './routes/admin-records.ts';
import { adminRefundRoutes } from './routes/admin-refunds.ts';
import { adminSessionRoutes } from './routes/admin-session.ts';
import { adminShopperRoutes } from './routes/admin-shoppers.ts';
import { adminStaffRoutes } from './routes/admin-staff.ts';
import { adminTierRequestRoutes } from './routes/admin-tier-requests.ts';
import { adminUnmatchedTransferRoutes } from './routes/admin-unmatched-transfers.ts';
import { accountRoutes } from './routes/auth-account.ts';
import { passwordRoutes } from './routes/auth-password.ts';
import { cartRoutes } from './routes/cart.ts';
import { complaintRoutes } from './routes/complaints.ts';
import { dataRightsRoutes } from './routes/data-rights.ts';
import { devClockRoutes } from './routes/dev-clock.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { devSettlementReportRoutes } from './routes/dev-settlement-report.ts';
import { devSmsRoutes } from './routes/dev-sms.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { listingRoutes } from './routes/listing.ts';
import { mandateRoutes } from './routes/mandates.ts';
import { orderRoutes } from './routes/orders.ts';
import { payAheadRoutes } from './routes/pay-ahead.ts';
import { paymentWebhookRoutes } from './routes/payment-webhook.ts';
import { productRoutes } from './routes/products.ts';
import { propertyRoutes } from './routes/properties.ts';
import { propertyRequestRoutes } from './routes/property-requests.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { smsRoutes } from './routes/sms.ts';
import { transferWebhookRoutes } from './routes/transfer-webhook.ts';
import { transferRoutes } from './routes/transfers.ts';
import { userRoutes } from './routes/users.ts';
import { verificationRoutes } from './routes/verification.ts';
import { securityHeaders } from './security-headers.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';

export { MAX_BODY_BYTES } from './app/body-limits.ts';
export type { AppOptions } from './app/options.ts';

/**
 * The whole server as one Hono app: a short composition of named parts (app/), in the order a request meets
 * them. The options and their defaults are app/options.ts's.
 */
export function createApp(options: AppOptions) {
  refuseSandboxInProduction(options);
  const settings = withDefaults(options);
  const { mode, publicUrl, trustedHops, webRenderer } = settings;
  const app = new Hono({ strict: false });
  // First: every request is counted and timed (GET /metrics), by route pattern.
  app.use('*', requestMetrics());
  app.use('*', securityHeaders(mode, webRenderer?.inlineScriptSources ?? []));
  app.use('*', compress());
  // Whether the shop was reached over HTTPS (PUBLIC_URL, the trusted proxy's X-Forwarded-Proto): its cookies'.
  app.use('*', publicAddress({ publicUrl, trustedHops }));
  // A request id on every request and in every error answer, and one access line each (ops/log.ts).
  app.use('*', requestLogging(settings.logger, { trustedHops }));
  app.route(
    API_BASE_PATH,
    apiApp(settings, (api) => mountApiRoutes(api, mode)),
  );
  mountOps(app, settings);
  mountForms(app, settings);
  mountSandboxPages(app, settings);
  mountPictures(app, settings);
  // /robots.txt and /sitemap.xml, from the web app's route manifest and the catalogue (sitemap/).
  if (webRenderer?.sitemap) {
    const disallowed = [`${API_BASE_PATH}/`, ADMIN_PREFIX];
    app.route('/', sitemapRoutes({ db: settings.db, publicUrl, manifest: webRenderer.sitemap, disallowed }));
  }
  // Before the shop's pages: /admin is never one of them.
  if (settings.adminDistDir) mountConsole(app, settings.adminDistDir);
  if (settings.webDistDir) mountShopPages(app, settings.webDistDir, settings);
  handleErrors(app, settings.logger);
  return app;
}

/** The API's operations (routes/), each module's routes at the API's root. */
function mountApiRoutes(api: Hono<ApiEnv>, mode: AppOptions['mode']): void {
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
  api.route('/', transferRoutes);
  api.route('/', transferWebhookRoutes);
  api.route('/', smsRoutes);
  api.route('/', adminSessionRoutes);
  api.route('/', adminStaffRoutes);
  api.route('/', adminAuthenticatorResetRoutes);
  api.route('/', adminTierRequestRoutes);
  api.route('/', adminComplaintRoutes);
  api.route('/', adminOverviewRoutes);
  api.route('/', adminPortfolioRoutes);
  api.route('/', adminAuditRoutes);
  api.route('/', adminDataRequestRoutes);
  api.route('/', adminRecordRoutes);
  api.route('/', adminReconciliationRoutes);
  api.route('/', adminCollectionRoutes);
  api.route('/', adminCollectionActionRoutes);
  api.route('/', adminOrderRoutes);
  api.route('/', adminShopperRoutes);
  api.route('/', adminCreditRoutes);
  api.route('/', adminCreditBureauRoutes);
  api.route('/', adminRefundRoutes);
  api.route('/', adminBankRefundRoutes);
  api.route('/', adminUnmatchedTransferRoutes);
  api.route('/', adminCancelRoutes);
  api.route('/', adminBulkFulfilmentRoutes);
  api.route('/', adminPackingSlipRoutes);
  api.route('/', adminCatalogueRoutes);
  api.route('/', adminCataloguePictureRoutes);
  // Development helpers exist only in the sandbox: in production /api/v1/dev/* is an unknown path (404).
  if (mode === 'sandbox') {
    api.route('/', devOutboxRoutes);
    api.route('/', devClockRoutes);
    api.route('/', devSmsRoutes);
    api.route('/', devSettlementReportRoutes);
  }
}
