import { kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopperCredit } from './shopper-credit';
import { ShopperScreen } from './shopper-screen';
import type { AdminShopperPage } from './shopper-types';

/**
 * The console's shopper page: a shopper with an order and its schedule, a mandate, a refund, messages, an
 * open and an overdue complaint and a note; support's view (no BVN digits, '—'); adding a note and a refused
 * note; the credit block's actions (a custom limit, freeze and unfreeze, Tier 2 taken back) and its frozen and
 * custom-limit states; a shopper not found, loading and a failed load.
 *
 * Accessibility: h1 the shopper's name; each block a region named by its h2; each schedule a captioned table.
 */
const NOW = Date.parse('2030-01-02T10:00:00Z');

const PAGE: AdminShopperPage = {
  shopper: {
    userId: 'usr_7k3qx9ab',
    name: 'Ada Okafor',
    email: 'ada@example.com',
    phoneNumber: '+2348031234567',
    tier: 1,
    createdAt: '2029-11-02T09:00:00Z',
    bvnLast4: '4821',
    bvnVerifiedAt: '2029-11-02T09:10:00Z',
    addressCheck: { status: 'verified', requestedAt: '2029-11-03T10:00:00Z' },
    creditCheckConsentAt: '2029-11-02T09:05:00Z',
    smsNotifications: true,
  },
  credit: {
    limitKobo: kobo(50_000_000),
    usedKobo: kobo(18_000_000),
    leftKobo: kobo(32_000_000),
    owedKobo: kobo(18_000_000),
    tierLimitKobo: kobo(50_000_000),
    customLimitKobo: null,
    frozen: null,
  },
  orders: [
    {
      orderNumber: 'OJA-2029-000418',
      status: 'paid',
      plan: 'monthly',
      totalKobo: kobo(24_000_000),
      createdAt: '2029-12-01T12:00:00Z',
      schedule: [
        { number: 1, amountKobo: kobo(6_000_000), dueDate: '2029-12-01', status: 'paid' },
        { number: 2, amountKobo: kobo(6_000_000), dueDate: '2030-01-01', status: 'failed' },
        { number: 3, amountKobo: kobo(6_000_000), dueDate: '2030-02-01', status: 'unpaid' },
        { number: 4, amountKobo: kobo(6_000_000), dueDate: '2030-03-01', status: 'unpaid' },
      ],
    },
  ],
  mandates: [{ orderNumber: 'OJA-2029-000418', status: 'active', bankName: 'GTBank', last4: '0123' }],
  refunds: [
    {
      reference: 'RFD-2Q8W',
      orderNumber: 'OJA-2029-000418',
      amountKobo: kobo(250_000),
      status: 'processed',
      reason: 'Delivery fee waived',
    },
  ],
  messages: [
    {
      channel: 'sms',
      subject: 'Your instalment could not be collected',
      status: 'sent',
      createdAt: '2030-01-01T08:00:00Z',
    },
    {
      channel: 'email',
      subject: 'Your order is on its way',
      status: 'sent',
      createdAt: '2029-12-02T08:00:00Z',
    },
  ],
  complaints: [
    {
      reference: 'CMP-7K3QX9AB',
      orderNumber: 'OJA-2029-000418',
      category: 'product',
      status: 'open',
      raisedAt: '2030-01-01T09:00:00Z',
      dueAt: '2030-01-03T09:00:00Z',
      escalatedAt: null,
      resolvedAt: null,
    },
    {
      reference: 'CMP-H8M2PQ4R',
      orderNumber: null,
      category: 'account',
      status: 'open',
      raisedAt: '2029-12-29T08:00:00Z',
      dueAt: '2029-12-31T08:00:00Z',
      escalatedAt: '2029-12-31T08:00:00Z',
      resolvedAt: null,
    },
  ],
  notes: [{ text: 'Called: salary comes on the 5th.', staffName: 'Amaka', at: '2030-01-01T11:30:00Z' }],
};

