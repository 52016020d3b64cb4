import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon, HeartIcon, MenuIcon } from '../../icons/icons';
import { IconButton } from './icon-button';

/**
 * A button that shows only an icon. Its `label` is required and becomes its accessible name; a `count`
 * shows as a badge that assistive technology skips, so say the count in the label ('Cart, 2 items').
 */
const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Open menu', children: <MenuIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', label: 'Favourites', children: <HeartIcon /> },
};

export const WithCount: Story = {
  args: { label: 'Cart, 3 items', count: 3, children: <CartIcon /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('3');
  },
};

export const LargeCount: Story = {
  args: { label: 'Cart, 120 items', count: 120, children: <CartIcon /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 120 items' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('99+');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} label="Menu, ghost" />
      <IconButton {...args} label="Menu, secondary" variant="secondary" />
      <IconButton {...args} label="Menu, primary" variant="primary" />
    </div>
  ),
};
