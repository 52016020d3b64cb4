import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paidInFullOrder, placedOrder } from '../../fixtures/checkout';
import { hrefs } from '../../fixtures/hrefs';
import { OrderSuccessScreen } from './order-success-screen';

/**
 * The order success page (also the payment success page of a purchase paid in full): the progress bar at its
 * last step, 'Order Placed Successfully!', the confirmation-email notice, the items (name and about text cut
 * at 50 characters, delivery type in upper case), the order number, what was paid, links to the shopper's
 * purchases and to continue shopping, and the support contact.
 *
 * Accessibility: h1 in every state; the loading region says so in words; a failure is an alert with a way on.
 */
const meta = {
  title: 'Screens/Checkout/OrderSuccess',
  component: OrderSuccessScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { status: 'ready', order: placedOrder, email: 'ada@example.com', onRetry: fn(), hrefs },
} satisfies Meta<typeof OrderSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order Placed Successfully!');
    const progress = canvas.getByRole('list', { name: 'Purchase progress' });
    await expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    await expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Order placed');
    await expect(canvas.getByText(/sent an order confirmation to ada@example.com/)).toBeVisible();
    await expect(canvas.getByText(placedOrder.orderNumber)).toBeVisible();
    await expect(canvas.getByText('Down payment paid')).toBeVisible();
    await expect(canvas.getByText(formatKobo(placedOrder.amountPaid))).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Standard delivery');
    await expect(items[1]).toHaveTextContent('Express delivery');
    // Names and about texts longer than 50 characters keep their first 50 and an ellipsis.
    const longName = placedOrder.items[1]?.name ?? '';
    await expect(items[1]).toHaveTextContent(`${longName.slice(0, 50).trimEnd()}…`);
    await expect(canvas.getByRole('link', { name: 'View my purchases' })).toHaveAttribute(
      'href',
      hrefs.purchases,
    );
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', hrefs.home);
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      hrefs.contactUs,
    );
  },
};

export const Playground: Story = {};

export const PaidInFull: Story = {
  args: { order: paidInFullOrder, paymentKind: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('list', { name: 'Purchase progress' });
    await expect(within(progress).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Amount paid')).toBeVisible();
    await expect(canvas.getByText(formatKobo(paidInFullOrder.amountPaid))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your order details…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', order: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading order details.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(within(alert).getByRole('link', { name: 'View my purchases' })).toHaveAttribute(
      'href',
      hrefs.purchases,
    );
  },
};

export const PlacedMobile = onMobile(Placed);

/** A long email address on a phone: it wraps inside the screen, every character shown. */
export const LongEmailMobile: Story = onMobile({
  args: { email: 'oluwaseunadebayochukwuemeka.familyaccount@example.com' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText(/sent an order confirmation to/);
    await expect(notice).toHaveTextContent('oluwaseunadebayochukwuemeka.familyaccount@example.com.');
    // Nothing is cut off at the right: the notice fits its box, and the page fits the screen.
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
export const PaidInFullMobile = onMobile(PaidInFull);
export const LoadingMobile = onMobile(Loading);
export const LoadErrorMobile = onMobile(LoadError);
