import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryTimeline } from './delivery-timeline';
import './dashboard.css';

/**
 * Where an order's delivery stands, step by step (done, in progress, not yet), in the order card's
 * details. Without steps it shows the spec's sample timeline.
 *
 * Accessibility: an ordered list named 'Delivery progress'; each step says its state in words (for screen
 * readers), the current one is aria-current="step".
 */
const meta = {
  title: 'Screens/Dashboard/DeliveryTimeline',
  component: DeliveryTimeline,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
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

/** The sample: received and paid, shipping in progress, the item not yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Delivery progress' })).getAllByRole(
      'listitem',
    );
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Order received: done',
      'Instalment payment: done',
      'Shipping Status: in progress',
      'Item Status: not yet',
    ]);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const Playground: Story = {
  args: {
    steps: [
      { label: 'Order received', state: 'done' },
      { label: 'Instalment payment', state: 'current' },
      { label: 'Shipping Status', state: 'pending' },
      { label: 'Item Status', state: 'pending' },
    ],
  },
};

/** Delivered: every step done, none current. */
export const Delivered: Story = {
  args: {
    steps: [
      { label: 'Order received', state: 'done' },
      { label: 'Instalment payment', state: 'done' },
      { label: 'Shipping Status', state: 'done' },
      { label: 'Item Status', state: 'done' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/: done$/)).toHaveLength(4);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
