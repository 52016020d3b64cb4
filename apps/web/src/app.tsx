import { categoriesQueryOptions } from '@oja/api-client';
import { searchResultsHref } from '@oja/domain';
import { type NavCategory, SiteHeader } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { Route, Switch, useLocation } from 'wouter';
import { apiClient } from './api';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';

/** The category tree as the header shows it; until it loads, the header simply has no categories. */
function useNavCategories(): NavCategory[] {
  const { data = [] } = useQuery(categoriesQueryOptions(apiClient));
  return data.map((c) => ({ name: c.name, slug: c.slug, href: `/${c.slug}`, isComingSoon: c.isComingSoon }));
}

export function App() {
  const [, navigate] = useLocation();
  const categories = useNavCategories();
  return (
    <>
      <SiteHeader
        categories={categories}
        onSearch={(query) => navigate(searchResultsHref(query))}
        onNavigate={(href) => navigate(href)}
      />
      <main id="main" className="oja-page">
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </main>
    </>
  );
}
