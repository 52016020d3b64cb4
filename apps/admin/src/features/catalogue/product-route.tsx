import {
  adminCatalogueCategoriesQueryOptions,
  adminChangeStock,
  adminCreateProduct,
  adminDeleteProduct,
  adminProductQueryOptions,
  adminQueryKeys,
  adminUpdateProduct,
} from '@oja/api-client';
import { type CatalogueProductInput, can } from '@oja/domain';
import { AdminLoadFailure, ProductDeletion, ProductEditor } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { adminClient } from '../../app/api';
import { ConsolePage } from '../../app/console-page';
import { useSessionLost } from '../../app/session';
import type { SignedInRouteProps } from '../../app/signed-in-route-props';
import { productHref } from '../../hrefs';
import { routes } from '../../routes';
import { toCatalogueProduct, toCategoryNodes } from './catalogue-view';
import { ProductPicturesPanel } from './product-pictures-panel';

/** The API's body for a product from the editor's cleaned values. */
const toBody = ({ priceKobo, ...product }: CatalogueProductInput) => ({ ...product, priceKobo });

/**
 * /admin/catalogue/new and /admin/catalogue/products/:productId: the product editor. Adding goes to the new
 * product's page; a save or a stock change shows the product as the server now has it.
 */
export default function ProductRoute({ session }: SignedInRouteProps) {
  const { productId } = useParams<{ productId?: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const categories = useQuery(adminCatalogueCategoriesQueryOptions(adminClient));
  const product = useQuery({
    ...adminProductQueryOptions(adminClient, productId ?? ''),
    enabled: !!productId,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allProducts });
  const save = useMutation({
    mutationFn: (input: CatalogueProductInput) => {
      const { stock, ...change } = toBody(input);
      return productId
        ? adminUpdateProduct(adminClient, session.csrfToken, productId, change)
        : adminCreateProduct(adminClient, session.csrfToken, { ...change, stock });
    },
    onSuccess: ({ page }) => {
      queryClient.setQueryData(adminQueryKeys.product(page.product.productID), page);
      void refresh();
      if (!productId) navigate(productHref(page.product.productID));
    },
    onError: sessionLost,
  });
  const stock = useMutation({
    mutationFn: (change: { delta: number; reason: string }) =>
      adminChangeStock(adminClient, session.csrfToken, productId ?? '', change),
    onSuccess: ({ page }) => {
      queryClient.setQueryData(adminQueryKeys.product(page.product.productID), page);
      void refresh();
    },
    onError: sessionLost,
  });
  const remove = useMutation({
    mutationFn: () => adminDeleteProduct(adminClient, session.csrfToken, productId ?? ''),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.product(productId ?? '') });
      void refresh();
      navigate(routes.catalogue.path);
    },
    onError: sessionLost,
  });
  const title = productId ? (product.data?.product.name ?? productId) : 'Add a product';
  const ready = categories.data && (!productId || product.data);
  return (
    <ConsolePage session={session} title={title} section="catalogue" headedByScreen>
      {categories.error || product.error ? (
        <>
          <h1 className="oja-sr-only">{title}</h1>
          <AdminLoadFailure
            what="the product"
            onRetry={() => {
              void categories.refetch();
              if (productId) void product.refetch();
            }}
          />
        </>
      ) : ready ? (
        <ProductEditor
          key={productId ?? 'new'}
          product={product.data ? toCatalogueProduct(product.data.product) : undefined}
          stockChanges={product.data?.stockChanges ?? []}
          categories={toCategoryNodes(categories.data)}
          canWrite={can(session.staff.role, 'catalogue:write')}
          onSave={(input) => save.mutate(input)}
          onChangeStock={productId ? (change) => stock.mutate(change) : undefined}
          busy={save.isPending}
          refusal={save.error?.message}
          stockBusy={stock.isPending}
          stockRefusal={stock.error?.message}
          pictures={
            product.data ? (
              <ProductPicturesPanel
                product={product.data.product}
                csrfToken={session.csrfToken}
                canWrite={can(session.staff.role, 'catalogue:write')}
              />
            ) : (
              <p className="oja-admin-screen__muted">Add the product first, then upload its pictures here.</p>
            )
          }
          deletion={
            product.data ? (
              <ProductDeletion
                productName={product.data.product.name}
                canWrite={can(session.staff.role, 'catalogue:write')}
                onDelete={() => remove.mutate()}
                busy={remove.isPending}
                refusal={remove.error?.message}
              />
            ) : undefined
          }
          backHref={routes.catalogue.path}
        />
      ) : (
        <p className="oja-sr-only" role="status">
          Loading the product...
        </p>
      )}
    </ConsolePage>
  );
}
