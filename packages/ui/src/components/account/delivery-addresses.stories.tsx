import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryAddresses } from './delivery-addresses';

const addresses = [
  { id: 'a1', streetAddress: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos state' },
  { id: 'a2', streetAddress: '3 Allen Avenue, Ikeja', state: 'Lagos state' },
];

/**
 * Saved delivery addresses: choose one, Edit, Delete, 'Add another delivery address'; the empty text 'No
 * delivery addresses found'; 'Failed to load addresses' with Retry.
 *
 * Accessibility: radios in a fieldset; Edit and Delete are named after their address.
 */
const meta = {
  title: 'Screens/Account/DeliveryAddresses',
  component: DeliveryAddresses,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    addresses,
    selectedId: 'a1',
    onSelect: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DeliveryAddresses>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Admiralty Way/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Allen Avenue/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('a2');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 3 Allen Avenue, Ikeja, Lagos state' }));
    await expect(args.onEdit).toHaveBeenCalledWith(addresses[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 3 Allen Avenue, Ikeja, Lagos state' }));
    await expect(args.onDelete).toHaveBeenCalledWith(addresses[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another delivery address' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No delivery addresses found')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load addresses');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
