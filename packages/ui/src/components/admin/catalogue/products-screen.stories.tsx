import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminCatalogueProducts, adminCategories, catalogueHrefs } from '../../../fixtures/admin-catalogue';
import { NO_PRODUCT_FILTERS } from './catalogue-types';
import { ProductsScreen } from './products-screen';

/**
 * Products (/admin/catalogue): every product, published or not, searched and filtered by category,
 * published and stock, paged by the server; Add product and Import CSV for a member with catalogue:write.
 *
 * Accessibility: h1 'Products'; the filters a search landmark; published or hidden in words.
 */
const meta = {
  title: 'Screens/Admin/Catalogue/Products',
  component: ProductsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    products: adminCatalogueProducts,
    total: 3,
    page: 1,
    pageSize: 25,
    filters: NO_PRODUCT_FILTERS,
    categories: adminCategories,
    canWrite: true,
    hrefs: catalogueHrefs,
    onFilters: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three products: one published in stock, one sold out, one hidden and full payment only. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const row = within(
      canvas.getByRole('link', { name: 'Zorvex Quanta 5G 128GB' }).closest('tr') as HTMLElement,
    );
    await expect(row.getByText('₦150,000')).toBeVisible();
    await expect(row.getByText('30%')).toBeVisible();
    await expect(row.getByText('Published')).toBeVisible();
    const tv = within(
      canvas.getByRole('link', { name: 'Hisense 43" Smart TV' }).closest('tr') as HTMLElement,
    );
    await expect(tv.getByText('Hidden')).toBeVisible();
    await expect(tv.getByText('Full only')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/admin/catalogue/new',
    );
    const search = within(canvas.getByRole('search', { name: 'Search and filter products' }));
    await userEvent.type(search.getByRole('searchbox', { name: 'Search products' }), ' zorvex ');
    await userEvent.selectOptions(search.getByRole('combobox', { name: 'In the shop' }), 'no');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onFilters).toHaveBeenCalledWith({
      q: 'zorvex',
      category: '',
      published: 'no',
      inStock: '',
    });
  },
};

/** Support and finance read the catalogue: no Add product, no Import CSV. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Add product' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Import CSV' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  },
};

/** No product matches the filters: Clear filters asks for every product again. */
export const Empty: Story = {
  args: { products: [], total: 0, filters: { ...NO_PRODUCT_FILTERS, q: 'nothing' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No product matches these filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFilters).toHaveBeenCalledWith(NO_PRODUCT_FILTERS);
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Zorvex Quanta 5G 128GB' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  },
};
