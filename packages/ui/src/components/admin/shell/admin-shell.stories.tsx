import { ROLE_PERMISSIONS } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigatesWith } from '../../../fixtures/navigation';
import { AdminShell } from './admin-shell';

/** Every screen of the console, as the app will give them (the stories show the whole navigation). */
const hrefs = {
  overview: '/admin',
  orders: '/admin/orders',
  returns: '/admin/returns',
  tier2: '/admin/tier-2',
  collections: '/admin/collections',
  audit: '/admin/audit',
  staff: '/admin/staff',
};

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * The console's frame: the side navigation shows each screen the member's permissions allow (an owner sees
 * all seven, support no Tier 2, Staff or refunds), who is signed in and in which role, and Sign out.
 *
 * Accessibility: a skip link first; the navigation is a landmark named 'Console' with the current page
 * marked; the main landmark holds the page's title (h1).
 */
const meta = {
  title: 'Console/Shell',
  component: AdminShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    title: 'Staff',
    member: { name: 'Adaeze Okafor', role: 'owner' },
    permissions: ROLE_PERMISSIONS.owner,
    hrefs,
    current: 'staff',
    onSignOut: fn(),
    children: <p>The page's content.</p>,
  },
} satisfies Meta<typeof AdminShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const navLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(navLinks(canvasElement)).toEqual([
      'Overview',
      'Orders',
      'Returns & refunds',
      'Tier 2',
      'Collections',
      'Audit',
      'Staff',
    ]);
    await expect(canvas.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent('Staff');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(canvas.getByText('Adaeze Okafor')).toBeVisible();
    await expect(canvas.getByText('Owner')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const OwnerTablet: Story = { ...Owner, globals: tablet };

/** Support reads orders, records returns and sends reminders: no Tier 2 and no Staff. */
export const Support: Story = {
  args: {
    title: 'Orders',
    current: 'orders',
    member: { name: 'Tunde Bello', role: 'support' },
    permissions: ROLE_PERMISSIONS.support,
  },
  play: async ({ canvasElement }) => {
    await expect(navLinks(canvasElement)).toEqual(['Overview', 'Orders', 'Returns & refunds', 'Collections']);
    // The whole audit trail is for owner and finance (audit:read); support reads an order's own trail.
    await expect(within(canvasElement).getByText('Support')).toBeVisible();
  },
};

export const SupportTablet: Story = { ...Support, globals: tablet };

/** A screen the app does not have yet gets no href, and so no entry, whatever the role allows. */
export const OnlyTheScreensTheAppHas: Story = {
  args: { hrefs: { staff: hrefs.staff }, title: 'Staff' },
  play: async ({ canvasElement }) => {
    await expect(navLinks(canvasElement)).toEqual(['Staff']);
  },
};

/** A screen that heads itself (the overview, orders, an order): the shell writes no h1 of its own, so a page has one. */
export const HeadedByTheScreen: Story = {
  args: {
    title: undefined,
    current: 'overview',
    children: <h1>Overview</h1>,
  },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Signing out...' })).toBeDisabled();
  },
};

export const SigningOutTablet: Story = { ...SigningOut, globals: tablet };

/** The skip link is the first stop and leads to the main content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

const navigate = fn();

/** The entries are ui's links: the app's router takes them. */
export const Links: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Orders' }));
    await expect(navigate).toHaveBeenLastCalledWith('/admin/orders');
  },
};

/** Under the member's name: their recovery codes page, with how many codes are left. */
export const WithRecoveryCodes: Story = {
  args: { recovery: { href: '/admin/recovery-codes', left: 7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Recovery codes: 7 left' })).toHaveAttribute(
      'href',
      '/admin/recovery-codes',
    );
  },
};
