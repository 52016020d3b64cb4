import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundScreen } from './not-found-screen';

/** The 404 page for any unknown category, subcategory or path. */
const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onGoBack: fn() },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText('Oops! The page you are looking for does not exist or has been moved.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onGoBack).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
