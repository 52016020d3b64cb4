import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminOrderRows, adminOrdersHrefs } from '../../../fixtures/admin-orders';
import { BulkFulfilmentBar, type BulkOutcome, type OrdersBulk } from './bulk-fulfilment-bar';
import { BulkShipDialog } from './bulk-ship-dialog';
import { OrdersScreen } from './orders-screen';
import { NO_ORDER_FILTERS } from './orders-types';

/**
 * Fulfilment at volume on the orders list (members who fulfil orders): a checkbox per order and 'Select all
 * on this page', then Pack, Ship… (a tracking number per order, typed or pasted) or Print packing slips for
 * all of them; the server's answer names each order it could not move, with the reason.
 *
 * Accessibility: each checkbox named by its order; the bar a toolbar named 'Selected orders'; the outcome a
 * status, the refused orders a list.
 */
const [first, second, third] = adminOrderRows;
const today = '2026-03-03';

function BulkOrders({ outcome = null, initial = [] }: { outcome?: BulkOutcome | null; initial?: string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  const bulk: OrdersBulk = {
    selected,
    onSelectionChange: setSelected,
    today,
    busy: null,
    outcome,
    failure: null,
    onPack: fn(),
    onShip: fn(),
    packingSlipsHref: `/admin/packing-slips?orders=${[...selected].join(',')}`,
  };
  return (
    <OrdersScreen
      status="ready"
      orders={adminOrderRows}
      total={adminOrderRows.length}
      page={1}
      pageCount={1}
      filters={NO_ORDER_FILTERS}
      sort={{ key: 'placedAt', direction: 'descending' }}
      hrefs={adminOrdersHrefs}
      onFiltersChange={fn()}
      onSortChange={fn()}
      onPageChange={fn()}
      onRetry={fn()}
      bulk={bulk}
    />
  );
}

const meta = {
  title: 'Screens/Admin/Orders/Bulk fulfilment',
  component: BulkOrders,
  subcomponents: { BulkFulfilmentBar, BulkShipDialog },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof BulkOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Selecting: one order by its checkbox (keyboard: Tab to it, Space), then every order of the page. */
export const Selecting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('toolbar', { name: 'Selected orders' })).toBeNull();
    const box = canvas.getByRole('checkbox', { name: `Select ${first?.orderNumber}` });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    const bar = canvas.getByRole('toolbar', { name: 'Selected orders' });
    await expect(bar).toHaveTextContent('1 order selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(bar).toHaveTextContent(`${adminOrderRows.length} orders selected`);
    await expect(within(bar).getByRole('link', { name: 'Print packing slips' })).toHaveAttribute(
      'href',
      `/admin/packing-slips?orders=${[first, ...adminOrderRows.slice(1)].map((r) => r?.orderNumber).join(',')}`,
    );
  },
};

/** After a bulk ship: how many shipped, and each order not moved with the reason. */
export const Outcome: Story = {
  args: {
    initial: [third?.orderNumber ?? ''],
    outcome: {
      action: 'ship',
      moved: [first?.orderNumber ?? '', second?.orderNumber ?? ''],
      refused: [
        {
          orderNumber: third?.orderNumber ?? '',
          reason: `Order ${third?.orderNumber} is received: it cannot be shipped now.`,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 orders shipped. 1 order not moved:');
    await expect(canvas.getByRole('list', { name: 'Orders not moved' })).toHaveTextContent(
      `Order ${third?.orderNumber} is received: it cannot be shipped now.`,
    );
  },
};

/** Ship…: the carrier and day for all, a line per order started for the operator; a missing number is named. */
export const ShipDialog: StoryObj<typeof BulkShipDialog> = {
  render: (args) => <BulkShipDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    orderNumbers: [first?.orderNumber ?? '', second?.orderNumber ?? ''],
    today,
    onShip: fn(),
  },
  play: async ({ args }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Ship 2 orders' });
    const lines = within(dialog).getByRole('textbox', { name: 'Tracking numbers' });
    await expect(lines).toHaveValue(`${first?.orderNumber}, \n${second?.orderNumber}, `);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'GIG Logistics');
    await userEvent.type(within(dialog).getByLabelText('Expected delivery'), '2026-03-05');
    await userEvent.clear(lines);
    await userEvent.type(lines, `${first?.orderNumber}, GIG-1001`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await expect(args.onShip).not.toHaveBeenCalled();
    await expect(lines).toHaveAccessibleDescription(/Give every selected order its tracking number/);
    await expect(lines).toHaveFocus();
  },
};
