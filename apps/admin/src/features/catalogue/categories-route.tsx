import {
  adminCatalogueCategoriesQueryOptions,
  adminCreateSubcategory,
  adminQueryKeys,
} from '@oja/api-client';
import { can } from '@oja/domain';
import { CategoriesScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../../app/api';
import { ConsolePage } from '../../app/console-page';
import { useSessionLost } from '../../app/session';
import type { SignedInRouteProps } from '../../app/signed-in-route-props';
import { routes } from '../../routes';
import { toCategoryNodes } from './catalogue-view';

/** /admin/catalogue/categories: the tree with product counts; a subcategory added. */
export default function CategoriesRoute({ session }: SignedInRouteProps) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const categories = useQuery(adminCatalogueCategoriesQueryOptions(adminClient));
  const add = useMutation({
    mutationFn: (input: { parentSlug: string; name: string }) =>
      adminCreateSubcategory(adminClient, session.csrfToken, input),
    onSuccess: ({ categories: tree }) => queryClient.setQueryData(adminQueryKeys.catalogueCategories, tree),
    onError: sessionLost,
  });
  return (
    <ConsolePage session={session} title="Categories" section="catalogue" headedByScreen>
      <CategoriesScreen
        status={categories.data ? 'ready' : categories.error ? 'error' : 'loading'}
        categories={toCategoryNodes(categories.data)}
        canWrite={can(session.staff.role, 'catalogue:write')}
        onAddSubcategory={(input) => add.mutate(input)}
        busy={add.isPending}
        refusal={add.error?.message}
        added={add.data?.message}
        productsHref={(slug) => `${routes.catalogue.path}?category=${encodeURIComponent(slug)}`}
        backHref={routes.catalogue.path}
        onRetry={() => void categories.refetch()}
      />
    </ConsolePage>
  );
}
