import { can } from '@oja/domain';
import { AuthLayout, Button } from '@oja/ui';
import { type ComponentType, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import AuditRoute from '../features/audit-route';
import CatalogueImportRoute from '../features/catalogue/catalogue-import-route';
import CategoriesRoute from '../features/catalogue/categories-route';
import ProductRoute from '../features/catalogue/product-route';
import ProductsRoute from '../features/catalogue/products-route';
import CollectionsRoute from '../features/collections-route';
import ComplaintsRoute from '../features/complaints-route';
import DataRequestsRoute from '../features/data-requests-route';
import HomeRoute from '../features/home-route';
import OrderRoute from '../features/order-route';
import OrdersRoute from '../features/orders-route';
import PortfolioRoute from '../features/portfolio-route';
import ReconciliationRoute from '../features/reconciliation-route';
import RecoveryCodesRoute from '../features/recovery-codes-route';
import RefundsRoute from '../features/refunds-route';
import SetupRoute from '../features/setup-route';
import ShopperRoute from '../features/shopper-route';
import ShoppersRoute from '../features/shoppers-route';
import SignInRoute from '../features/sign-in-route';
import StaffRoute from '../features/staff-route';
import TierRequestsRoute from '../features/tier-requests-route';
import { signInHref } from '../hrefs';
import { type RouteRecord, routes } from '../routes';
import { useStaffSession } from './session';
import type { SignedInRouteProps } from './signed-in-route-props';

/** Waits for the session; sends a visitor without one to sign-in (then back here), and a role without the page's permission to its landing page. */
function SignedIn({
  record,
  screen: Screen,
}: {
  record: RouteRecord;
  screen: ComponentType<SignedInRouteProps>;
}) {
  const session = useStaffSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  useEffect(() => {
    if (session.status === 'signed-out') navigate(signInHref(here), { replace: true });
  }, [session.status, here, navigate]);
  if (session.status === 'failed') {
    return (
      <AuthLayout title="The console could not reach the server">
        <p role="alert" className="oja-auth__error">
          Check your connection, then try again.
        </p>
        <Button onClick={session.retry}>Try again</Button>
      </AuthLayout>
    );
  }
  if (session.status !== 'signed-in')
    return (
      <p className="oja-sr-only" role="status">
        Loading the console...
      </p>
    );
  if (record.permission && !can(session.session.staff.role, record.permission)) {
    return <Redirect to={routes.home.path} replace />;
  }
  return <Screen session={session.session} />;
}

/** The router's table, from the manifest. */
export function RouteTable() {
  return (
    <Switch>
      <Route path={routes.signIn.path} component={SignInRoute} />
      <Route path={routes.setup.path} component={SetupRoute} />
      <Route path={routes.portfolio.path}>
        <SignedIn record={routes.portfolio} screen={PortfolioRoute} />
      </Route>
      <Route path={routes.orders.path}>
        <SignedIn record={routes.orders} screen={OrdersRoute} />
      </Route>
      <Route path={routes.order.path}>
        <SignedIn record={routes.order} screen={OrderRoute} />
      </Route>
      <Route path={routes.shoppers.path}>
        <SignedIn record={routes.shoppers} screen={ShoppersRoute} />
      </Route>
      <Route path={routes.shopper.path}>
        <SignedIn record={routes.shopper} screen={ShopperRoute} />
      </Route>
      <Route path={routes.returns.path}>
        <SignedIn record={routes.returns} screen={RefundsRoute} />
      </Route>
      <Route path={routes.tier2.path}>
        <SignedIn record={routes.tier2} screen={TierRequestsRoute} />
      </Route>
      <Route path={routes.complaints.path}>
        <SignedIn record={routes.complaints} screen={ComplaintsRoute} />
      </Route>
      <Route path={routes.collections.path}>
        <SignedIn record={routes.collections} screen={CollectionsRoute} />
      </Route>
      <Route path={routes.newProduct.path}>
        <SignedIn record={routes.newProduct} screen={ProductRoute} />
      </Route>
      <Route path={routes.product.path}>
        <SignedIn record={routes.product} screen={ProductRoute} />
      </Route>
      <Route path={routes.catalogueImport.path}>
        <SignedIn record={routes.catalogueImport} screen={CatalogueImportRoute} />
      </Route>
      <Route path={routes.categories.path}>
        <SignedIn record={routes.categories} screen={CategoriesRoute} />
      </Route>
      <Route path={routes.catalogue.path}>
        <SignedIn record={routes.catalogue} screen={ProductsRoute} />
      </Route>
      <Route path={routes.reconciliation.path}>
        <SignedIn record={routes.reconciliation} screen={ReconciliationRoute} />
      </Route>
      <Route path={routes.audit.path}>
        <SignedIn record={routes.audit} screen={AuditRoute} />
      </Route>
      <Route path={routes.dataRequests.path}>
        <SignedIn record={routes.dataRequests} screen={DataRequestsRoute} />
      </Route>
      <Route path={routes.staff.path}>
        <SignedIn record={routes.staff} screen={StaffRoute} />
      </Route>
      <Route path={routes.recoveryCodes.path}>
        <SignedIn record={routes.recoveryCodes} screen={RecoveryCodesRoute} />
      </Route>
      <Route path={routes.home.path}>
        <SignedIn record={routes.home} screen={HomeRoute} />
      </Route>
      <Route>
        <Redirect to={routes.home.path} replace />
      </Route>
    </Switch>
  );
}
