import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navCategories } from '../../fixtures/categories';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Screens/SiteHeader/Features',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { categories: navCategories, cartCount: 0, onSearch: fn(), onCartClick: fn(), hrefs },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the stories' links navigate (the app's router would go there). */
const navigate = fn();

export const SignedIn: Story = {
  args: { user: { firstName: 'Adaeze' }, cartCount: 2, favouritesCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Hi, Adaeze!/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Favourites, 1 item' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 2 items' }));
    await expect(args.onCartClick).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

/** A new account has no name until the address check asks for one: the header greets without inventing one. */
export const SignedInWithoutAName: Story = {
  args: { user: { firstName: '' }, cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Hi, there!/ })).toBeVisible();
  },
};

export const CategoriesAndComingSoon: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Categories' }));
    const sales = nav.getByRole('link', { name: 'Sales & Offers' });
    await expect(sales).toHaveClass('oja-nav-item--sale');
    for (const name of ['Automotive', 'Education & Training']) {
      await expect(nav.queryByRole('link', { name: new RegExp(name) })).toBeNull();
      await expect(nav.getByText(name).closest('[aria-disabled="true"]')).toHaveTextContent('Coming soon');
    }
    // Real Estate has its own pages: a link like any category.
    await expect(nav.getByRole('link', { name: 'Real Estate' })).toHaveAttribute('href', '/real-estate');
    await userEvent.click(nav.getByRole('link', { name: 'Electronics' }));
    await expect(navigate).toHaveBeenCalledWith('/electronics');
  },
};

export const EmptySearchDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { cartCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone the categories live in the menu drawer, not in the bar.
    await expect(canvasElement.querySelector('nav[aria-label="Categories"]')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('link', { name: 'Electronics' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(menu.getByText('Automotive').closest('[aria-disabled="true"]')).toHaveTextContent(
      'Coming soon',
    );
    await expect(menu.getByRole('link', { name: 'Real Estate' })).toBeVisible();
  },
};

/** A link in the drawer navigates and closes the drawer; Help leads to the help centre. */
export const MobileMenuLinkCloses: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Help' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.helpCenter);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const MobileMenuClosesWithEscape: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const Desktop: Story = {
  args: { user: { firstName: 'Chukwuemeka' }, cartCount: 12, favouritesCount: 3 },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

export const DepartmentMegaMenu: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A <details> (it opens without JavaScript): its summary is the button (Testing Library gives a summary
    // no role), its open state the details'.
    const department = canvas.getByText('Department', { selector: 'summary' });
    const menu = department.closest('details');
    await userEvent.click(department);
    await expect(menu).toHaveAttribute('open');
    await userEvent.click(canvas.getByRole('link', { name: 'Home Appliances' }));
    await expect(navigate).toHaveBeenCalledWith('/electronics/home-appliances');
    await expect(menu).not.toHaveAttribute('open');
    await userEvent.click(department);
    await expect(menu).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect(menu).not.toHaveAttribute('open');
    await expect(department).toHaveFocus();
  },
};

export const DepartmentMegaMenuOpen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Department', { selector: 'summary' }));
    await expect(within(canvasElement).getByRole('link', { name: 'Phones & Tablets' })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  args: { user: { firstName: 'Adaeze' }, activeOrdersCount: 2, onLogOut: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /Hi, Adaeze!/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'My Account settings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /My Hub 2/ })).toHaveAccessibleName(
      'My Hub 2 active orders',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Until the app knows the shopper's orders, 'My Hub' shows no count rather than a made-up 0. */
export const UserMenuWithoutOrderCount: Story = {
  args: { user: { firstName: 'Adaeze' }, onLogOut: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Hi, Adaeze!/ }));
    await expect(canvas.getByRole('link', { name: /My Hub/ })).toHaveAccessibleName('My Hub');
  },
};

export const MobileMenuSignedIn: Story = {
  args: { user: { firstName: 'Adaeze' }, onLogOut: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(menu.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};
