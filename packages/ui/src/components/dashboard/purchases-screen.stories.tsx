import { formatKobo, kobo, lateChargeExample, MANDATE_NOT_INITIATED } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  awaitingBankOrder,
  cancelledOrder,
  completedOrder,
  DASHBOARD_TODAY,
  dashboardLinkedAccounts,
  dashboardOrders,
  holidayOrder,
  lateOrder,
  ongoingOrder,
  pendingOrder,
} from '../../fixtures/dashboard';
import { PurchasesScreen } from './purchases-screen';

/**
 * The shopper's purchases (/user-dashboard/purchases): tabs Pending, Ongoing, Completed and Cancelled with
 * their counts, an order-number search, and order cards that open one at a time ('View Order' / 'Hide
 * Order') with the instalment dots, next due, direct debit, delivery timeline, late payment charge and the
 * refund notice. A pending order offers 'Set up direct debit' (a linked account is chosen first when the
 * shopper has one); an ongoing order offers 'Pay next instalment now' and 'Pay off', each confirmed with its
 * amount.
 *
 * Accessibility: h1 'My purchases'; Radix tabs named 'Orders by status' whose names carry the counts; a
 * search landmark with a labelled field; each card's toggle a disclosure button (aria-expanded,
 * aria-controls); each dot an image named in words; loading a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/Dashboard/Purchases',
  component: PurchasesScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    orders: dashboardOrders,
    tab: 'ongoing',
    onTabChange: fn(),
    today: DASHBOARD_TODAY,
    rotateImages: false,
    onRetry: fn(),
    onSetUpDirectDebit: fn(),
    onPayNextNow: fn(),
    onPayOff: fn(),
  },
} satisfies Meta<typeof PurchasesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

const card = (canvas: ReturnType<typeof within>, orderNumber: string) => {
  const toggle = canvas.getByRole('button', { name: new RegExp(orderNumber) });
  const article = toggle.closest('article');
  if (!article) throw new Error(`no card for ${orderNumber}`);
  return { toggle, article: within(article) };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Orders by status' });
    await expect(within(tabs).getByRole('tab', { name: 'Pending (2)' })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'Ongoing (2)', selected: true })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'Completed (1)' })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'Cancelled (1)' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Completed (1)' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('completed');

    // One card open at a time: opening the second closes the first.
    const first = card(canvas, ongoingOrder.orderNumber);
    const second = card(canvas, lateOrder.orderNumber);
    await expect(first.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first.toggle).toHaveAccessibleName(`View Order ${ongoingOrder.orderNumber}`);
    await userEvent.click(first.toggle);
    await expect(first.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first.toggle).toHaveAccessibleName(`Hide Order ${ongoingOrder.orderNumber}`);
    const details = canvasElement.querySelector(
      `#${CSS.escape(first.toggle.getAttribute('aria-controls') ?? '')}`,
    );
    await expect(details).toBeVisible();
    await userEvent.click(second.toggle);
    await expect(second.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).not.toBeVisible();
    await userEvent.click(second.toggle);
    await expect(second.toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

export const ExpandedCard: Story = {
  args: { defaultExpandedOrderId: ongoingOrder.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { toggle, article } = card(canvas, ongoingOrder.orderNumber);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dots = article.getByRole('list', { name: 'Instalment payments' });
    await expect(within(dots).getAllByRole('img', { name: /: Paid$/ })).toHaveLength(4);
    await expect(
      within(dots).getByRole('img', { name: /Payment 5 of 6, ₦12,500 due 9 Mar 2026: Next payment/ }),
    ).toBeVisible();
    await expect(within(dots).getByRole('img', { name: /Payment 6 of 6.*: Not yet due/ })).toBeVisible();
    // The colours have a key in words beside them (WCAG 1.4.1): the states this order's dots show.
    const legend = article.getByRole('list', { name: 'Key to the dots' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paid', 'Next payment', 'Not yet due']);
    await expect(article.getByText('₦12,500 on 9 Mar 2026')).toBeVisible();
    await expect(article.getAllByText(formatKobo(ongoingOrder.totalPaidKobo)).length).toBeGreaterThan(0);
    const timeline = article.getByRole('list', { name: 'Delivery progress' });
    const steps = within(timeline).getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual([
      'Order received: done2 Feb 2026',
      'Packed: done3 Feb 2026',
      'Shipped: done4 Feb 2026',
      'Delivered: done6 Feb 2026',
    ]);
    await expect(article.getByText('GIG-4471209')).toBeVisible();
    // Not late: no charge line, and the worked example says what lateness would cost. Delivered 24 days ago:
    // the buyer protection's 7 days are over, so no refund notice (issue 45).
    await expect(article.queryByText('Late payment charge')).toBeNull();
    await expect(article.getByText(lateChargeExample(kobo(1_250_000), '2026-03-09'))).toBeVisible();
    await expect(article.queryByText(/Eligible for refund/)).toBeNull();
    await expect(article.getByText('Active')).toBeVisible();
    await expect(article.getByRole('img', { name: ongoingOrder.items[0]?.name })).toBeVisible();
  },
};

export const FailedDot: Story = {
  args: { defaultExpandedOrderId: lateOrder.id },
  play: async ({ canvasElement }) => {
    const { article } = card(within(canvasElement), lateOrder.orderNumber);
    await expect(
      article.getByRole('img', { name: /Payment 3 of 4, ₦55,000 due 23 Feb 2026: Payment failed/ }),
    ).toBeVisible();
    // Due on 23 Mar 2026, the substitute holiday for Eid el-Fitr: debited the next day.
    await expect(
      article.getByRole('img', { name: 'Payment 4 of 4, ₦55,000 due 24 Mar 2026: Next payment' }),
    ).toBeVisible();
    await expect(
      within(article.getByRole('list', { name: 'Key to the dots' })).getByText('Payment failed'),
    ).toBeVisible();
    // A week late on ₦55,000: 1% for the started week.
    await expect(article.getByText('Late payment charge').nextElementSibling).toHaveTextContent('₦550');
    await expect(article.queryByText(/If .* is paid 8 days late/)).toBeNull();
    await expect(article.getByRole('heading', { level: 2 })).toHaveTextContent('and 1 more');
  },
};

/** A next payment due on a public holiday: the day it is debited, and why, wherever a date shows. */
export const DebitMovedOffAHoliday: Story = {
  args: { orders: [holidayOrder], defaultExpandedOrderId: holidayOrder.id },
  play: async ({ canvasElement }) => {
    const { article } = card(within(canvasElement), holidayOrder.orderNumber);
    await expect(
      article.getByRole('img', { name: 'Payment 3 of 4, ₦20,000 due 7 Apr 2026: Next payment' }),
    ).toBeVisible();
    await expect(
      article.getByRole('img', { name: 'Payment 4 of 4, ₦20,000 due 4 May 2026: Not yet due' }),
    ).toBeVisible();
    const next = article.getByText('Next due').nextElementSibling;
    await expect(next).toHaveTextContent(/^₦20,000 on 7 Apr 2026/);
    await expect(
      article.getByText('3 Apr 2026 is a public holiday: debited on the next business day, 7 Apr 2026.'),
    ).toBeVisible();
  },
};

