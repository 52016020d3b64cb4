import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProductDeletion } from './product-deletion';

/**
 * The product editor's Delete section: a product no shopper has ordered is deleted for good after a
 * confirmation; an ordered one is refused by the server, whose words say to unpublish it instead.
 *
 * Accessibility: a region named by its h2; the confirmation a modal dialog named by its title; the refusal an
 * alert.
 */
const meta = {
  title: 'Screens/Admin/Catalogue/Product deletion',
  component: ProductDeletion,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { productName: 'Zorvex Quanta 5G', canWrite: true, onDelete: fn() },
} satisfies Meta<typeof ProductDeletion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delete product, then 'Delete for good' in the confirmation: deleted once. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Delete' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Zorvex Quanta 5G?' });
    await expect(dialog).toHaveTextContent('cannot be brought back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

/** Cancel in the confirmation deletes nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Zorvex Quanta 5G?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** An ordered product: the server's refusal, an alert. */
export const Refused: Story = {
  args: { refusal: 'Zorvex Quanta 5G has been ordered: its orders keep it. Unpublish it instead.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unpublish it instead.');
  },
};

/** Support and finance read the catalogue: no Delete button, and they are told who can. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete product' })).toBeNull();
    await expect(canvas.getByText('Only operations and owners can delete products.')).toBeVisible();
  },
};
