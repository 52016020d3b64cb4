import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, paths } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** A product as the console reads it: kobo, its plans, stock, published or not. */
export type AdminProductData = Schemas['AdminProduct'];
/** A product's console page: the product and its latest stock changes. */
export type AdminProductPageData = Schemas['AdminProductResponse']['data'];
export type AdminProductsQuery = NonNullable<
  paths['/admin/catalogue/products']['get']['parameters']['query']
>;
export type AdminProductsData = Schemas['AdminProductListResponse']['data'];
export type AdminProductCreateBody = Schemas['AdminProductCreate'];
export type AdminProductUpdateBody = Schemas['AdminProductUpdate'];
export type AdminCatalogueCategoriesData = Schemas['AdminCatalogueCategoriesResponse']['data'];
export type AdminCatalogueImportData = Schemas['AdminCatalogueImportResponse']['data'];

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** The answer of a catalogue write: the server's message and the product as it is now. */
export interface AdminProductChange {
  message: string;
  page: AdminProductPageData;
}

/** A page of the catalogue, searched and filtered. */
export function adminProductsQueryOptions(client: ApiClient, query: AdminProductsQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.products(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/catalogue/products', { params: { query }, signal })).data,
  });
}

/** One product's console page. */
export function adminProductQueryOptions(client: ApiClient, productId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.product(productId),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/admin/catalogue/products/{productId}', {
          params: { path: { productId } },
          signal,
        }),
      ).data,
  });
}

/** The category tree with how many products each holds. */
export function adminCatalogueCategoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.catalogueCategories,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/catalogue/categories', { signal })).data,
  });
}

/** Adds a product; answers it. */
export async function adminCreateProduct(
  client: ApiClient,
  csrfToken: string,
  body: AdminProductCreateBody,
): Promise<AdminProductChange> {
  const answer = unwrap(
    await client.POST('/admin/catalogue/products', { params: { header: csrf(csrfToken) }, body }),
  );
  return { message: answer.message, page: answer.data };
}

/** Changes a product (price, down payment, details, specifications, category, published); answers it. */
export async function adminUpdateProduct(
  client: ApiClient,
  csrfToken: string,
  productId: string,
  body: AdminProductUpdateBody,
): Promise<AdminProductChange> {
  const answer = unwrap(
    await client.PATCH('/admin/catalogue/products/{productId}', {
      params: { header: csrf(csrfToken), path: { productId } },
      body,
    }),
  );
  return { message: answer.message, page: answer.data };
}

/** Moves the stock by `delta` units with the reason; answers the product. */
export async function adminChangeStock(
  client: ApiClient,
  csrfToken: string,
  productId: string,
  body: { delta: number; reason: string },
): Promise<AdminProductChange> {
  const answer = unwrap(
    await client.POST('/admin/catalogue/products/{productId}/stock', {
      params: { header: csrf(csrfToken), path: { productId } },
      body,
    }),
  );
  return { message: answer.message, page: answer.data };
}

/** Deletes a product no order holds; answers the server's message ('Product deleted'). A 409 throws its words. */
export async function adminDeleteProduct(
  client: ApiClient,
  csrfToken: string,
  productId: string,
): Promise<string> {
  const answer = unwrap(
    await client.DELETE('/admin/catalogue/products/{productId}', {
      params: { header: csrf(csrfToken), path: { productId } },
    }),
  );
  return answer.message;
}

/** A file's bytes in base64 (in 32 KB slices: one String.fromCharCode call over megabytes would overflow the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Uploads one picture for a product (the server reads its type from its content, checks its size and sides,
 * and encodes it); answers the product with the picture at the end of its pictures. A refusal throws the
 * server's sentence ('That file is not a picture: …').
 */
export async function adminUploadProductPicture(
  client: ApiClient,
  csrfToken: string,
  productId: string,
  file: Blob,
): Promise<AdminProductChange> {
  const image = base64Of(new Uint8Array(await file.arrayBuffer()));
  const answer = unwrap(
    await client.POST('/admin/catalogue/products/{productId}/pictures', {
      params: { header: csrf(csrfToken), path: { productId } },
      body: { image },
    }),
  );
  return { message: answer.message, page: answer.data };
}

/** Puts a product's pictures in this order (each of them once); answers the product. */
export async function adminReorderProductPictures(
  client: ApiClient,
  csrfToken: string,
  productId: string,
  pictureIds: string[],
): Promise<AdminProductChange> {
  const answer = unwrap(
    await client.PUT('/admin/catalogue/products/{productId}/pictures', {
      params: { header: csrf(csrfToken), path: { productId } },
      body: { pictureIds },
    }),
  );
  return { message: answer.message, page: answer.data };
}

/** Removes one of a product's pictures; answers the product. */
export async function adminRemoveProductPicture(
  client: ApiClient,
  csrfToken: string,
  productId: string,
  pictureId: string,
): Promise<AdminProductChange> {
  const answer = unwrap(
    await client.DELETE('/admin/catalogue/products/{productId}/pictures/{pictureId}', {
      params: { header: csrf(csrfToken), path: { productId, pictureId } },
    }),
  );
  return { message: answer.message, page: answer.data };
}

/** Adds a subcategory under a parent category; answers the tree with it. */
export async function adminCreateSubcategory(
  client: ApiClient,
  csrfToken: string,
  body: { parentSlug: string; name: string },
): Promise<{ message: string; categories: AdminCatalogueCategoriesData }> {
  const answer = unwrap(
    await client.POST('/admin/catalogue/categories', { params: { header: csrf(csrfToken) }, body }),
  );
  return { message: answer.message, categories: answer.data };
}

/** Sends a CSV file's text; answers how many products were added and each refused row with why. */
export async function adminImportProducts(
  client: ApiClient,
  csrfToken: string,
  csv: string,
): Promise<{ message: string; report: AdminCatalogueImportData }> {
  const answer = unwrap(
    await client.POST('/admin/catalogue/import', { params: { header: csrf(csrfToken) }, body: { csv } }),
  );
  return { message: answer.message, report: answer.data };
}

/** Where the console downloads the CSV export (a plain link: the browser saves the attachment). */
export const ADMIN_CATALOGUE_EXPORT_PATH = '/admin/catalogue/export';
