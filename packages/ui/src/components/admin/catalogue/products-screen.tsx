import { formatKobo } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import {
  type AdminCatalogueProduct,
  type AdminCategoryNode,
  type AdminProductFilters,
  NO_PRODUCT_FILTERS,
} from './catalogue-types';
import './catalogue.css';

export interface ProductsScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** One page of products, newest first. */
  products: readonly AdminCatalogueProduct[];
  total: number;
  page: number;
  pageSize: number;
  filters: AdminProductFilters;
  /** The categories the filter offers (a parent or one of its subcategories). */
  categories: readonly AdminCategoryNode[];
  /** Add, import and the product links need 'catalogue:write' to be useful; reading needs 'catalogue:read'. */
  canWrite: boolean;
  hrefs: {
    product: (productID: string) => string;
    newProduct: string;
    importCsv: string;
    exportCsv: string;
    categories: string;
  };
  onFilters: (filters: AdminProductFilters) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}

const YES_NO_ANY = (yes: string, no: string) => [
  { value: '', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/**
 * The catalogue (/admin/catalogue): every product, published or not, newest first, searched by name, brand
 * or productID and filtered by category, published and in stock (one form, handed to the app, which keeps
 * them in the address and asks the server); paged by the server. Each row: name (a link to its editor),
 * seller, category, price, minimum down payment, stock and whether shoppers see it, in words.
 *
 * Accessibility: h1 'Products'; the filters a search landmark; a published or hidden state is a word, never
 * colour alone; loading from DataTable, a failed load an alert with Retry.
 */
export function ProductsScreen({
  status,
  products,
  total,
  page,
  pageSize,
  filters,
  categories,
  canWrite,
  hrefs,
  onFilters,
  onPage,
  onRetry,
}: ProductsScreenProps) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilters({ ...draft, q: draft.q.trim() });
  };
  const categoryOptions = [
    { value: '', label: 'Any' },
    ...categories.flatMap((c) => [
      { value: c.slug, label: c.name },
      ...c.subcategories.map((s) => ({ value: s.slug, label: `${c.name} › ${s.name}` })),
    ]),
  ];
  const columns: DataTableColumn<AdminCatalogueProduct>[] = [
    {
      id: 'name',
      header: 'Product',
      cell: (row) => (
        <span className="oja-admin-screen__two-lines">
          <Link href={hrefs.product(row.productID)}>{row.name}</Link>
          <span className="oja-admin-screen__muted">
            {row.productID} · {row.brand}
          </span>
        </span>
      ),
    },
    { id: 'seller', header: 'Seller', cell: (row) => row.seller },
    {
      id: 'category',
      header: 'Category',
      cell: (row) => `${row.parentCategory.name} › ${row.category.name}`,
    },
    { id: 'price', header: 'Price', align: 'end', cell: (row) => formatKobo(row.priceKobo) },
    {
      id: 'down',
      header: 'Min. down',
      align: 'end',
      cell: (row) =>
        row.minimumDownPaymentPercentage >= 100 ? 'Full only' : `${row.minimumDownPaymentPercentage}%`,
    },
    { id: 'stock', header: 'Stock', align: 'end', cell: (row) => row.stock.toLocaleString('en-NG') },
    {
      id: 'published',
      header: 'In the shop',
      cell: (row) =>
        row.published ? <Badge variant="success">Published</Badge> : <Badge variant="neutral">Hidden</Badge>,
    },
  ];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_PRODUCT_FILTERS);
  return (
    <div className="oja-admin-screen" data-slot="admin-products-screen">
      <header className="oja-admin-screen__header oja-catalogue__header">
        <h1 className="oja-admin-screen__title">Products</h1>
        <div className="oja-catalogue__actions">
          <Link href={hrefs.categories}>Categories</Link>
          <a href={hrefs.exportCsv} download>
            Export CSV
          </a>
          {canWrite ? (
            <>
              <Link href={hrefs.importCsv}>Import CSV</Link>
              <Button asChild size="sm">
                <Link href={hrefs.newProduct}>Add product</Link>
              </Button>
            </>
          ) : null}
        </div>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent. */}
      <form
        role="search"
        aria-label="Search and filter products"
        className="oja-catalogue__filters"
        onSubmit={submit}
      >
        <TextField
          label="Search products"
          type="search"
          placeholder="Name, brand or productID"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          label="Category"
          options={categoryOptions}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value })}
        />
        <SelectField
          label="In the shop"
          options={YES_NO_ANY('Published', 'Hidden')}
          value={draft.published}
          onChange={(event) =>
            setDraft({ ...draft, published: event.target.value as AdminProductFilters['published'] })
          }
        />
        <SelectField
          label="Stock"
          options={YES_NO_ANY('In stock', 'Sold out')}
          value={draft.inStock}
          onChange={(event) =>
            setDraft({ ...draft, inStock: event.target.value as AdminProductFilters['inStock'] })
          }
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {status === 'error' ? (
        <AdminLoadFailure what="the products" onRetry={onRetry} />
      ) : (
        <DataTable
          caption="Products"
          hideCaption
          columns={columns}
          rows={products}
          rowKey={(row) => row.productID}
          paging={{ page, pageCount, total, onPageChange: onPage }}
          totalLabel={(count) => `${count.toLocaleString('en-NG')} ${count === 1 ? 'product' : 'products'}`}
          loading={status === 'loading'}
          loadingRows={Math.min(pageSize, 10)}
          empty={
            <div className="oja-admin-screen__muted">
              <p>{filtered ? 'No product matches these filters.' : 'No product yet.'}</p>
              {filtered ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setDraft(NO_PRODUCT_FILTERS);
                    onFilters(NO_PRODUCT_FILTERS);
                  }}
                >
                  Clear filters
                </Button>
              ) : null}
            </div>
          }
        />
      )}
    </div>
  );
}
