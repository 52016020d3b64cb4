import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminLoadFailure } from './admin-load-failure';

/** A console screen whose data did not come: the alert every console screen shows, with Retry. */
const meta = {
  title: 'Console/Load failure',
  component: AdminLoadFailure,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { what: 'the orders', onRetry: fn() },
} satisfies Meta<typeof AdminLoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'We could not load the orders. Check your connection and try again.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
