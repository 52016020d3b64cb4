import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bigCart, cartArgs, fullCart, mixedCart, quoteOf, weeklyCart } from '../../fixtures/cart';
import { hrefs } from '../../fixtures/hrefs';
import { CartQuote } from './cart-quote';
import { CartScreen } from './cart-screen';

/**
 * The cart page. Each line has a quantity stepper (never below 1), a plan picker and Remove; the summary has
 * the subtotal and Check Out, which the mixing rule and the Tier 2 gate can block, each saying why.
 *
 * Accessibility: the blocking reason is a status region tied to Check Out by aria-describedby; every control
 * is named after its product.
 */
const meta = {
  title: 'Screens/Cart',
  component: CartScreen,
  subcomponents: { CartQuote },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    ...cartArgs(weeklyCart),
    shopper: { loggedIn: false, isTier2: false },
    onQuantityChange: fn(),
    onPlanChange: fn(),
    onRemove: fn(),
    onUpgrade: fn(),
    onRetry: fn(),
    hrefs,
  },
} satisfies Meta<typeof CartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = weeklyCart[0];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const line = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(first?.productID, 3);
    await userEvent.click(within(line).getByRole('radio', { name: /Monthly/ }));
    await expect(args.onPlanChange).toHaveBeenCalledWith(first?.productID, 'monthly');
    await userEvent.click(within(line).getByRole('button', { name: `Remove ${first?.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first?.productID);
    // Check Out is a link, so a tap before the app starts (or without JavaScript) still reaches checkout.
    await expect(canvas.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', hrefs.checkout);
  },
};

export const Playground: Story = {};

/**
 * What checkout will take, before checkout: 'Due today' (the down payments), then the instalments with 7.5% VAT
 * and standard delivery spread over them, and the total; each line's plans are quoted the same way.
 */
export const DueTodayAsCheckoutTakesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quote = quoteOf(weeklyCart);
    const summary = canvas.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toHaveTextContent(`Due today${formatKobo(quote?.dueToday)}`);
    await expect(summary).toHaveTextContent(
      `Then ${quote?.instalmentCount} weekly payments of${formatKobo(quote?.instalment)}`,
    );
    await expect(summary).toHaveTextContent(`Total${formatKobo(quote?.total)}`);
    await expect(within(summary).getByText('VAT and standard delivery included')).toBeVisible();
    // Each line's plans are quoted as that line on its own (delivery is per order), and say so.
    await expect(
      canvas.getAllByText('This item on its own: VAT and standard delivery included'),
    ).toHaveLength(2);
  },
};

/** A cart paid in full: everything, VAT and delivery included, is due today. */
export const PaidInFull: Story = {
  args: { ...cartArgs(fullCart) },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('complementary', { name: 'Order summary' });
    const quote = quoteOf(fullCart);
    await expect(summary).toHaveTextContent(`Due today${formatKobo(quote?.total)}`);
    await expect(summary).not.toHaveTextContent('payments of');
  },
};

export const MixedPlans: Story = {
  args: { ...cartArgs(mixedCart) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All items should have the same payment plan')).toBeVisible();
    // No figure for an order checkout would refuse.
    await expect(canvas.queryByText('Due today')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Check Out' })).toBeDisabled();
  },
};

/** The operator took a line's product off sale: the line and the summary say so, Check Out waits for Remove. */
export const LineNoLongerAvailable: Story = {
  args: {
    ...cartArgs([
      weeklyCart[0] as (typeof weeklyCart)[number],
      { ...(weeklyCart[1] as (typeof weeklyCart)[number]), unavailable: true },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gone = weeklyCart[1]?.name ?? '';
    const message = `Sorry, ${gone} is no longer available: remove it from your cart to check out`;
    await expect(canvas.getAllByText(message)).toHaveLength(2);
    const checkOut = canvas.getByRole('button', { name: 'Check Out' });
    await expect(checkOut).toBeDisabled();
    await expect(checkOut).toHaveAccessibleDescription(message);
    await expect(canvas.getByRole('button', { name: `Remove ${gone}` })).toBeEnabled();
  },
};

export const AboveTier1ForAGuest: Story = {
  args: { ...cartArgs(bigCart) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in to upgrade' })).toHaveAttribute(
      'href',
      hrefs.login,
    );
    await expect(canvas.getByRole('button', { name: 'Check Out' })).toBeDisabled();
  },
};

export const AboveTier1SignedIn: Story = {
  args: { ...cartArgs(bigCart), shopper: { loggedIn: true, isTier2: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upgrade now' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const AboveTier1ForTier2: Story = {
  args: { ...cartArgs(bigCart), shopper: { loggedIn: true, isTier2: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Check Out' })).toHaveAttribute(
      'href',
      hrefs.checkout,
    );
  },
};

export const LineBeingSaved: Story = {
  args: { busyProductIDs: [first?.productID ?? ''] },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(line).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { ...cartArgs([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your cart is empty.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', ...cartArgs([]) } };

export const LoadError: Story = {
  args: { status: 'error', ...cartArgs([]) },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch cart');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { ...cartArgs(mixedCart) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
