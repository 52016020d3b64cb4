import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

/** A short label. Colour is never the only signal: every badge has words. */
const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Coming soon' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming soon')).toBeVisible();
  },
};

export const Playground: Story = { args: { variant: 'sale', children: 'Sale' } };

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Coming soon</Badge>
      <Badge variant="success">Paid</Badge>
      <Badge variant="warning">Pending</Badge>
      <Badge variant="danger">Out of stock</Badge>
      <Badge variant="sale">Sale</Badge>
      <Badge variant="count">3</Badge>
    </div>
  ),
};
