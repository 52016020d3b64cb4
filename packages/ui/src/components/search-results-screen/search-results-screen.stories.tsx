import { products } from '@oja/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { facetsOf } from '../../fixtures/facets';
import { toCardData } from '../../fixtures/products';
import type { FilterFacets, ListingFilters } from '../listing-screen/listing-filters';
import { FindSomethingElse } from './find-something-else';
import { SearchResultsScreen, type SearchResultsScreenProps } from './search-results-screen';

const samsung = products.filter((p) => p.brand === 'Samsung').map(toCardData);

/**
 * /search-results?q=…: 10 results a page, 10 skeleton cards while loading, the spec's empty text, the
 * server's error in red.
 *
 * Accessibility: the h1 names the query; the grid is busy while loading; errors are alerts with Retry.
 */
const meta = {
  title: 'Screens/SearchResults',
  component: SearchResultsScreen,
  subcomponents: { FindSomethingElse },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    query: 'samsung',
    status: 'ready',
    products: samsung.slice(0, 10),
    total: samsung.length,
    page: 1,
    totalPages: Math.ceil(samsung.length / 10),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchResultsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Results for samsung');
    await expect(canvas.getByText(`${samsung.length} items`)).toBeVisible();
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="product-grid-skeleton"]')).toHaveLength(10);
  },
};

export const NothingFound: Story = {
  args: { query: 'zzqx', products: [], total: 0, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found for zzqx.')).toBeVisible();
  },
};

const categories = [
  { name: 'Electronics', href: '/electronics' },
  { name: 'Home & Living', href: '/home-living' },
  { name: 'Lifestyle', href: '/lifestyle-consumer-goods' },
];

/**
 * Nothing found is no dead end: close matches (a word of the query on its own), the query kept in a search
 * box of the page's own, and the categories.
 */
export const NothingFoundCloseMatches: Story = {
  args: {
    query: 'samsung fridgee',
    products: [],
    total: 0,
    totalPages: 1,
    onSearch: fn(),
    searchAction: '/search-results',
    categories,
    closeMatches: { status: 'ready', products: samsung.slice(0, 8) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products found for samsung fridgee.')).toBeVisible();
    const matches = canvas.getByRole('region', { name: 'Close matches' });
    await expect(within(matches).getAllByRole('listitem')).toHaveLength(5);
    const search = canvas.getByRole('search', { name: 'Try another search' });
    const box = within(search).getByRole('searchbox', { name: 'Search for anything' });
    await expect(box).toHaveValue('samsung fridgee');
    await userEvent.clear(box);
    await userEvent.type(box, 'Samsung Fridge');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('samsung fridge');
    const nav = canvas.getByRole('navigation', { name: 'Browse categories' });
    await expect(within(nav).getByRole('link', { name: 'Home & Living' })).toHaveAttribute(
      'href',
      '/home-living',
    );
  },
};

/** The close matches are still being looked for: skeleton cards under their heading. */
export const NothingFoundCloseMatchesLoading: Story = {
  args: {
    ...NothingFoundCloseMatches.args,
    closeMatches: { status: 'loading', products: [] },
  },
  play: async ({ canvasElement }) => {
    const matches = within(canvasElement).getByRole('region', { name: 'Close matches' });
    await expect(matches.querySelectorAll('[data-slot="product-grid-skeleton"]')).toHaveLength(5);
  },
};

/** No close match either: the search box and the categories still show; no empty 'Close matches'. */
export const NothingFoundNoCloseMatch: Story = {
  args: {
    ...NothingFoundCloseMatches.args,
    query: 'zzqx',
    closeMatches: { status: 'ready', products: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Close matches' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search for anything' })).toHaveValue('zzqx');
    await expect(canvas.getByRole('navigation', { name: 'Browse categories' })).toBeVisible();
  },
};

