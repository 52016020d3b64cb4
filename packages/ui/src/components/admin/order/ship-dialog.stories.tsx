import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ADMIN_TODAY } from '../../../fixtures/admin-order';
import { ShipDialog } from './ship-dialog';

/**
 * The shipment form of a packed order (opened by Ship… on the order's page): carrier, tracking number and
 * expected delivery, judged by the domain's validateShipment. These stories show the states the page's own
 * stories cannot hold open: the server at work, and its refusal. Accessibility: a Radix dialog named by its
 * title, focus trapped; the picker limited to today … 30 days ahead; a refusal an alert.
 */
const meta = {
  title: 'Screens/Admin/Order/ShipDialog',
  component: ShipDialog,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    open: true,
    onOpenChange: fn(),
    orderNumber: 'OJA-2026-000417',
    today: ADMIN_TODAY,
    onShip: fn(),
  },
} satisfies Meta<typeof ShipDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Ship OJA-2026-000417' }));

export const Default: Story = {
  play: async () => {
    const form = dialog();
    await expect(form.getByLabelText('Expected delivery')).toHaveAttribute('min', '2026-03-03');
    await expect(form.getByLabelText('Expected delivery')).toHaveAttribute('max', '2026-04-02');
    await expect(form.getByRole('button', { name: 'Mark shipped' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** The shipment is with the server: the fields and buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const form = dialog();
    await expect(form.getByRole('button', { name: 'Mark shipped' })).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByLabelText('Carrier')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Not now' })).toBeDisabled();
  },
};

/** The server refused: its message first in the form. */
export const Refused: Story = {
  args: { refusal: 'This order was cancelled by another staff member. Reload the page.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('cancelled by another staff member');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
