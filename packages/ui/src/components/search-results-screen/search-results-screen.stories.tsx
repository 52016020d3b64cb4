import { products } from '@oja/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toCardData } from '../../fixtures/products';
import { FindSomethingElse } from './find-something-else';
import { SearchResultsScreen } from './search-results-screen';

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
