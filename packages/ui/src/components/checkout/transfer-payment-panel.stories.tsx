import { kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransferPaymentPanel, type TransferPaymentState, UssdBankPicker } from './transfer-payment-panel';

const WAITING: TransferPaymentState = {
  method: 'bank_transfer',
  status: 'open',
  bankName: 'Wema Bank',
  accountNumber: '9912345678',
  accountName: 'OJA CHECKOUT',
  ussdCode: null,
  amountKobo: kobo(6_475_000),
  secondsLeft: 29 * 60 + 41,
  receivedKobo: kobo(0),
  stillDueKobo: kobo(6_475_000),
  refundedKobo: kobo(0),
};

/**
 * Paying the down payment (or paying ahead) by bank transfer or USSD: the one-time account or the code to
 * dial, the exact amount, the time left from the server's expiry, a copy button and 'I have sent it'; then
 * what happened in words. The page polls the payment and moves on by itself.
 *
 * Accessibility: h2 names the way to pay; the status line is a live region (role status).
 */
const meta = {
  title: 'Screens/Checkout/TransferPayment',
  component: TransferPaymentPanel,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { payment: WAITING, onCopyText: fn(), onSent: fn() },
} satisfies Meta<typeof TransferPaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Pay by bank transfer');
    await expect(canvas.getByText('9912345678')).toBeVisible();
    await expect(canvas.getByText('₦64,750')).toBeVisible();
    await expect(canvas.getByText('29:41')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(args.onCopyText).toHaveBeenCalledWith('9912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'I have sent it' }));
    await expect(args.onSent).toHaveBeenCalled();
  },
};

export const PartPaid: Story = {
  args: {
    payment: {
      ...WAITING,
      secondsLeft: 12 * 60 + 5,
      receivedKobo: kobo(5_000_000),
      stillDueKobo: kobo(1_475_000),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'We received ₦50,000. Please send the ₦14,750 still due to the same account before it expires.',
    );
  },
};

export const Paid: Story = {
  args: { payment: { ...WAITING, status: 'settled', receivedKobo: kobo(6_475_000), stillDueKobo: kobo(0) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment received. Thank you.');
    await expect(canvas.queryByRole('button', { name: 'I have sent it' })).toBeNull();
  },
};

export const RefundedSurplus: Story = {
  args: {
    payment: {
      ...WAITING,
      status: 'settled',
      receivedKobo: kobo(7_000_000),
      stillDueKobo: kobo(0),
      refundedKobo: kobo(525_000),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You sent more than needed: ₦5,250 is being refunded to your account.',
    );
  },
};

export const Expired: Story = {
  args: {
    payment: {
      ...WAITING,
      status: 'expired',
      secondsLeft: 0,
      receivedKobo: kobo(2_000_000),
      refundedKobo: kobo(2_000_000),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This account has expired. The ₦20,000 you sent is being refunded to your account, and the order was not paid.',
    );
  },
};

export const UssdCode: Story = {
  args: {
    payment: {
      ...WAITING,
      method: 'ussd',
      bankName: 'Guaranty Trust Bank',
      accountNumber: null,
      accountName: null,
      ussdCode: '*737*000*00001#',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pay by USSD (Guaranty Trust Bank)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.onCopyText).toHaveBeenCalledWith('*737*000*00001#');
  },
};

export const WaitingDesktop: Story = {
  ...Waiting,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The banks a shopper can pay by USSD at, one to choose. */
export const UssdBanks: Story = {
  render: () => <UssdBankPicker value="gtbank" onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Guaranty Trust Bank/ })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};
