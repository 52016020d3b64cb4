import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { linkedAccounts, weeklyMandate } from '../../fixtures/checkout';
import { hrefs } from '../../fixtures/hrefs';
import { loadLegalTexts } from '../../fixtures/legal';
import { CheckoutProgress } from './checkout-progress';
import { DownPaymentPanel } from './down-payment-panel';
import { MandateSetupScreen } from './mandate-setup-screen';

/**
 * The mandate setup page (/cart-items/checkout/mandate/create/{downPayment?}): step 1 pays the down payment
 * by card ('Pay now', then 'Payment Successful'); step 2 sets up direct debit for the instalments, greyed
 * out until then: a linked account (Continue) or a new one ('Set up Direct Debit', 'Link another bank
 * account'). The title, the Cancel link and the progress bar follow the down payment. A mandate the bank
 * has not approved yet says what happens next; a full-screen loader covers the page while a payment is
 * checked.
 *
 * Accessibility: the progress bar is an ordered list with aria-current="step"; each panel is a region named
 * by its heading; the greyed panel says why in words and its controls are disabled; the account picker is a
 * fieldset whose legend is the prompt; outcomes are announced (status, alert).
 */
const meta = {
  title: 'Screens/Checkout/MandateSetup',
  component: MandateSetupScreen,
  subcomponents: { CheckoutProgress, DownPaymentPanel },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    downPayment: { amount: weeklyMandate.downPaymentAmount, status: 'unpaid' },
    onPayDownPayment: fn(),
    totalInstalmentAmount: weeklyMandate.totalInstalmentAmount,
    numberOfInstalments: weeklyMandate.numberOfInstalments,
    linkedAccounts: { status: 'ready', accounts: [], canAddNew: true },
    onRetryLinkedAccounts: fn(),
    mandate: { status: 'idle' },
    onUseLinkedAccount: fn(),
    onSetUpNewAccount: fn(),
    providerPolicy: { name: 'Paystack', href: 'https://paystack.com/legal/end-user-policy' },
    loadLegalTexts,
    hrefs,
  },
} satisfies Meta<typeof MandateSetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

const paid = { amount: weeklyMandate.downPaymentAmount, status: 'paid' } as const;
const withAccounts = { status: 'ready', accounts: linkedAccounts, canAddNew: true } as const;

export const StartPaymentSetup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Start your payment setup');
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', hrefs.checkout);
    const progress = canvas.getByRole('list', { name: 'Purchase progress' });
    await expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    await expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Down payment');
    await expect(canvas.getByText(formatKobo(weeklyMandate.downPaymentAmount))).toBeVisible();
    await expect(canvas.getByText(String(weeklyMandate.numberOfInstalments))).toBeVisible();
    await expect(canvas.getByText('Available once your down payment is paid.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up Direct Debit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPayDownPayment).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const PayingDownPayment: Story = {
  args: { downPayment: { amount: weeklyMandate.downPaymentAmount, status: 'paying' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pay now' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const DownPaymentFailed: Story = {
  args: { downPayment: { amount: weeklyMandate.downPaymentAmount, status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('nothing was charged');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPayDownPayment).toHaveBeenCalledOnce();
  },
};

export const DownPaymentPaid: Story = {
  args: { downPayment: paid },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Complete your payment setup');
    await expect(canvas.queryByRole('link', { name: 'Cancel' })).toBeNull();
    await expect(canvas.getByText('Payment Successful')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
    const progress = canvas.getByRole('list', { name: 'Purchase progress' });
    await expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Direct debit setup');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up Direct Debit' }));
    await expect(args.onSetUpNewAccount).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: /Paystack end-user policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const LegalDialogs: Story = {
  args: { downPayment: paid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [link, title] of [
      ['direct debit terms and conditions', 'Direct debit terms and conditions'],
      ['Global Standing Mandate privacy policy', 'Global Standing Mandate privacy policy'],
      ['What is direct debit?', 'What is direct debit?'],
    ] as const) {
      const opener = canvas.getByRole('button', { name: link });
      await userEvent.click(opener);
      await expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    }
  },
};

export const LinkedAccounts: Story = {
  args: { downPayment: paid, linkedAccounts: withAccounts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('group', { name: 'Select your linked bank account to continue' });
    // Account names are cut at 19 characters.
    await expect(within(picker).getByRole('radio', { name: /^Adebayo Oluwaseun C… GTBank/ })).toBeVisible();
    await expect(within(picker).getByText(/4821/)).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(within(picker).getByRole('radio', { name: /Ada Obi/ }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onUseLinkedAccount).toHaveBeenCalledWith('mandate-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Link another bank account' }));
    await expect(args.onSetUpNewAccount).toHaveBeenCalledOnce();
  },
};

