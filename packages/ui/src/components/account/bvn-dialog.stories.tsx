import { CREDIT_CHECK_CONSENT, CREDIT_CHECK_CONSENT_REQUIRED } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BvnDialog } from './bvn-dialog';

/**
 * The debt profile modal: a BVN of exactly 11 digits (the input keeps digits only and stops at 11), and the
 * box that agrees to the credit check, without which nothing is sent.
 *
 * Accessibility: a dialog named by its title; the input is labelled with a hint; errors are tied to it.
 */
const meta = {
  title: 'Screens/Account/BvnDialog',
  component: BvnDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof BvnDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your debt profile' }));
    const input = dialog.getByLabelText('BVN');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify BVN' }));
    await expect(dialog.getByText('BVN is required')).toBeVisible();
    await userEvent.type(input, '223-456 78901234');
    await expect(input).toHaveValue('22345678901');
    // No bureau is asked without the shopper's agreement.
    await userEvent.click(dialog.getByRole('button', { name: 'Verify BVN' }));
    const consent = dialog.getByRole('checkbox', { name: CREDIT_CHECK_CONSENT });
    await expect(consent).toHaveAccessibleDescription(CREDIT_CHECK_CONSENT_REQUIRED);
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(consent);
    await userEvent.click(dialog.getByRole('button', { name: 'Verify BVN' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ bvn: '22345678901', consent: true });
  },
};

export const TooShort: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('BVN'), '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify BVN' }));
    await expect(dialog.getByText('BVN must be exactly 11 digits')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    failure:
      'We found an active debt or loan linked to your BVN. Please clear the outstanding balance and try again, or contact support if you think this is a mistake.',
  },
};