export const PayNextInstalmentConfirm: Story = {
  args: { defaultExpandedOrderId: ongoingOrder.id },
  play: async ({ canvasElement, args }) => {
    const { article } = card(within(canvasElement), ongoingOrder.orderNumber);
    const opener = article.getByRole('button', { name: 'Pay next instalment now' });
    await userEvent.click(opener);
    const confirm = article.getByRole('group', { name: /Pay the next instalment .*₦12,500 now\?/ });
    await expect(within(confirm).getByText(/₦12,500 now\?/)).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await expect(article.queryByRole('group', { name: /Pay the next instalment/ })).toBeNull();
    await userEvent.click(article.getByRole('button', { name: 'Pay next instalment now' }));
    await userEvent.click(article.getByRole('button', { name: 'Pay ₦12,500' }));
    await expect(args.onPayNextNow).toHaveBeenCalledWith(ongoingOrder.id, 1_250_000, { method: 'card' });
  },
};

export const PayOffConfirm: Story = {
  args: { defaultExpandedOrderId: lateOrder.id },
  play: async ({ canvasElement, args }) => {
    const { article } = card(within(canvasElement), lateOrder.orderNumber);
    await userEvent.click(article.getByRole('button', { name: 'Pay off' }));
    // The failed instalment and the next one: ₦110,000, exact to the kobo.
    const confirm = article.getByRole('group', { name: /Pay off order .*: ₦110,000 now\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pay ₦110,000' }));
    await expect(args.onPayOff).toHaveBeenCalledWith(lateOrder.id, 11_000_000, { method: 'card' });
  },
};

export const PendingTab: Story = {
  args: { tab: 'pending', defaultExpandedOrderId: pendingOrder.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pending (2)', selected: true })).toBeVisible();
    const { article } = card(canvas, pendingOrder.orderNumber);
    await expect(article.getByText('Direct debit').nextElementSibling).toHaveTextContent(
      MANDATE_NOT_INITIATED,
    );
    await expect(article.queryByRole('button', { name: 'Pay off' })).toBeNull();
    await userEvent.click(article.getByRole('button', { name: 'Set up direct debit' }));
    await expect(args.onSetUpDirectDebit).toHaveBeenCalledWith(pendingOrder.id);
    // The order whose mandate waits for the bank says so and offers no second set-up.
    const waiting = card(canvas, awaitingBankOrder.orderNumber);
    await userEvent.click(waiting.toggle);
    await expect(waiting.article.getByText('Pending bank approval')).toBeVisible();
    await expect(waiting.article.queryByRole('button', { name: 'Set up direct debit' })).toBeNull();
  },
};

export const PendingWithLinkedAccounts: Story = {
  args: { tab: 'pending', defaultExpandedOrderId: pendingOrder.id, linkedAccounts: dashboardLinkedAccounts },
  play: async ({ canvasElement, args }) => {
    const { article } = card(within(canvasElement), pendingOrder.orderNumber);
    await userEvent.click(article.getByRole('button', { name: 'Set up direct debit' }));
    await expect(args.onSetUpDirectDebit).not.toHaveBeenCalled();
    const group = article.getByRole('group', { name: 'Select your linked bank account to continue' });
    const options = within(group).getAllByRole('radio');
    await expect(options).toHaveLength(2);
    // Account names are cut at 19 characters, as checkout's picker cuts them.
    await expect(within(group).getByText('Adebayo Oluwaseun C…')).toBeVisible();
    const continueButton = article.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: /Access Bank/ }));
    await expect(continueButton).toBeEnabled();
    await userEvent.click(continueButton);
    await expect(args.onSetUpDirectDebit).toHaveBeenCalledWith(pendingOrder.id, 'mandate-2');
    await userEvent.click(article.getByRole('button', { name: 'Link another bank account' }));
    await expect(args.onSetUpDirectDebit).toHaveBeenLastCalledWith(pendingOrder.id);
  },
};

