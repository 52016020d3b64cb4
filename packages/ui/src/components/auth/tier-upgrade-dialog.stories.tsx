import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TierUpgradeDialog } from './tier-upgrade-dialog';

/**
 * The Tier 2 request: 'Upgrade to Tier 2' with Cancel and Request, then 'Request Submitted'.
 *
 * Accessibility: a dialog named by its title and described by its sentence; focus is trapped inside.
 */
const meta = {
  title: 'Screens/Auth/TierUpgradeDialog',
  component: TierUpgradeDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), state: 'confirm', onRequest: fn() },
} satisfies Meta<typeof TierUpgradeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Tier 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Submitting: Story = { args: { state: 'submitting' } };

export const Failed: Story = {
  args: { error: 'Request failed. Please try again.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Tier 2' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Request failed. Please try again.');
  },
};

export const Submitted: Story = {
  args: { state: 'submitted' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request Submitted' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your request has been submitted. We will contact you via email with the next steps.',
    );
  },
};
