import { categories, productsInSubcategory } from '@oja/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { facetsOf } from '../../fixtures/facets';
import { hrefs } from '../../fixtures/hrefs';
import { toCardData } from '../../fixtures/products';
import { type ListingFilters, ListingFiltersForm } from './listing-filters';
import { ListingScreen, type ListingScreenProps } from './listing-screen';

const electronics = categories.find((c) => c.slug === 'electronics');
const phones = productsInSubcategory('phones');

/**
 * A subcategory listing (/electronics/phones) or a whole category (/electronics): breadcrumbs, the
 * subcategory tab bar with the categories dropdown and Sales & Offers, the item count, filters, the grid and
 * numbered pagination (10 per page).
 *
 * Accessibility: the listing's name is the h1; the tab bar is a 'Subcategories' navigation landmark with the
 * current one marked; filters are native selects and a checkbox in a labelled group.
 */
const meta = {
  title: 'Screens/Listing',
  component: ListingScreen,
  subcomponents: { ListingFiltersForm },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    heading: 'Phones & Tablets',
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Electronics', href: '/electronics' },
      { label: 'Phones & Tablets' },
    ],
    status: 'ready',
    products: phones.slice(0, 10).map(toCardData),
    totalProducts: phones.length,
    page: 1,
    totalPages: Math.ceil(phones.length / 10),
    onPageChange: fn(),
    subcategories: (electronics?.subcategories ?? []).map((s) => ({
      name: s.name,
      href: `/electronics/${s.slug}`,
      current: s.slug === 'phones',
    })),
    categories: categories.map((c) => ({ name: c.name, href: `/${c.slug}`, isComingSoon: c.isComingSoon })),
    filters: {},
    onFiltersChange: fn(),
    sizes: [],
    brands: [...new Set(phones.map((p) => p.brand))].sort(),
    onRetry: fn(),
    salesHref: hrefs.salesOffers,
  },
} satisfies Meta<typeof ListingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function WithFilters(args: ListingScreenProps) {
  const [filters, setFilters] = useState<ListingFilters>(args.filters);
  return (
    <ListingScreen
      {...args}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        args.onFiltersChange(f);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Phones & Tablets' })).toBeVisible();
    await expect(canvas.getByText(`${phones.length} items`)).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Subcategories' });
    await expect(within(tabs).getByRole('link', { name: 'Phones & Tablets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: 'Sales & Offers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {};

export const Filtering: Story = {
  render: (args) => <WithFilters {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Price'), '50000-200000');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ fairAppPrice: '50000-200000' });
    await userEvent.click(canvas.getByLabelText('On sale only'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      fairAppPrice: '50000-200000',
      sales: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({});
  },
};

export const CategoriesDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Categories'));
    await expect(canvas.getByRole('link', { name: 'Home & Living' })).toBeVisible();
    await expect(canvas.getByText('Automotive (Coming soon)')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const OneItem: Story = {
  args: { products: phones.slice(0, 1).map(toCardData), totalProducts: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 item')).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { products: [], totalProducts: 0, totalPages: 1, filters: { fairAppPrice: '500000+' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found in this subcategory.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
};

export const LoadError: Story = {
  args: { status: 'error', products: [], errorMessage: 'Failed to fetch products. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

/**
 * The listing at its address (`pageHref`, `filtersAction`): paging is links and the filters a GET form to the
 * listing ('Apply filters' shows until the app runs), so both work before the app starts and without
 * JavaScript; with it, the callbacks run as above.
 */
export const WorksWithoutTheApp: Story = {
  args: {
    pageHref: (page: number) => `/electronics/phones?page=${page}`,
    filtersAction: '/electronics/phones',
    filters: { brand: 'Samsung' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Paging's click is Pagination's AsLinks story; here, where each control leads.
    const next = canvas.getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '/electronics/phones?page=2');
    const form = canvas.getByRole('group', { name: 'Filters' }).closest('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/electronics/phones');
    await expect(canvas.getByLabelText('Brand')).toHaveAttribute('name', 'brand');
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/electronics/phones',
    );
  },
};

/**
 * The listing's filters with counts (the API's facets): each choice says how many products it leaves, and the
 * in-stock and plan filters come with them.
 */
export const WithCounts: Story = {
  args: { facets: facetsOf(phones, 1000) },
  render: WithFilters,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const facets = facetsOf(phones, 1000);
    const first = facets.brand.options[0];
    if (!first) throw new Error('no brand');
    await expect(canvas.getByRole('option', { name: `${first.label} (${first.count})` })).toBeInTheDocument();
    const inStock = canvas.getByRole('checkbox', {
      name: `In stock only (${facets.inStock.options[0]?.count})`,
    });
    await userEvent.click(inStock);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ inStock: true });
    await expect(canvas.getByRole('checkbox', { name: 'On sale only' })).toBeVisible();
  },
};
