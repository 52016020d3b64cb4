import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CartIcon,
  ChevronRightIcon,
  CloseIcon,
  HeartIcon,
  ImageIcon,
  MenuIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from './icons';

const ALL = {
  SearchIcon,
  CartIcon,
  HeartIcon,
  MenuIcon,
  CloseIcon,
  ChevronRightIcon,
  UserIcon,
  StarIcon,
  ImageIcon,
};

/** Inline SVG icons: no icon font, no request. Decorative (aria-hidden); the control holding one is named. */
const meta = {
  title: 'Foundations/Icons',
  component: SearchIcon,
  tags: ['autodocs'],
  args: { size: 24 },
} satisfies Meta<typeof SearchIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gallery: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', padding: 0 }}>
      {Object.entries(ALL).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon {...args} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(Object.keys(ALL).length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
