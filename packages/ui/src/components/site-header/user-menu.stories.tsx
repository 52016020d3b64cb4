import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { UserMenu } from './user-menu';
import './site-header.css';

/**
 * The signed-in shopper's dropdown in the header: 'Hi, Adaeze!' opens 'My Account settings', 'My Hub' with
 * the count of active orders, and 'Log out'. The header's stories show it in place (loaded once a shopper is
 * signed in); these show the menu alone.
 *
 * Accessibility: a disclosure button (aria-expanded, aria-controls) named 'Hi, Adaeze! Account menu';
 * Escape closes it and returns focus to the button, as does a click outside; the count is read as 'active
 * orders'.
 */
const meta = {
  title: 'Screens/SiteHeader/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    firstName: 'Adaeze',
    activeOrdersCount: 2,
    accountHref: hrefs.account,
    hubHref: hrefs.hub,
    onLogOut: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          maxWidth: 480,
          minHeight: 260,
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Hi, Adaeze! Account menu' });

/** Open: the two links and 'Log out', which closes the menu and reports it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'My Account settings' })).toHaveAttribute(
      'href',
      hrefs.account,
    );
    await expect(canvas.getByRole('link', { name: 'My Hub 2 active orders' })).toHaveAttribute(
      'href',
      hrefs.hub,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

/** Open, as a designer reviews it: the panel under the button, the count beside 'My Hub'. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await expect(within(canvasElement).getByRole('link', { name: /My Hub/ })).toBeVisible();
  },
};

/** Escape closes the menu and puts focus back on its button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(within(canvasElement).queryByRole('link', { name: 'My Account settings' })).toBeNull();
  },
};

/** A click anywhere else closes the menu. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    await userEvent.click(button);
    await userEvent.click(document.body);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One active order: 'order', not 'orders'. */
export const OneActiveOrder: Story = {
  args: { activeOrdersCount: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await expect(within(canvasElement).getByRole('link', { name: 'My Hub 1 active order' })).toBeVisible();
  },
};

/** While the app does not know the count yet, 'My Hub' shows none (never a wrong 0). */
export const CountUnknown: Story = {
  args: { activeOrdersCount: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    await expect(within(canvasElement).getByRole('link', { name: /My Hub/ })).toHaveAccessibleName('My Hub');
  },
};