export const CompletedTab: Story = {
  args: { tab: 'completed', defaultExpandedOrderId: completedOrder.id },
  play: async ({ canvasElement }) => {
    const { article } = card(within(canvasElement), completedOrder.orderNumber);
    await expect(article.getAllByRole('img', { name: /: Paid$/ })).toHaveLength(4);
    await expect(article.getByText('Nothing left to pay')).toBeVisible();
    await expect(article.queryByRole('button', { name: 'Pay off' })).toBeNull();
    // Fully paid and delivered months ago (issue 45): no 'Late payment charge ₦0', no refund window left.
    await expect(article.queryByText('Late payment charge')).toBeNull();
    await expect(article.queryByText(/Eligible for refund/)).toBeNull();
  },
};

/** Delivered three days ago: 4 days of the buyer protection left, said on the card (issue 45). */
export const RefundWindowOpen: Story = {
  args: {
    defaultExpandedOrderId: ongoingOrder.id,
    orders: dashboardOrders.map((order) =>
      order.id === ongoingOrder.id ? { ...order, deliveredOn: '2026-02-27' } : order,
    ),
  },
  play: async ({ canvasElement }) => {
    const { article } = card(within(canvasElement), ongoingOrder.orderNumber);
    await expect(article.getByText('Eligible for refund in 4 days')).toBeVisible();
    await expect(article.queryByText('Late payment charge')).toBeNull();
  },
};

export const CancelledTab: Story = {
  args: { tab: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { toggle, article } = card(canvas, cancelledOrder.orderNumber);
    await userEvent.click(toggle);
    await expect(article.queryByRole('list', { name: 'Delivery progress' })).toBeNull();
    // Never delivered: no refund window to speak of (its refunds, if any, are listed instead).
    await expect(article.queryByText(/Eligible for refund/)).toBeNull();
  },
};

/** A cancelled order paid after a newer checkout replaced it: the money goes back, with its reference. */
const refundedOrder = {
  ...cancelledOrder,
  refunds: [
    {
      reference: `RF-${cancelledOrder.orderNumber}-7a16edcdc89a`,
      amountKobo: kobo(186_000_00),
      status: 'processing' as const,
      reason: 'late',
    },
  ],
};

