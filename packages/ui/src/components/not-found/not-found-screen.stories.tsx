import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundScreen } from './not-found-screen';

/** The 404 page for any unknown category, subcategory or path. */
const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onGoBack: fn(),
    onSearch: fn(),
    searchAction: '/search-results',
    categories: [
      { name: 'Electronics', href: '/electronics' },
      { name: 'Home & Living', href: '/home-living' },
      { name: 'Lifestyle', href: '/lifestyle-consumer-goods' },
    ],
  },
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

/** Not a dead end: a search box and the main categories. */
export const SearchAndCategories: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search', { name: 'Search the shop' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search for anything' }), ' Rice ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('rice');
    const categories = canvas.getByRole('navigation', { name: 'Browse categories' });
    await expect(within(categories).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/electronics',
    );
    await expect(within(categories).getAllByRole('link')).toHaveLength(3);
  },
};

export const Playground: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SearchAndCategoriesMobile: Story = {
  ...SearchAndCategories,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
