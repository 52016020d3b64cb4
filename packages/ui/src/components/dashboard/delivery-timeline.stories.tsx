import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryTimeline } from './delivery-timeline';
import './dashboard.css';

/**
 * Where an order's delivery stands, step by step (done, in progress, not yet), in the order card's
 * details: the order's real steps (received, packed, shipped, delivered), each reached with its day.
 *
 * Accessibility: an ordered list named 'Delivery progress'; each step says its state in words (for screen
 * readers), the current one is aria-current="step".
 */
const meta = {
  title: 'Screens/Dashboard/DeliveryTimeline',
  component: DeliveryTimeline,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    steps: [
      { label: 'Order received', state: 'done', date: '2026-02-27' },
      { label: 'Packed', state: 'done', date: '2026-02-28' },
      { label: 'Shipped', state: 'current' },
      { label: 'Delivered', state: 'pending' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="oja-dashboard" style={{ maxWidth: 640, margin: 0 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Packed: received and packed with their days, shipping in progress, delivery not yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Delivery progress' })).getAllByRole(
      'listitem',
    );
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Order received: done27 Feb 2026',
      'Packed: done28 Feb 2026',
      'Shipped: in progress',
      'Delivered: not yet',
    ]);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const Playground: Story = {};

/** Just paid: received today, packing in progress. */
export const Received: Story = {
  args: {
    steps: [
      { label: 'Order received', state: 'done', date: '2026-03-02' },
      { label: 'Packed', state: 'current' },
      { label: 'Shipped', state: 'pending' },
      { label: 'Delivered', state: 'pending' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Packed').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Delivered: every step done with its day, none current. */
export const Delivered: Story = {
  args: {
    steps: [
      { label: 'Order received', state: 'done', date: '2026-02-02' },
      { label: 'Packed', state: 'done', date: '2026-02-03' },
      { label: 'Shipped', state: 'done', date: '2026-02-04' },
      { label: 'Delivered', state: 'done', date: '2026-02-06' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/: done$/)).toHaveLength(4);
    await expect(canvas.getByText('6 Feb 2026')).toHaveAttribute('datetime', '2026-02-06');
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
