import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { placedOrder } from '../../fixtures/checkout';
import { hrefs } from '../../fixtures/hrefs';
import { DirectDebitSuccessScreen } from './direct-debit-success-screen';

/**
 * The direct-debit success page (/cart-items/checkout/direct-debit/success?orderid=): the order success page
 * with the mandate's status under the title: active, or pending bank approval with what happens next.
 *
 * Accessibility: the mandate's status is a status region named by its heading, with its state in words.
 */
const meta = {
  title: 'Screens/Checkout/DirectDebitSuccess',
  component: DirectDebitSuccessScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    order: placedOrder,
    email: 'ada@example.com',
    mandate: { status: 'active', account: { bankName: 'GTBank', last4: '4821' } },
    onRetry: fn(),
    hrefs,
  },
} satisfies Meta<typeof DirectDebitSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

export const MandateActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order Placed Successfully!');
    const notice = canvas.getByRole('status', { name: 'Your direct debit is set up' });
    await expect(notice).toHaveTextContent('GTBank (account ending 4821)');
  },
};

export const Playground: Story = {};

const setUpHref = '/cart-items/checkout/mandate/create/64750?orderId=order-1';

export const MandatePendingBankApproval: Story = {
  args: {
    mandate: {
      status: 'pending-approval',
      account: { bankName: 'GTBank', last4: '4821' },
      continueHref: setUpHref,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: 'Waiting for your bank to approve your direct debit' });
    await expect(notice).toHaveTextContent('Pending bank approval');
    await expect(notice).toHaveTextContent("We'll email you as soon as your bank approves.");
    await expect(
      within(notice).getByRole('link', { name: 'Continue your direct debit setup' }),
    ).toHaveAttribute('href', setUpHref);
  },
};

/** The bank refused: the order stands, nothing is taken, and the shopper sets it up again. */
export const MandateRefused: Story = {
  args: {
    mandate: {
      status: 'refused',
      account: { bankName: 'Access Bank', last4: '0193' },
      setUpAgainHref: setUpHref,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order Placed Successfully!');
    const notice = canvas.getByRole('status', { name: 'Your bank did not approve the direct debit' });
    await expect(notice).toHaveTextContent('Not approved');
    await expect(notice).toHaveTextContent('nothing will be taken from it');
    await expect(within(notice).getByRole('link', { name: 'Set up direct debit again' })).toHaveAttribute(
      'href',
      setUpHref,
    );
    await expect(canvas.queryByText('Pending bank approval')).toBeNull();
  },
};

export const Loading: Story = { args: { status: 'loading', order: undefined } };

export const MandateActiveMobile = onMobile(MandateActive);
export const MandatePendingBankApprovalMobile = onMobile(MandatePendingBankApproval);
export const MandateRefusedMobile = onMobile(MandateRefused);
export const LoadingMobile = onMobile(Loading);
