import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toast, type ToastProps, ToastProvider } from './toast';

function ToastDemo(args: ToastProps) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider>
      <Button onClick={() => setOpen(true)}>Show toast</Button>
      <Toast {...args} open={open} onOpenChange={setOpen} />
    </ToastProvider>
  );
}

/**
 * One toast component with the spec's messages. Accessibility: success and info are announced politely,
 * errors assertively; each has a named Dismiss button; F8 moves focus to the notifications region.
 */
const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: { title: 'Item added to cart', variant: 'success', duration: 60_000 },
  render: (args) => <ToastDemo {...args} />,
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const body = within(document.body);
    await expect(
      await body.findByText('Item added to cart', { selector: '.oja-toast__title' }),
    ).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await expect(body.queryByText('Item added to cart', { selector: '.oja-toast__title' })).toBeNull();
  },
};

export const Playground: Story = {};

export const ErrorToast: Story = {
  args: {
    variant: 'error',
    title: 'Failed to add to cart',
    description: 'Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const toast = await within(document.body).findByText('Failed to add to cart', {
      selector: '.oja-toast__title',
    });
    await expect(toast.closest('[data-slot="toast"]')).toHaveClass('oja-toast--error');
  },
};

/** After Add to cart: the toast offers the way on ('View cart'), a link the app routes. */
export const WithLink: Story = {
  args: { link: { label: 'View cart', href: '/cart-items' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const link = await within(document.body).findByRole('link', { name: 'View cart' });
    await expect(link).toHaveAttribute('href', '/cart-items');
  },
};