export const LinkedAccountsNoNewAllowed: Story = {
  args: { downPayment: paid, linkedAccounts: { ...withAccounts, canAddNew: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Link another bank account' }),
    ).toBeNull();
  },
};

export const LinkedAccountsBeforeDownPayment: Story = {
  args: { linkedAccounts: withAccounts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Link another bank account' })).toBeDisabled();
  },
};

/**
 * Before the down payment the linked accounts are not asked for yet (the web app asks once the panel can
 * act): the panel says what will happen, never 'Loading…' that would not end.
 */
export const AccountsNotAskedBeforeDownPayment: Story = {
  args: { linkedAccounts: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Loading your linked bank accounts…')).toBeNull();
    await expect(
      canvas.getByText(
        'After your down payment you choose one of your linked bank accounts here, or link a new one.',
      ),
    ).toBeVisible();
  },
};

export const CreatingWithLinkedAccount: Story = {
  args: {
    downPayment: paid,
    linkedAccounts: withAccounts,
    mandate: { status: 'creating', via: 'linked-account' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Link another bank account' })).toBeDisabled();
  },
};

export const SettingUpNewAccount: Story = {
  args: { downPayment: paid, mandate: { status: 'creating', via: 'new-account' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Setting up...' })).toBeDisabled();
  },
};

export const MandateFailed: Story = {
  args: { downPayment: paid, linkedAccounts: withAccounts, mandate: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to create mandate. Please try again.',
    );
  },
};

export const MandateFailedWithServerMessage: Story = {
  args: {
    downPayment: paid,
    mandate: { status: 'error', message: 'Your bank is not available for direct debit right now.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your bank is not available for direct debit right now.',
    );
  },
};

export const PendingBankApproval: Story = {
  args: {
    downPayment: paid,
    mandate: { status: 'pending-approval', account: { bankName: 'GTBank', last4: '4821' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: 'Waiting for your bank to approve your direct debit' });
    await expect(within(notice).getByText('Pending bank approval')).toBeVisible();
    await expect(notice).toHaveTextContent(
      'GTBank (account ending 4821) has not approved the direct debit yet.',
    );
    await expect(notice).toHaveTextContent(
      'No instalment is taken from your account before your bank approves.',
    );
    await expect(within(notice).getByRole('link', { name: 'My purchases' })).toHaveAttribute(
      'href',
      hrefs.purchases,
    );
    await expect(canvas.queryByRole('button', { name: 'Set up Direct Debit' })).toBeNull();
  },
};

/** The bank refused the last consent: said above the choice, which stays open for another account. */
export const RefusedByBank: Story = {
  args: {
    downPayment: paid,
    linkedAccounts: withAccounts,
    mandate: { status: 'refused', account: { bankName: 'Access Bank', last4: '0193' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: 'Your bank did not approve the direct debit' });
    await expect(within(notice).getByText('Not approved')).toBeVisible();
    await expect(notice).toHaveTextContent('Access Bank (account ending 0193) refused the direct debit');
    await expect(within(notice).queryByRole('link')).toBeNull();
    // The choice is still there: another linked account, or a new one.
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onUseLinkedAccount).toHaveBeenCalled();
  },
};

export const LinkedAccountsLoading: Story = {
  args: { downPayment: paid, linkedAccounts: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your linked bank accounts…')).toBeInTheDocument();
  },
};

export const LinkedAccountsError: Story = {
  args: { downPayment: paid, linkedAccounts: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLinkedAccounts).toHaveBeenCalledOnce();
  },
};

export const Validating: Story = {
  args: { status: 'validating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your payment…');
    // The page underneath is inert: nothing can be pressed while the payment is checked.
    await expect(canvasElement.querySelector('[data-slot="mandate-setup-screen"]')).toHaveAttribute('inert');
  },
};

export const StartPaymentSetupMobile = onMobile(StartPaymentSetup);
export const DownPaymentFailedMobile = onMobile(DownPaymentFailed);
export const DownPaymentPaidMobile = onMobile(DownPaymentPaid);
export const LinkedAccountsMobile = onMobile(LinkedAccounts);
export const CreatingWithLinkedAccountMobile = onMobile(CreatingWithLinkedAccount);
export const MandateFailedMobile = onMobile(MandateFailed);
export const PendingBankApprovalMobile = onMobile(PendingBankApproval);
export const AccountsNotAskedBeforeDownPaymentMobile = onMobile(AccountsNotAskedBeforeDownPayment);
export const RefusedByBankMobile = onMobile(RefusedByBank);
export const ValidatingMobile = onMobile(Validating);