export const CancelledWithRefund: Story = {
  args: { tab: 'cancelled', orders: [refundedOrder] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { toggle, article } = card(canvas, cancelledOrder.orderNumber);
    await userEvent.click(toggle);
    const refunds = within(article.getByRole('region', { name: /^Refunds$/ }));
    await expect(refunds.getByText(formatKobo(kobo(186_000_00)))).toBeVisible();
    await expect(refunds.getByText(/On its way: it reaches you in 7 to 14 business days/)).toBeVisible();
    await expect(refunds.getByText(/Paid after the order had been replaced or had expired/)).toBeVisible();
    await expect(refunds.getByText(refundedOrder.refunds[0]?.reference ?? '')).toBeVisible();
  },
};

export const EmptyTab: Story = {
  args: { tab: 'cancelled', orders: [ongoingOrder] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Cancelled (0)', selected: true })).toBeVisible();
    await expect(canvas.getByText('No cancelled orders were found')).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders were found')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search by order number' });
    // An empty search does nothing: the tabs stay.
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('tablist')).toBeVisible();
    // Trimmed, lowercased, a part of the number: the result crosses the tabs.
    await userEvent.clear(field);
    await userEvent.type(field, ' oja-2026-00032 {Enter}');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Results for “oja-2026-00032”' }),
    ).toBeVisible();
    const results = within(canvas.getByRole('list', { name: 'Orders' }));
    await expect(results.getAllByRole('article')).toHaveLength(1);
    await expect(
      results.getByRole('button', { name: `View Order ${pendingOrder.orderNumber}` }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('tablist')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by order number' }),
      'OJA-1999{Enter}',
    );
    await expect(canvas.getByText('No orders were found')).toBeVisible();
  },
};

export const ImageRotation: Story = {
  args: { orders: [ongoingOrder], rotateImages: true },
  play: async ({ canvasElement }) => {
    const { article } = card(within(canvasElement), ongoingOrder.orderNumber);
    const [firstSrc, secondSrc] = ongoingOrder.items[0]?.imageUrls ?? [];
    const image = () => article.getByRole('img', { name: ongoingOrder.items[0]?.name });
    await expect(image()).toHaveAttribute('src', firstSrc);
    // Every 3 seconds the next picture, while nobody points at the card.
    await waitFor(() => expect(image()).toHaveAttribute('src', secondSrc), { timeout: 4000 });
    // Held still while the pointer is over the card (and likewise while focus is inside it).
    const cardElement = image().closest('article');
    if (!cardElement) throw new Error('no card');
    await userEvent.hover(cardElement);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(image()).toHaveAttribute('src', secondSrc);
  },
};

export const Loading: Story = {
  args: { status: 'loading', orders: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Orders...');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', orders: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile = onMobile(Default);
export const CancelledWithRefundMobile = onMobile(CancelledWithRefund);
export const ExpandedCardMobile = onMobile(ExpandedCard);
export const FailedDotMobile = onMobile(FailedDot);
export const PayNextInstalmentConfirmMobile = onMobile(PayNextInstalmentConfirm);
export const PayOffConfirmMobile = onMobile(PayOffConfirm);
export const PendingTabMobile = onMobile(PendingTab);
export const PendingWithLinkedAccountsMobile = onMobile(PendingWithLinkedAccounts);
export const CompletedTabMobile = onMobile(CompletedTab);
export const CancelledTabMobile = onMobile(CancelledTab);
export const EmptyTabMobile = onMobile(EmptyTab);
export const NoOrdersMobile = onMobile(NoOrders);
export const SearchMobile = onMobile(Search);
export const SearchNoMatchMobile = onMobile(SearchNoMatch);
export const ImageRotationMobile = onMobile(ImageRotation);
export const LoadingMobile = onMobile(Loading);
export const LoadErrorMobile = onMobile(LoadError);
export const DebitMovedOffAHolidayMobile = onMobile(DebitMovedOffAHoliday);

/**
 * Offline (the page from the device's copy, or the connection dropped): a calm banner with the time the orders
 * were fetched, and every money button disabled with the reason (DESIGN.md, 'Offline and data saver').
 */
export const Offline: Story = onMobile({
  args: { defaultExpandedOrderId: ongoingOrder.id, offlineAsOf: '14:05' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are offline. Showing your purchases as of 14:05.',
    );
    const payNext = canvas.getByRole('button', { name: 'Pay next instalment now' });
    await expect(payNext).toBeDisabled();
    await expect(payNext).toHaveAccessibleDescription('Paying needs a connection: you are offline.');
    await expect(canvas.getByRole('button', { name: 'Pay off' })).toBeDisabled();
    await expect(args.onPayNextNow).not.toHaveBeenCalled();
  },
});
