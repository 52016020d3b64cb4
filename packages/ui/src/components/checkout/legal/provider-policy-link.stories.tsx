import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderPolicyLink } from './provider-policy-link';

/**
 * The payment provider's end-user policy, linked from the direct-debit panel beside the three legal dialogs.
 * The app passes the address of the provider it runs on.
 *
 * Accessibility: it opens in a new tab and says so in its accessible name; the icon is decorative.
 */
const meta = {
  title: 'Screens/Checkout/Legal/ProviderPolicyLink',
  component: ProviderPolicyLink,
  tags: ['autodocs'],
  args: { href: 'https://paystack.example/policy', providerName: 'Paystack' },
} satisfies Meta<typeof ProviderPolicyLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Paystack end-user policy (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', 'https://paystack.example/policy');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
