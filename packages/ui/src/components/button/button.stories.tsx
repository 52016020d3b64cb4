import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

/**
 * The button. One primary button per view; 44 px minimum height at every size.
 *
 * Accessibility: a native `<button type="button">`; focus ring from the tokens; `loading` disables it and sets
 * `aria-busy`, keeping its text as its name.
 */
const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', children: 'View cart' },
};
