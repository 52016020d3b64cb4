import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { cartArgs, quoteOf, weeklyCart } from '../../fixtures/cart';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { CartPanel } from './cart-panel';

/**
 * The cart side panel from the header's cart icon: 'Cart Summary' on a desktop, 'Shopping Cart' on a phone.
 *
 * Accessibility: a dialog named by its title; focus is trapped inside and returns to the cart icon; Escape
 * closes it. Queried through the document body (Radix renders it in a portal).
 */
const meta = {
  title: 'Screens/CartPanel',
  component: CartPanel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), ...cartArgs(weeklyCart), onCheckout: fn(), hrefs },
} satisfies Meta<typeof CartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Cart Summary' });
    await expect(panel).toHaveTextContent('You have 3 item(s) in your cart.');
    await expect(panel).toHaveTextContent(`Due today${formatKobo(quoteOf(weeklyCart)?.dueToday)}`);
    await expect(panel).toHaveTextContent('VAT and standard delivery included');
    await userEvent.click(within(panel).getByRole('link', { name: 'View cart' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.cart);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {};

export const CheckOut: Story = {
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Cart Summary' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Check Out' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { ...cartArgs([]) },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Cart Summary' });
    await expect(within(panel).getByText('Your cart is empty.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  },
};

export const MobileEmpty: Story = {
  args: { layout: 'mobile', ...cartArgs([]) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await expect(within(panel).getByText('Your shopping cart is empty')).toBeVisible();
    const links = [
      ['Shop', hrefs.home],
      ['Home & Living', hrefs.homeLiving],
      ['Lifestyle & Consumer goods', hrefs.lifestyle],
      ['Electronics', hrefs.electronics],
    ];
    for (const [name, href] of links) {
      await expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};