const meta = {
  title: 'Screens/Admin/Shopper',
  component: ShopperScreen,
  subcomponents: { ShopperCredit },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    page: PAGE,
    hrefs: {
      order: (orderNumber: string) => `/admin/orders/${orderNumber}`,
      shopper: (userId: string) => `/admin/shoppers/${userId}`,
      complaints: (status: 'open' | 'resolved') =>
        status === 'open' ? '/admin/complaints' : '/admin/complaints?status=resolved',
    },
    now: NOW,
    canAddNote: true,
    onAddNote: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ShopperScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeVisible();
    await expect(canvas.getByText('Ending 4821, verified 2 Nov 2029')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'OJA-2029-000418' })).toHaveAttribute(
      'href',
      '/admin/orders/OJA-2029-000418',
    );
    const schedule = canvas.getByRole('table', { name: 'Schedule of OJA-2029-000418' });
    await expect(within(schedule).getByText('Debit failed')).toBeVisible();
    await expect(canvas.getByText('23 h 0 min left')).toBeVisible();
    await expect(canvas.getByText(/^Overdue by/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CMP-7K3QX9AB' })).toHaveAttribute(
      'href',
      '/admin/complaints',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add note' }), 'Promised to pay on Friday.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith('Promised to pay on Friday.');
    // The click scrolled the form into view: back to the top, so the baseline shows the page from its heading.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const SupportView: Story = {
  args: { page: { ...PAGE, shopper: { ...PAGE.shopper, bvnLast4: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/4821/)).toBeNull();
    await expect(canvas.getByText('BVN').nextElementSibling).toHaveTextContent('—');
  },
};

export const NoteRefused: Story = {
  args: { noteError: 'Write the note: at most 2,000 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Write the note: at most 2,000 characters')).toBeVisible();
  },
};

export const NewShopper: Story = {
  args: {
    canAddNote: false,
    page: {
      ...PAGE,
      shopper: {
        ...PAGE.shopper,
        bvnLast4: null,
        bvnVerifiedAt: null,
        addressCheck: null,
        creditCheckConsentAt: null,
      },
      credit: {
        limitKobo: kobo(50_000_000),
        usedKobo: kobo(0),
        leftKobo: kobo(50_000_000),
        owedKobo: kobo(0),
        tierLimitKobo: kobo(50_000_000),
        customLimitKobo: null,
        frozen: null,
      },
      orders: [],
      mandates: [],
      refunds: [],
      messages: [],
      complaints: [],
      notes: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add note' })).toBeNull();
  },
};

const TIER_2: AdminShopperPage = {
  ...PAGE,
  shopper: { ...PAGE.shopper, tier: 2 },
  credit: {
    ...PAGE.credit,
    limitKobo: kobo(100_000_000),
    leftKobo: kobo(82_000_000),
    tierLimitKobo: kobo(100_000_000),
  },
};
const REASON = 'Two instalments missed in a row';

/** Finance on a Tier 2 shopper: the three actions; a limit above the tier's is refused before it is sent. */
export const CreditActions: Story = {
  args: { page: TIER_2, canManageCredit: true, onCreditAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open: instalment orders allowed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Take Tier 2 back' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set custom limit' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Limit in naira' }), '1,500,000');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Set limit' }));
    await expect(
      dialog.getByText('A limit cannot be above ₦1,000,000, the most Tier 2 allows'),
    ).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Limit in naira' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Limit in naira' }), '200000');
    await userEvent.click(dialog.getByRole('button', { name: 'Set limit' }));
    await expect(args.onCreditAction).toHaveBeenCalledWith({
      action: 'limit',
      limitKobo: 20_000_000,
      reason: REASON,
    });
  },
};

/** Freezing asks for the reason the audit trail keeps. */
export const FreezeDialog: Story = {
  args: { canManageCredit: true, onCreditAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Take Tier 2 back' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Freeze credit' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Freeze' }));
    await expect(
      dialog.getByText('Give the reason, in 10 to 500 characters: it is kept in the audit trail'),
    ).toBeVisible();
    await expect(args.onCreditAction).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Freeze' }));
    await expect(args.onCreditAction).toHaveBeenCalledWith({ action: 'freeze', reason: REASON });
  },
};

/** A frozen credit, in words: since when, by whom and why; nothing left; Unfreeze in place of Freeze. */
export const CreditFrozen: Story = {
  args: {
    canManageCredit: true,
    page: {
      ...PAGE,
      credit: {
        ...PAGE.credit,
        leftKobo: kobo(0),
        frozen: { at: '2030-01-02T09:00:00Z', reason: REASON, staffName: 'Bola Finance' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Frozen since .* by Bola Finance: Two instalments missed in a row$/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unfreeze credit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Freeze credit' })).toBeNull();
  },
};

/** A custom limit below the tier's: the limit that applies, with the tier's beside it. */
export const CustomLimit: Story = {
  args: {
    page: {
      ...TIER_2,
      credit: {
        ...TIER_2.credit,
        limitKobo: kobo(30_000_000),
        leftKobo: kobo(12_000_000),
        customLimitKobo: kobo(30_000_000),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₦300,000 (custom; Tier 2 allows ₦1,000,000)')).toBeVisible();
    // Support sees the credit but has no actions.
    await expect(canvas.queryByRole('button', { name: 'Freeze credit' })).toBeNull();
  },
};

export const NotFound: Story = { args: { status: 'not-found', page: null } };

export const Loading: Story = { args: { status: 'loading', page: null } };

export const LoadFailed: Story = {
  args: { status: 'error', page: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
