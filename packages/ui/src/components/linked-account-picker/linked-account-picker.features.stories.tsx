import { cutBankAccountName } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { linkedAccounts } from '../../fixtures/checkout';
import { LinkedAccountPicker } from './linked-account-picker';

const meta = {
  title: 'Patterns/LinkedAccountPicker/Features',
  component: LinkedAccountPicker,
  args: { accounts: linkedAccounts, canAddNew: true, onContinue: fn(), onAddNew: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LinkedAccountPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long holder's name is cut at 19 characters; the arrow keys move between the accounts. */
export const KeyboardAndLongName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(cutBankAccountName(linkedAccounts[0]?.accountName ?? ''))).toBeVisible();
    await userEvent.tab();
    const first = canvas.getAllByRole('radio')[0];
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /account ending 0917/ })).toBeChecked());
  },
};

/** Only the linked accounts: no 'Link another bank account'. */
export const NoNewAccount: Story = {
  args: { canAddNew: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Link another bank account' }),
    ).toBeNull();
  },
};

/** Checkout while the mandate is created with the chosen account: 'Creating...', the rest waits. */
export const ContinueBusy: Story = {
  args: { busy: 'continue', busyLabels: { continue: 'Creating...', addNew: 'Setting up...' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Link another bank account' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Checkout while a new account is being linked: 'Setting up...'. */
export const AddNewBusy: Story = {
  args: { busy: 'add-new', busyLabels: { continue: 'Creating...', addNew: 'Setting up...' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Setting up...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Disabled (checkout, until the down payment is paid): nothing can be chosen or pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Link another bank account' })).toBeDisabled();
  },
};
