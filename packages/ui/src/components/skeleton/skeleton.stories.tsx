import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

/** A placeholder shaped like the content that is loading. Hidden from assistive technology. */
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: 240 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Playground: Story = { args: { shape: 'rect', width: 200, height: 120 } };

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 240 }}>
      <Skeleton shape="rect" height={160} />
      <Skeleton width="90%" />
      <Skeleton width="50%" />
      <Skeleton shape="circle" width={44} height={44} />
    </div>
  ),
};
