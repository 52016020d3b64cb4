import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { linkedAccounts } from '../../fixtures/checkout';
import { LinkedAccountPicker } from './linked-account-picker';

/**
 * Which linked bank account pays the direct debit: checkout's step 2 (stacked, full-width buttons) and My
 * purchases' 'Set up direct debit' (buttons in a row) use this one picker.
 *
 * Accessibility: a group named 'Select your linked bank account to continue' of radio cards; Continue is
 * described by that prompt until an account is chosen; account numbers read as 'account ending 4821'.
 */
const meta = {
  title: 'Patterns/LinkedAccountPicker',
  component: LinkedAccountPicker,
  tags: ['autodocs'],
  args: { accounts: linkedAccounts, canAddNew: true, onContinue: fn(), onAddNew: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LinkedAccountPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('group', { name: 'Select your linked bank account to continue' });
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await expect(continueButton).toHaveAccessibleDescription('Select your linked bank account to continue');
    await userEvent.click(
      within(picker).getByRole('radio', { name: /Ada Obi Access Bank · account ending 0917/ }),
    );
    await expect(continueButton).toBeEnabled();
    await userEvent.click(continueButton);
    await expect(args.onContinue).toHaveBeenCalledWith('mandate-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Link another bank account' }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { layout: 'row' } };
