import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AdminComplaintView, ComplaintsScreen } from './complaints-screen';

/**
 * The console's complaints desk: the queue by time left on the 48-hour promise (an escalated complaint first),
 * assignment, a reply, a resolution, a refused action, the resolved tab, a complaint with its picture, an
 * empty queue, loading and a failed load; at desktop and tablet widths.
 *
 * Accessibility: h1 'Complaints'; each complaint an article named by its reference; every field labelled
 * with the reference it acts on; a refusal an alert.
 */
const NOW = Date.parse('2030-01-02T10:00:00Z');

/** A stand-in for a shopper's photo (shapes only, so every machine draws it alike). */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#d9e2ec"/><rect x="170" y="60" width="300" height="360" rx="28" fill="#243b53"/><path d="M230 120 L300 230 L260 300 L360 400" stroke="#f0f4f8" stroke-width="6" fill="none"/></svg>',
)}`;

const ESCALATED: AdminComplaintView = {
  reference: 'CMP-H8M2PQ4R',
  category: 'refund',
  text: 'My refund has not arrived after two weeks.',
  orderNumber: 'OJA-2030-000377',
  status: 'escalated',
  raisedAt: '2029-12-30T08:00:00Z',
  dueAt: '2030-01-01T08:00:00Z',
  resolution: null,
  replies: [],
  shopper: { name: 'Ada Okafor', email: 'ada@example.com' },
  assignee: null,
};
const OPEN: AdminComplaintView = {
  ...ESCALATED,
  reference: 'CMP-7K3QX9AB',
  category: 'product',
  text: 'The phone arrived with a cracked screen.',
  orderNumber: 'OJA-2030-000418',
  status: 'open',
  raisedAt: '2030-01-01T09:00:00Z',
  dueAt: '2030-01-03T09:00:00Z',
  replies: [
    { text: 'We are sorry. A new phone leaves tomorrow.', at: '2030-01-01T11:30:00Z', from: 'Amaka' },
  ],
  shopper: { name: null, email: 'tunde@example.com' },
  assignee: { staffId: 'staff-amaka', name: 'Amaka' },
};
const RESOLVED: AdminComplaintView = {
  ...OPEN,
  reference: 'CMP-Z4T6WN2C',
  status: 'resolved',
  resolution: 'We replaced the phone and refunded the delivery fee.',
};

const meta = {
  title: 'Screens/Admin/Complaints',
  component: ComplaintsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    filter: 'open',
    complaints: [ESCALATED, OPEN],
    counts: { open: 2, escalated: 1 },
    handlers: [
      { staffId: 'staff-amaka', name: 'Amaka' },
      { staffId: 'staff-bisi', name: 'Bisi' },
    ],
    now: NOW,
    exportAction: '/api/v1/admin/complaints/export',
    onFilterChange: fn(),
    onAct: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ComplaintsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReplyAndResolve: Story = {
  args: { complaints: [OPEN], counts: { open: 1, escalated: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply to CMP-7K3QX9AB' }), 'It is on its way.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onAct).toHaveBeenCalledWith('CMP-7K3QX9AB', {
      kind: 'reply',
      text: 'It is on its way.',
    });
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'How CMP-7K3QX9AB was resolved' }),
      'Replaced the phone.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve' }));
    await expect(args.onAct).toHaveBeenCalledWith('CMP-7K3QX9AB', {
      kind: 'resolve',
      reason: 'Replaced the phone.',
    });
  },
};

export const Refused: Story = {
  args: {
    complaints: [OPEN],
    refusal: { reference: 'CMP-7K3QX9AB', message: 'Say how it was resolved in 10 to 1,000 characters.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('10 to 1,000 characters');
  },
};

export const Busy: Story = {
  args: { complaints: [OPEN], busyReference: 'CMP-7K3QX9AB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send reply' })).toBeDisabled();
  },
};

export const ResolvedTab: Story = {
  args: { filter: 'resolved', complaints: [RESOLVED], counts: { open: 0, escalated: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/refunded the delivery fee/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};

export const Empty: Story = { args: { complaints: [], counts: { open: 0, escalated: 0 } } };

export const Loading: Story = { args: { status: 'loading', complaints: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', complaints: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 open, 1 escalated (past the 48-hour promise)')).toBeVisible();
    const articles = canvas.getAllByRole('article');
    await expect(articles[0]).toHaveAccessibleName('CMP-H8M2PQ4R');
    await expect(within(articles[0] as HTMLElement).getByText('Overdue by 26 h 0 min')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Handler of CMP-H8M2PQ4R' }),
      'staff-bisi',
    );
    await expect(args.onAct).toHaveBeenCalledWith('CMP-H8M2PQ4R', { kind: 'assign', staffId: 'staff-bisi' });
  },
};

export const WithPicture: Story = {
  args: {
    complaints: [{ ...OPEN, hasPicture: true }],
    counts: { open: 1, escalated: 0 },
    pictureHref: () => PHOTO,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: `Sent with complaint ${OPEN.reference}` })).toBeVisible();
  },
};
