import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAuth } from '../features/account/require-auth';
import { hrefs } from '../hrefs';

const LoginRoute = lazy(() => import('../features/account/login-route'));
const SignUpRoute = lazy(() => import('../features/account/sign-up-route'));
const VerifyEmailRoute = lazy(() => import('../features/account/verify-email-route'));
const ForgotPasswordRoute = lazy(() => import('../features/account/forgot-password-route'));
const ResetPasswordRoute = lazy(() => import('../features/account/reset-password-route'));
const ShoppingOverviewRoute = lazy(() => import('../features/dashboard/shopping-overview-route'));
const PurchasesRoute = lazy(() => import('../features/dashboard/purchases-route'));
const DirectDebitsRoute = lazy(() => import('../features/dashboard/direct-debits-route'));
const StayRoute = lazy(() => import('../features/dashboard/stay-route'));
const RecentlyViewedRoute = lazy(() => import('../features/dashboard/recently-viewed-route'));
const AccountRoute = lazy(() => import('../features/account/account-route'));
const FavouritesRoute = lazy(() => import('../features/dashboard/favourites-route'));
const CheckoutRoute = lazy(() => import('../features/checkout/checkout-route'));
const PaymentSuccessRoute = lazy(() => import('../features/checkout/payment-success-route'));
const PaymentFailedRoute = lazy(() => import('../features/checkout/payment-failed-route'));
const MandateRoute = lazy(() => import('../features/checkout/mandate-route'));
const DirectDebitSuccessRoute = lazy(() => import('../features/checkout/direct-debit-success-route'));
// What app.tsx's catalogue routes make of any other path under these two (the same chunks as there).
const ProductRoute = lazy(() => import('../features/catalogue/product-route'));
const ListingRoute = lazy(() => import('../features/catalogue/listing-route'));
const NotFoundRoute = lazy(() =>
  import('../features/static/not-found-route').then((module) => ({ default: module.NotFoundRoute })),
);

/**
 * The pages the server leaves to the browser (browser-only.ts): the sign-in forms, and the signed-in
 * shopper's pages, /user-dashboard/* and /cart-items/checkout/*, behind RequireAuth. app.tsx routes every
 * path under them here, so the home page's first load carries none of this table: it loads with the first of
 * them the shopper opens. A path under them that none of these matches ends as it would in app.tsx's table:
 * a product's or a listing's path, else the 404 page.
 */
export default function BrowserOnlyRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/sign-up" component={SignUpRoute} />
      <Route path="/sign-up/verify-email/:email" component={VerifyEmailRoute} />
      <Route path="/forgot-password" component={ForgotPasswordRoute} />
      <Route path="/reset-password/:email" component={ResetPasswordRoute} />
      <Route path="/cart-items/checkout">
        <RequireAuth>
          <CheckoutRoute />
        </RequireAuth>
      </Route>
      <Route path="/cart-items/checkout/payment-success/:orderId">
        {(params) => (
          <RequireAuth>
            <PaymentSuccessRoute orderId={params.orderId} />
          </RequireAuth>
        )}
      </Route>
      <Route path="/cart-items/checkout/payment-failed/:orderId">
        {(params) => (
          <RequireAuth>
            <PaymentFailedRoute orderId={params.orderId} />
          </RequireAuth>
        )}
      </Route>
      <Route path="/cart-items/checkout/mandate/create/:downPayment?">
        {(params) => (
          <RequireAuth>
            <MandateRoute downPayment={params.downPayment} />
          </RequireAuth>
        )}
      </Route>
      <Route path="/cart-items/checkout/direct-debit/success">
        <RequireAuth>
          <DirectDebitSuccessRoute />
        </RequireAuth>
      </Route>
      <Route path="/user-dashboard">
        <Redirect to={hrefs.hub} replace />
      </Route>
      <Route path="/user-dashboard/shopping-overview">
        <RequireAuth>
          <ShoppingOverviewRoute />
        </RequireAuth>
      </Route>
      <Route path="/user-dashboard/purchases">
        <RequireAuth>
          <PurchasesRoute />
        </RequireAuth>
      </Route>
      <Route path="/user-dashboard/direct-debit">
        <RequireAuth>
          <DirectDebitsRoute />
        </RequireAuth>
      </Route>
      <Route path="/user-dashboard/direct-debits">
        <Redirect to={hrefs.directDebits} replace />
      </Route>
      <Route path="/user-dashboard/recently-viewed">
        <RequireAuth>
          <RecentlyViewedRoute />
        </RequireAuth>
      </Route>
      <Route path="/user-dashboard/favorites">
        <RequireAuth>
          <FavouritesRoute />
        </RequireAuth>
      </Route>
      <Route path="/user-dashboard/stayoja/:section?">
        {(params) => (
          <RequireAuth>
            <StayRoute section={params.section} />
          </RequireAuth>
        )}
      </Route>
      <Route path="/user-dashboard/account-profile/:section?">
        {(params) => (
          <RequireAuth>
            <AccountRoute params={params} />
          </RequireAuth>
        )}
      </Route>
      <Route path="/:parent/:sub/:productID/:slug" component={ProductRoute} />
      <Route path="/:parent/:sub?" component={ListingRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
