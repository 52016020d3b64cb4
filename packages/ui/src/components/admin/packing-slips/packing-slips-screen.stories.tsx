import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type PackingSlip, PackingSlipsScreen } from './packing-slips-screen';

/**
 * Packing slips and waybills (/admin/packing-slips?orders=…), one per order, each on its own printed page:
 * the order number large and plain, who it goes to, their phone and address, what is in the box, and the
 * carrier and tracking number once shipped. Personal data: only members who fulfil orders reach this page.
 *
 * Accessibility: h1 'Packing slips'; each slip an article named by its order; the items a table with a caption.
 */
const slips: PackingSlip[] = [
  {
    orderNumber: 'OJA-2026-000418',
    placedAt: '2026-03-02T09:14:00.000Z',
    recipient: 'Adaeze Okafor',
    phoneNumber: '+2348031234567',
    address: { street: '14 Admiralty Way, Lekki Phase 1', state: 'Lagos' },
    items: [
      { name: 'Hisense 43" Smart TV', quantity: 1 },
      { name: 'HDMI cable, 2 m', quantity: 2 },
    ],
    carrier: null,
    trackingNumber: null,
  },
  {
    orderNumber: 'OJA-2026-000417',
    placedAt: '2026-03-01T16:40:00.000Z',
    recipient: 'Tunde Bakare',
    phoneNumber: '+2348097654321',
    address: { street: '3 Ahmadu Bello Way, Garki', state: 'FCT' },
    items: [{ name: 'Scanfrost chest freezer, 200 L', quantity: 1 }],
    carrier: 'GIG Logistics',
    trackingNumber: 'GIG-88213409',
  },
];

const meta = {
  title: 'Screens/Admin/Packing slips',
  component: PackingSlipsScreen,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    slips,
    missing: [],
    hrefs: { orders: '/admin/orders' },
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PackingSlipsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
    const first = canvas.getByRole('article', { name: 'Packing slip OJA-2026-000418' });
    await expect(first).toHaveTextContent(
      'Adaeze Okafor14 Admiralty Way, Lekki Phase 1LagosPhone +2348031234567',
    );
    await expect(within(first).getByRole('table', { name: /In the box: 3 items/ })).toBeVisible();
    const shipped = canvas.getByRole('article', { name: 'Packing slip OJA-2026-000417' });
    await expect(shipped).toHaveTextContent('GIG Logistics · GIG-88213409');
    canvas.getByRole('button', { name: 'Print 2 slips' }).click();
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** A number that is not a paid order: said at the top, the others still printed. */
export const SomeMissing: Story = {
  args: { slips: slips.slice(0, 1), missing: ['OJA-2026-000999'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No slip for OJA-2026-000999: not found, or not paid.',
    );
    await expect(canvas.getByRole('button', { name: 'Print slip' })).toBeEnabled();
  },
};
