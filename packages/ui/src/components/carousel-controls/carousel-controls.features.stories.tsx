import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CarouselControls } from './carousel-controls';

const meta = {
  title: 'Patterns/CarouselControls/Features',
  component: CarouselControls,
  args: { controls: 'slides', itemName: 'slide', onPrevious: fn(), onNext: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 8, background: 'var(--color-surface-muted)' }}>
        {/* What the buttons control (aria-controls must point at an element). */}
        <div id="slides" aria-live="polite" />
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof CarouselControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A carousel that moves on its own: Pause first, a toggle. */
export const WithPause: Story = {
  args: { pause: { paused: false, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const pause = within(canvasElement).getByRole('button', { name: 'Pause' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    await expect(args.pause?.onToggle).toHaveBeenCalledOnce();
  },
};

/** Paused: the toggle says Play and is pressed. */
export const Paused: Story = {
  args: { pause: { paused: true, onToggle: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Before the page knows it may move (server render, reduced motion), Pause is hidden. */
export const PauseHidden: Story = {
  args: { pause: { paused: false, onToggle: fn(), hidden: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Pause' })).toBeNull();
  },
};

/** A home's pictures: 'N / M' between the arrows, hidden from screen readers (each slide is named 'N of M'). */
export const WithPosition: Story = {
  args: { itemName: 'picture', position: { current: 2, count: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 / 5')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: 'Next picture' })).toBeVisible();
  },
};
