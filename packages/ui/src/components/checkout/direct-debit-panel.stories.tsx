import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { linkedAccounts, weeklyMandate } from '../../fixtures/checkout';
import { hrefs } from '../../fixtures/hrefs';
import { loadLegalTexts } from '../../fixtures/legal';
import DirectDebitLegal from './direct-debit-legal';
import { DirectDebitPanel, MANDATE_CREATE_FAILED } from './direct-debit-panel';
import { MandatePendingNotice } from './mandate-pending-notice';
import { MandateRefusedNotice } from './mandate-refused-notice';

/**
 * Step 2 of the mandate setup, alone (the MandateSetup screen's stories show it in its page): the total
 * and number of instalments, then the LinkedAccountPicker ('Select your linked bank account to continue') or
 * 'Set up Direct Debit', greyed out until the down payment is paid; the legal texts open in dialogs.
 *
 * Accessibility: a region named by its heading; while disabled it says why in words; a refused or failed
 * mandate is an alert.
 */
const meta = {
  title: 'Screens/Checkout/DirectDebitPanel',
  component: DirectDebitPanel,
  subcomponents: { DirectDebitLegal, MandatePendingNotice, MandateRefusedNotice },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    enabled: true,
    totalInstalmentAmount: weeklyMandate.totalInstalmentAmount,
    numberOfInstalments: weeklyMandate.numberOfInstalments,
    linkedAccounts: { status: 'ready', accounts: linkedAccounts, canAddNew: true },
    onRetryLinkedAccounts: fn(),
    mandate: { status: 'idle' },
    onUseLinkedAccount: fn(),
    onSetUpNewAccount: fn(),
    providerPolicy: { name: 'Paystack', href: 'https://paystack.com/legal/end-user-policy' },
    loadLegalTexts,
    hrefs,
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof DirectDebitPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Step 2. Set up direct debit' });
    await expect(within(panel).getByText(formatKobo(weeklyMandate.totalInstalmentAmount))).toBeVisible();
    const picker = canvas.getByRole('group', { name: 'Select your linked bank account to continue' });
    await userEvent.click(within(picker).getByRole('radio', { name: /account ending 4821/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onUseLinkedAccount).toHaveBeenCalledWith('mandate-1');
  },
};

export const Playground: Story = {};

/** Until the down payment is paid: greyed out, says why, nothing can be chosen. */
export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Available once your down payment is paid.')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** No linked account: one button, 'Set up Direct Debit'. */
export const NoLinkedAccount: Story = {
  args: { linkedAccounts: { status: 'ready', accounts: [], canAddNew: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Set up Direct Debit' }));
    await expect(args.onSetUpNewAccount).toHaveBeenCalledOnce();
  },
};

/** Creating the mandate with a linked account: 'Creating...'. */
export const Creating: Story = {
  args: { mandate: { status: 'creating', via: 'linked-account' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

/** The linked accounts are loading: skeletons, announced. */
export const LoadingAccounts: Story = {
  args: { linkedAccounts: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your linked bank accounts…',
    );
  },
};

/** The linked accounts failed to load: an alert with Try again. */
export const AccountsFailed: Story = {
  args: { linkedAccounts: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your linked bank accounts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLinkedAccounts).toHaveBeenCalledOnce();
  },
};

/** The mandate could not be created: the spec's message, as an alert. */
export const CreateFailed: Story = {
  args: { mandate: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MANDATE_CREATE_FAILED);
  },
};

/** 'What is direct debit?' opens its dialog, loaded on demand. */
export const LegalDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is direct debit?' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
