import { kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankRefundDialog } from './bank-refund-dialog';

/**
 * Pay a failed refund to a bank account (issue 45), opened by 'Pay to a bank account' on a failed refund: the
 * bank (the domain's list), the 10-digit account number, 'Check account name' (the bank's name for it, to read
 * to the shopper; nothing is sent to an account whose name was not checked), the amount fixed to the failed
 * refund's and a reason for the audit trail. Accessibility: a Radix dialog named by its title, focus trapped;
 * the name announced when it comes (a polite live region); a refusal an alert.
 */
const meta = {
  title: 'Screens/Admin/Refunds/BankRefundDialog',
  component: BankRefundDialog,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    open: true,
    onOpenChange: fn(),
    refund: { reference: 'RF-DD-77310-03', orderNumber: 'OJA-2026-000402', amountKobo: kobo(5_643_750) },
    checked: null,
    onCheck: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof BankRefundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Pay OJA-2026-000402's refund to a bank account";
const dialog = () => within(within(document.body).getByRole('dialog', { name: TITLE }));
const CHECKED = { bankCode: '044', accountNumber: '0690000031', accountName: 'BABATUNDE ADEYEMI' };

async function typeAccount() {
  const form = dialog();
  await userEvent.selectOptions(form.getByLabelText('Bank'), 'Access Bank');
  await userEvent.type(form.getByLabelText('Account number'), '0690000031');
}

/** Empty: the amount is the failed refund's; sending before the name is checked is refused. */
export const Default: Story = {
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByText('₦56,437.50')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Check account name' }));
    await expect(form.getByLabelText('Account number')).toHaveAccessibleDescription(
      /10-digit account number/,
    );
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

/** The operator asks the bank: the dialog hands the account to the app. */
export const Checking: Story = {
  args: { checking: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Check account name' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The bank named the account: the name to read to the shopper; the request carries account and reason. */
export const NameChecked: Story = {
  args: { checked: CHECKED },
  play: async ({ args }) => {
    await typeAccount();
    const form = dialog();
    await expect(form.getByText('BABATUNDE ADEYEMI')).toBeVisible();
    await userEvent.type(form.getByLabelText('Reason'), 'Her card was cancelled by the bank');
    await userEvent.click(form.getByRole('button', { name: 'Send to this account' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      bankCode: '044',
      accountNumber: '0690000031',
      reason: 'Her card was cancelled by the bank',
    });
  },
};

/** A changed number is not the account whose name was checked: no name, and no sending. */
export const NumberChanged: Story = {
  args: { checked: CHECKED },
  play: async ({ args }) => {
    await typeAccount();
    const form = dialog();
    await userEvent.clear(form.getByLabelText('Account number'));
    await userEvent.type(form.getByLabelText('Account number'), '0690000032');
    await expect(form.queryByText('BABATUNDE ADEYEMI')).toBeNull();
    await userEvent.type(form.getByLabelText('Reason'), 'Her card was cancelled by the bank');
    await userEvent.click(form.getByRole('button', { name: 'Send to this account' }));
    await expect(form.getByLabelText('Account number')).toHaveAccessibleDescription(/Check the account name/);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The bank has no such account: its words where the name would be. */
export const NoSuchAccount: Story = {
  args: { checkRefusal: 'The bank has no account with that number: check it with the shopper.' },
  play: async () => {
    await expect(dialog().getByText(/The bank has no account with that number/)).toBeVisible();
  },
};

/** From ₦100,000: a second member must approve it. */
export const NeedsApproval: Story = {
  args: {
    refund: {
      reference: 'RF-OJA-PAY-2K7D9QW1',
      orderNumber: 'OJA-2026-000402',
      amountKobo: kobo(15_000_000),
    },
  },
  play: async () => {
    await expect(dialog().getByText(/waits for a second staff member's approval/)).toBeVisible();
  },
};

/** The server refused the request: its message first in the form. */
export const Refused: Story = {
  args: { refusal: 'This refund is already being sent to a bank account.', busy: false },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('already being sent to a bank account');
  },
};

/** The request is with the server: the fields and buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const form = dialog();
    await expect(form.getByRole('button', { name: 'Send to this account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(form.getByLabelText('Bank')).toBeDisabled();
  },
};
