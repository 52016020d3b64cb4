import { keyFactsStatement } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bigCheckout } from '../../fixtures/checkout';
import {
  cancelledOrder,
  DASHBOARD_TODAY,
  dashboardLinkedAccounts,
  holidayOrder,
  lateOrder,
  ongoingOrder,
  pendingOrder,
} from '../../fixtures/dashboard';
import { OrderCard } from './order-card';

/**
 * One order of My purchases: picture, item, order number, plan and what is paid; 'View Order' opens its
 * details (instalment dots, next due, direct debit, delivery, late payment charge and refunds, and the
 * actions of its tab). The purchases screen's stories show it in its lists; these show one card alone.
 *
 * Accessibility: an article named by its item; the toggle is a disclosure button (aria-expanded,
 * aria-controls) whose name says which order it opens.
 */
const meta = {
  title: 'Screens/Dashboard/OrderCard',
  component: OrderCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    order: ongoingOrder,
    expanded: false,
    onToggle: fn(),
    today: DASHBOARD_TODAY,
    rotateImages: false,
    linkedAccounts: dashboardLinkedAccounts,
    onSetUpDirectDebit: fn(),
    onPayNextNow: fn(),
    onPayOff: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const [expanded, setExpanded] = useState(args.expanded);
    return (
      <OrderCard
        {...args}
        expanded={expanded}
        onToggle={() => {
          setExpanded((e) => !e);
          args.onToggle();
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: `View Order ${ongoingOrder.orderNumber}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('button', { name: `Hide Order ${ongoingOrder.orderNumber}` }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Payments' })).toBeVisible();
  },
};

export const Playground: Story = { args: { expanded: true } };

/** Ongoing and open: the payments, the direct debit and 'Pay next instalment now' / 'Pay off'. */
export const OngoingExpanded: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay next instalment now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay off' })).toBeVisible();
  },
};

/**
 * With the key facts statement the shopper accepted before this instalment order (issue 42): its stored text,
 * read back into sections, under its own heading, with when it was accepted.
 */
export const WithKeyFacts: Story = {
  args: {
    expanded: true,
    order: {
      ...ongoingOrder,
      keyFacts: {
        text: keyFactsStatement(bigCheckout).text,
        version: 'key-facts-2026-12-v1',
        acceptedAt: '2026-03-09T09:15:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Key facts' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Key facts statement' })).toHaveTextContent(
      'Total cost of credit: ₦0. That is zero naira.',
    );
    await expect(
      canvas.getByText('You accepted these key facts on 9 Mar 2026, 10:15 (Lagos time).'),
    ).toBeVisible();
  },
};

/** A failed debit: a red dot and a late payment charge. */
export const Late: Story = {
  args: { order: lateOrder, expanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Late payment charge')).toBeVisible();
  },
};

/** Pending without a direct debit: 'Set up direct debit' opens the LinkedAccountPicker. */
export const PendingSetUp: Story = {
  args: { order: pendingOrder, expanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up direct debit' }));
    const picker = canvas.getByRole('group', { name: 'Select your linked bank account to continue' });
    await userEvent.click(within(picker).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSetUpDirectDebit).toHaveBeenCalledWith(
      pendingOrder.id,
      dashboardLinkedAccounts[0]?.id,
    );
  },
};

/** Cancelled: no delivery and no actions. */
export const Cancelled: Story = {
  args: { order: cancelledOrder, expanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Delivery' })).toBeNull();
  },
};

/** Shipped: 'Shipped' with the carrier, tracking number and expected day on the card, and the timeline's days. */
export const Shipped: Story = {
  args: { order: holidayOrder, expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipped', { selector: 'strong' }).closest('p')).toHaveTextContent(
      'Shipped · GIG Logistics · Tracking number GIG-5520931 · Expected 4 Mar 2026 · Track your parcel',
    );
    // The carrier is in the domain's table: the link goes to its own tracking page for this number.
    await expect(canvas.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://giglogistics.com/track?waybill=GIG-5520931',
    );
    const steps = within(canvas.getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual([
      'Order received: done3 Feb 2026',
      'Packed: done27 Feb 2026',
      'Shipped: done2 Mar 2026',
      'Delivered: in progress',
    ]);
  },
};

/** Shipped by a carrier the shop's table does not know: the carrier and the number, with no tracking link. */
export const ShippedUnknownCarrier: Story = {
  args: {
    order: {
      ...holidayOrder,
      shipment: {
        status: 'shipped',
        carrier: 'Ikeja Bike Riders',
        trackingNumber: 'IBR-0042',
        expectedDelivery: '2026-03-04',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipped', { selector: 'strong' }).closest('p')).toHaveTextContent(
      'Shipped · Ikeja Bike Riders · Tracking number IBR-0042 · Expected 4 Mar 2026',
    );
    await expect(canvas.queryByRole('link', { name: /Track your parcel/ })).toBeNull();
  },
};
