import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminOrderRows, adminOrdersHrefs } from '../../../fixtures/admin-orders';
import { OrdersScreen } from './orders-screen';
import { NO_ORDER_FILTERS } from './orders-types';

/**
 * The console's orders (/admin/orders): search by order number, email or phone; filter by payment state,
 * fulfilment state, plan and the days placed, applied together by 'Apply'; the table of orders sorted and
 * paged by the server (the app keeps all of it in the address). Each order's number opens its page.
 *
 * Accessibility: h1 'Orders'; the form a search landmark named 'Search and filter orders'; sortable headers
 * are buttons with aria-sort; states are words in badges; loading a status and a busy table; a failed load
 * an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Orders',
  component: OrdersScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    orders: adminOrderRows,
    total: 57,
    page: 1,
    pageCount: 6,
    filters: NO_ORDER_FILTERS,
    sort: { key: 'placedAt', direction: 'descending' },
    hrefs: adminOrdersHrefs,
    onFiltersChange: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(adminOrderRows.length + 1);
    // Each state in words: the payment and fulfilment of the first order.
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(first.getByText('₦451,500')).toBeVisible();
    await expect(first.getByText('Paid')).toBeVisible();
    await expect(first.getByText('Received')).toBeVisible();
    await expect(first.getByText('2 Mar 2026')).toBeVisible();
    await expect(within(table).getByText('Not started')).toBeVisible();
    // The order's number opens its page.
    await expect(within(table).getByRole('link', { name: 'OJA-2026-000418' })).toHaveAttribute(
      'href',
      '/admin/orders/ord_418',
    );
    // Sorted newest first; pressing Total sorts the largest first.
    await expect(within(table).getByRole('columnheader', { name: 'Placed' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'total', direction: 'descending' });
    // Pressing the sorted column again turns it round.
    await userEvent.click(within(table).getByRole('button', { name: 'Placed' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'placedAt', direction: 'ascending' });
    // Paging.
    const pages = canvas.getByRole('navigation', { name: 'Pages of orders' });
    await expect(within(pages).getByText('Page 1 of 6')).toBeVisible();
    await expect(within(pages).getByText('57 orders')).toBeVisible();
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {};

/** The search and the filters go together, on Apply (or Enter in the search box). */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('search', { name: 'Search and filter orders' }));
    await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Order number, email or phone',
    );
    await userEvent.type(form.getByRole('searchbox', { name: 'Search' }), 'adaeze');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Payment' }), 'Paid');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Fulfilment' }), 'Packed');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Plan' }), 'Monthly');
    await userEvent.type(form.getByLabelText('Placed from'), '2026-02-01');
    await userEvent.type(form.getByLabelText('Placed to'), '2026-02-28');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      query: 'adaeze',
      paymentStatus: 'paid',
      fulfilmentStatus: 'packed',
      plan: 'monthly',
      from: '2026-02-01',
      to: '2026-02-28',
    });
  },
};

/** Filters in force show in the form, with 'Clear filters'. */
export const Filtered: Story = {
  args: {
    filters: { ...NO_ORDER_FILTERS, paymentStatus: 'paid', plan: 'weekly' },
    orders: adminOrderRows.filter((row) => row.plan === 'weekly'),
    total: 2,
    pageCount: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Payment' })).toHaveDisplayValue('Paid');
    await expect(canvas.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Weekly');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_ORDER_FILTERS);
  },
};

/** Nothing matches: the table says so and offers to clear the filters. */
export const Empty: Story = {
  args: {
    filters: { ...NO_ORDER_FILTERS, query: 'OJA-2026-999999' },
    orders: [],
    total: 0,
    pageCount: 0,
  },
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Orders' }));
    await expect(table.getByText('No orders match this search and these filters.')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_ORDER_FILTERS);
    await expect(within(canvasElement).getByText('0 orders')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.queryByRole('navigation', { name: 'Pages of orders' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', orders: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the orders.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a tablet the table scrolls sideways in its own region; the page does not. */
export const TabletDefault: Story = onTablet({
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
export const TabletFiltered = onTablet(Filtered);
export const TabletEmpty = onTablet(Empty);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);