export const NothingFoundCloseMatchesMobile: Story = {
  ...NothingFoundCloseMatches,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const HtmlInTheQueryIsText: Story = {
  args: { query: '<img src=x onerror=alert(1)>', products: [], total: 0, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No products found for <img src=x onerror=alert(1)>.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const ServerError: Story = {
  args: { status: 'error', products: [], errorMessage: 'Search is unavailable right now.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Search is unavailable right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

const phones = products.filter((p) => /phone/i.test(`${p.productName} ${p.subcategorySlug}`));
const phoneFacets = facetsOf(phones);
const countOf = (group: FilterFacets['brand'], value: string) =>
  group.options.find((o) => o.value === value)?.count ?? 0;
const aBrand = phoneFacets.brand.options[0]?.value ?? '';

/** A search with its filter panel: each choice with its count, each change applied at once. */
function Filtered(args: SearchResultsScreenProps) {
  const [filters, setFilters] = useState<ListingFilters>(args.filters ?? {});
  return (
    <SearchResultsScreen
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange?.(next);
      }}
    />
  );
}

/**
 * The filter panel (brand, price, plan, in stock), each choice with how many results it leaves ('Samsung
 * (12)'); the counts follow the other choices (the API's facets). Native selects and a checkbox: the keyboard
 * reaches each, and the chosen value is text, never colour alone.
 */
export const WithFilters: Story = {
  args: {
    query: 'phone',
    products: phones.slice(0, 10).map(toCardData),
    total: phones.length,
    totalPages: Math.ceil(phones.length / 10),
    facets: phoneFacets,
    searchAction: '/search-results',
    clearFiltersHref: '/search-results?q=phone',
    onFiltersChange: fn(),
  },
  render: Filtered,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('group', { name: 'Filters' });
    const brand = within(panel).getByRole('combobox', { name: 'Brand' });
    await expect(
      within(brand).getByRole('option', { name: `${aBrand} (${countOf(phoneFacets.brand, aBrand)})` }),
    ).toBeInTheDocument();
    await expect(
      within(panel).getByRole('checkbox', {
        name: `In stock only (${phoneFacets.inStock.options[0]?.count})`,
      }),
    ).not.toBeChecked();
    // Keyboard: the first filter takes focus by Tab, and a choice applies at once.
    brand.focus();
    await expect(brand).toHaveFocus();
    await userEvent.selectOptions(brand, aBrand);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ brand: aBrand });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Plan' }), 'instalments');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ brand: aBrand, plan: 'instalments' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: /In stock only/ }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      brand: aBrand,
      plan: 'instalments',
      inStock: true,
    });
    // No on-sale filter in search: the API has none.
    await expect(within(panel).queryByRole('checkbox', { name: 'On sale only' })).toBeNull();
  },
};

/**
 * Filters chosen, as the address gives them: the form is a GET to the search that keeps `q`, so the
 * panel works before the app starts and without JavaScript; 'Clear filters' keeps the query.
 */
export const FiltersChosen: Story = {
  args: {
    ...WithFilters.args,
    filters: { brand: aBrand, inStock: true },
    onFiltersChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveValue(aBrand);
    await expect(canvas.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    const form = canvas.getByRole('group', { name: 'Filters' }).closest('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/search-results');
    await expect(form?.querySelector('input[type="hidden"][name="q"]')).toHaveValue('phone');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/search-results?q=phone',
    );
  },
};

/** Filters that leave nothing: the panel stays (with 'Clear filters'), so the shopper is not stuck. */
export const FilteredToNothing: Story = {
  args: {
    ...WithFilters.args,
    products: [],
    total: 0,
    totalPages: 1,
    filters: { fairAppPrice: '500000+', plan: 'full' },
    facets: facetsOf([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products found for phone.')).toBeVisible();
    await expect(canvas.getByRole('option', { name: '₦500,000 and above (0)' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A search with more matches than the facets count (at 1,000,000 products): said in words. */
export const CountsOfTheFirstMatches: Story = {
  args: { ...WithFilters.args, facets: { ...phoneFacets, brand: { ...phoneFacets.brand, exact: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Counts are of the first 500 matches.')).toBeVisible();
  },
};

/** On a 320 px phone the panel sits above the results and nothing scrolls sideways. */
export const FiltersOn320pxPhone: Story = {
  args: WithFilters.args,
  // The phone's viewport (its media queries), narrowed to 320 px: the smallest phone the shop serves.
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
    const panel = within(canvasElement).getByRole('group', { name: 'Filters' });
    const grid = within(canvasElement).getByRole('region', { name: 'Search results' });
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(grid.getBoundingClientRect().top);
  },
};
