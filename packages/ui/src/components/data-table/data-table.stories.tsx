import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminOrderRows } from '../../fixtures/admin-orders';
import type { AdminOrderRow } from '../admin/orders/orders-types';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table';

type Key = 'orderNumber' | 'total';

const columns: DataTableColumn<AdminOrderRow, Key>[] = [
  { id: 'number', header: 'Order', sortKey: 'orderNumber', cell: (row) => row.orderNumber },
  { id: 'shopper', header: 'Shopper', cell: (row) => row.shopperName },
  { id: 'email', header: 'Email', cell: (row) => row.shopperEmail },
  {
    id: 'total',
    header: 'Total',
    sortKey: 'total',
    firstDirection: 'descending',
    align: 'end',
    cell: (row) => formatKobo(row.totalKobo),
  },
];

/** The stories' table: orders, a page of three, sorted by the table's own state so the sort can be seen. */
function OrdersTable(props: Partial<DataTableProps<AdminOrderRow, Key>>) {
  const [sort, setSort] = useState<DataTableSort<Key>>({ key: 'orderNumber', direction: 'descending' });
  const rows = [...adminOrderRows].sort((a, b) => {
    const by = sort.key === 'total' ? a.totalKobo - b.totalKobo : a.orderNumber.localeCompare(b.orderNumber);
    return sort.direction === 'ascending' ? by : -by;
  });
  return (
    <DataTable<AdminOrderRow, Key>
      totalLabel={(total) => `${total} orders`}
      {...props}
      caption="Recent orders"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

/**
 * The console's table of records: columns with a cell renderer each, controlled sorting (the app sorts, on
 * the server), paging ('Page X of Y', Previous and Next), an empty state that says what to do next, skeleton
 * rows while loading, and rows that open a page.
 *
 * Accessibility: a `<table>` named by its caption; a sortable header is a button in a `th` with `aria-sort`
 * (Tab reaches it, Enter or Space sorts); a linked row's first cell is a real link stretched over the row;
 * the table sits in a focusable region that scrolls sideways on a narrow screen; loading marks the table
 * busy and says so in a status; the current page is announced politely when it changes.
 */
const meta = {
  title: 'Primitives/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  render: (args) => <OrdersTable {...(args as Partial<DataTableProps<AdminOrderRow, Key>>)} />,
  args: {
    caption: 'Recent orders',
    columns: columns as DataTableColumn<unknown>[],
    rows: [],
    rowKey: () => '',
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Sort by keyboard: Tab to a header's button, Enter sorts; again turns it round. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent orders' });
    await expect(canvas.getByRole('columnheader', { name: 'Order' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Shopper' })).not.toHaveAttribute('aria-sort');
    await expect(rowsOf(canvasElement)[0]).toBe('OJA-2026-000418');
    canvas.getByRole('button', { name: 'Total' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'total', direction: 'descending' });
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Order' })).toHaveAttribute('aria-sort', 'none');
    await expect(rowsOf(canvasElement)[0]).toBe('OJA-2026-000409');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rowsOf(canvasElement)[0]).toBe('OJA-2026-000412');
    // Amounts line up at the end of their column.
    await expect(within(table).getByText('₦1,290,000')).toHaveStyle({ textAlign: 'end' });
  },
};

export const Playground: Story = {};

/** Rows that open a page: the first cell is the link (keyboard), the whole row answers a click. */
export const LinkedRows: Story = {
  args: { rowHref: (row) => `/admin/orders/${(row as AdminOrderRow).id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'OJA-2026-000417' });
    await expect(link).toHaveAttribute('href', '/admin/orders/ord_417');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'OJA-2026-000418' })).toHaveFocus();
    await expect(canvas.getAllByRole('link')).toHaveLength(adminOrderRows.length);
  },
};

export const Paged: Story = {
  args: { paging: { page: 2, pageCount: 3, total: 17, onPageChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Pages of recent orders' }));
    await expect(pages.getByText('Page 2 of 3')).toBeVisible();
    await expect(pages.getByText('17 orders')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Previous' }));
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { paging: { page: 3, pageCount: 3, total: 17, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Pages of recent orders' }));
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const Empty: Story = {
  render: (args) => (
    <DataTable<AdminOrderRow, Key>
      {...(args as Partial<DataTableProps<AdminOrderRow, Key>>)}
      caption="Recent orders"
      columns={columns}
      rows={[]}
      rowKey={(row) => row.id}
      empty="No orders yet. They show here as soon as a shopper pays."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet. They show here as soon as a shopper pays.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 4, paging: { page: 1, pageCount: 3, total: 17, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Recent orders' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading recent orders…');
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByText('OJA-2026-000418')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** On a narrow screen the table scrolls sideways in its own region, which the keyboard can reach. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Recent orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
