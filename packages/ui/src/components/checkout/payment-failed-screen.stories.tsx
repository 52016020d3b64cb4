import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { PaymentFailedScreen } from './payment-failed-screen';

/**
 * The payment failed page (/cart-items/checkout/payment-failed/{orderId}): what happened, that nothing was
 * charged, and the ways on: try again (back to checkout), back to the cart, or contact support.
 *
 * Accessibility: h1 'Payment failed'; the next steps are links, the main one first.
 */
const meta = {
  title: 'Screens/Checkout/PaymentFailed',
  component: PaymentFailedScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { orderNumber: 'OJA-2026-000418', reason: 'Your bank declined the card.', hrefs },
} satisfies Meta<typeof PaymentFailedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Payment failed');
    await expect(
      canvas.getByText(/for order OJA-2026-000418 did not go through\. Your bank declined the card\./),
    ).toBeVisible();
    await expect(canvas.getByText('Nothing was charged')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', hrefs.checkout);
    await expect(canvas.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', hrefs.cart);
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      hrefs.contactUs,
    );
  },
};

export const Playground: Story = {};

export const WithoutDetails: Story = {
  args: { orderNumber: undefined, reason: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Your card payment did not go through\. The payment was declined/),
    ).toBeVisible();
  },
};

export const DeclinedMobile: Story = {
  ...Declined,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const WithoutDetailsMobile: Story = {
  ...WithoutDetails,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
