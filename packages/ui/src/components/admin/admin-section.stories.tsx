import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminSection } from './admin-section';

/**
 * One block of a console page (the order page's Fulfilment, Shopper, Ledger…): a region named by its h2, with
 * what goes beside the heading (a count, an action).
 */
const meta = {
  title: 'Console/Section',
  component: AdminSection,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    title: 'Notes',
    children: <p>Shopper asked for a morning delivery.</p>,
  },
} satisfies Meta<typeof AdminSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notes' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
    await expect(within(region).getByText('Shopper asked for a morning delivery.')).toBeVisible();
  },
};

/** With a count beside the heading: the region is still named by the heading alone. */
export const WithAside: Story = {
  args: { title: 'Ledger', aside: <span>7 entries</span>, children: <p>Every payment, debit and refund.</p> },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Ledger' });
    await expect(within(region).getByText('7 entries')).toBeVisible();
  },
};
