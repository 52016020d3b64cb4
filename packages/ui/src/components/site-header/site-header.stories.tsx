import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navCategories } from '../../fixtures/categories';
import { hrefs } from '../../fixtures/hrefs';
import { CategoryNavItem } from './category-nav';
import { DepartmentMenu } from './department-menu';
import MobileMenu from './mobile-menu';
import { SiteHeader } from './site-header';

/**
 * The fixed site header. Guests see Sign up and Log in; signed-in shoppers see 'Hi, {first name}!' and
 * favourites; everyone has search and the cart. Categories show inline on a desktop and in a menu drawer
 * on a phone; Sales & Offers is pink; coming-soon categories are disabled.
 *
 * Accessibility: banner, search and navigation landmarks; a labelled search box; the menu drawer traps
 * focus and closes with Escape; icon buttons say their counts.
 */
const meta = {
  title: 'Screens/SiteHeader',
  component: SiteHeader,
  subcomponents: { CategoryNavItem, DepartmentMenu, MobileMenu },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { categories: navCategories, cartCount: 0, onSearch: fn(), onCartClick: fn(), hrefs },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveAttribute('placeholder', 'Search for anything');
    await userEvent.type(search, '  Tecno Spark {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('tecno spark');
  },
};

export const Playground: Story = {
  args: { user: { firstName: 'Adaeze' }, cartCount: 2, favouritesCount: 1 },
};
