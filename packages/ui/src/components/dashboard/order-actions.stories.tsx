import { formatKobo, payNextNow, payOff } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DASHBOARD_TODAY, ongoingOrder } from '../../fixtures/dashboard';
import { PaymentMethodChoice } from '../checkout/payment-method-choice';
import { PayActions } from './order-actions';

const next = payNextNow(ongoingOrder.instalments, DASHBOARD_TODAY);
const all = payOff(ongoingOrder.instalments, DASHBOARD_TODAY);
const nextAmount = next.ok ? next.payment.amountKobo : null;
const allAmount = all.ok ? all.payment.amountKobo : null;

/**
 * The actions of an order card. PayActions: 'Pay next instalment now' and 'Pay off', each with a confirm
 * step showing the amount (the domain's payNextNow and payOff). DirectDebitSetup (its stories are the order
 * card's PendingSetUp and the LinkedAccountPicker's) asks which linked account pays.
 *
 * Accessibility: the confirm step is a group named by its question and takes focus; 'Go back' returns focus
 * to the action.
 */
const meta = {
  title: 'Screens/Dashboard/OrderActions',
  component: PayActions,
  // The confirm step's ways to pay, checkout's too.
  subcomponents: { PaymentMethodChoice },
  tags: ['autodocs'],
  args: { order: ongoingOrder, today: DASHBOARD_TODAY, onPayNextNow: fn(), onPayOff: fn() },
} satisfies Meta<typeof PayActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay next instalment now' }));
    const confirm = canvas.getByRole('group', { name: /^Pay the next instalment of order/ });
    await expect(within(confirm).getByText(/now\?$/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: `Pay ${formatKobo(nextAmount)}` }));
    await expect(args.onPayNextNow).toHaveBeenCalledWith(ongoingOrder.id, nextAmount, { method: 'card' });
  },
};

export const Playground: Story = {};

/** Pay off: everything still owed, nothing added; 'Go back' returns focus to 'Pay off'. */
export const PayOffGoBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay off' }));
    await expect(
      canvas.getByRole('group', { name: new RegExp(formatKobo(allAmount).replace(/[.]/g, '\\.')) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onPayOff).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Pay off' })).toBeVisible();
  },
};

/** A payment of this order is on its way: both actions wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay next instalment now' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pay off' })).toBeDisabled();
  },
};

/** Paying ahead by bank transfer (issue 44): the confirm step offers Card, Bank transfer and USSD, as checkout. */
export const ByBankTransfer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay next instalment now' }));
    const ways = canvas.getByRole('group', { name: 'Pay by' });
    await expect(within(ways).getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(within(ways).getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(canvas.getByRole('button', { name: `Pay ${formatKobo(nextAmount)}` }));
    await expect(args.onPayNextNow).toHaveBeenCalledWith(ongoingOrder.id, nextAmount, {
      method: 'bank_transfer',
    });
  },
};

/** Paying off by USSD: Pay waits until the bank whose code to dial is chosen. */
export const PayOffByUssd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay off' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'USSD' }));
    const pay = canvas.getByRole('button', { name: `Pay ${formatKobo(allAmount)}` });
    await expect(pay).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Guaranty Trust Bank/ }));
    await expect(pay).toBeEnabled();
    await userEvent.click(pay);
    await expect(args.onPayOff).toHaveBeenCalledWith(ongoingOrder.id, allAmount, {
      method: 'ussd',
      bankId: 'gtbank',
    });
  },
};
