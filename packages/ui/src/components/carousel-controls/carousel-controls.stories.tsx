import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CarouselControls } from './carousel-controls';

/**
 * The controls of every carousel: the home page's hero ('slide') and a home's pictures ('picture'). Pause
 * comes first, as the ARIA carousel pattern asks.
 *
 * Accessibility: named buttons ('Previous slide', 'Next slide'), their arrows hidden from screen readers;
 * Pause/Play is a toggle button (aria-pressed); each at least 44 × 44 px.
 */
const meta = {
  title: 'Patterns/CarouselControls',
  component: CarouselControls,
  tags: ['autodocs'],
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

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(previous);
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await expect(previous).toHaveAttribute('aria-controls', 'slides');
    await expect(previous.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Playground: Story = {
  args: { itemName: 'picture', position: { current: 2, count: 5 }, pause: { paused: false, onToggle: fn() } },
};
