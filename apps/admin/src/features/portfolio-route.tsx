import { adminPortfolioOrdersQueryOptions, adminPortfolioQueryOptions } from '@oja/api-client';
import { lagosCalendarDate } from '@oja/domain';
import { type AdminPortfolioHrefs, PortfolioScreen } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { orderHref, shopperHref } from '../hrefs';
import { routes } from '../routes';
import {
  figureFromSearch,
  figureSearch,
  toDrillDown,
  toOrdersQuery,
  toPortfolioView,
} from './portfolio/portfolio-view';

const portfolioHrefs: AdminPortfolioHrefs = {
  figure: (figure, page) => `${routes.portfolio.path}?${figureSearch(figure, page)}`,
  order: orderHref,
  shopper: shopperHref,
};

/** /admin/portfolio: the credit book at a glance; `?figure=…` lists the orders behind one figure under it. */
export default function PortfolioRoute({ session }: SignedInRouteProps) {
  const portfolio = useQuery(adminPortfolioQueryOptions(adminClient));
  const chosen = figureFromSearch(useSearch());
  const orders = useQuery({
    ...adminPortfolioOrdersQueryOptions(
      adminClient,
      chosen ? toOrdersQuery(chosen.figure, chosen.page) : { figure: 'outstanding' },
    ),
    enabled: chosen !== null,
  });
  return (
    <ConsolePage session={session} title="Portfolio" section="portfolio" headedByScreen>
      <PortfolioScreen
        status={portfolio.data ? 'ready' : portfolio.error ? 'error' : 'loading'}
        portfolio={portfolio.data ? toPortfolioView(portfolio.data) : null}
        today={portfolio.data?.today ?? lagosCalendarDate(Date.now())}
        drillDown={
          chosen
            ? toDrillDown(
                chosen.figure,
                chosen.page,
                orders.data ? 'ready' : orders.error ? 'error' : 'loading',
                orders.data,
              )
            : null
        }
        hrefs={portfolioHrefs}
        onRetry={() => void portfolio.refetch()}
        onRetryDrillDown={() => void orders.refetch()}
      />
    </ConsolePage>
  );
}
