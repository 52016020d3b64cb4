import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountVerification } from './account-verification';

/**
 * Account verification: residential address and debt profile, each 'Verify now', then 'Verified' or
 * 'Try again'.
 *
 * Accessibility: the state is written in words (never colour alone); each button names its card.
 */
const meta = {
  title: 'Screens/Account/AccountVerification',
  component: AccountVerification,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    address: { state: 'not-verified' },
    debt: { state: 'not-verified' },
    onVerifyAddress: fn(),
    onVerifyDebt: fn(),
  },
} satisfies Meta<typeof AccountVerification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now: Residential address' }));
    await expect(args.onVerifyAddress).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now: Debt profile' }));
    await expect(args.onVerifyDebt).toHaveBeenCalledOnce();
  },
};

export const BothVerified: Story = {
  args: {
    address: { state: 'verified', detail: '12 Admiralty Way, Lekki, Lagos' },
    debt: { state: 'verified', detail: 'BVN ending 8901' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    address: { state: 'failed', detail: 'Verification failed, please try again.' },
    debt: {
      state: 'failed',
      detail:
        'We found an active debt or loan linked to your BVN. Please clear the outstanding balance and try again, or contact support if you think this is a mistake.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Try again/ })).toHaveLength(2);
  },
};

/** The address waits for a field agent: said in words, what happens next, and no button to ask again. */
export const AddressBeingChecked: Story = {
  args: {
    address: { state: 'pending', detail: '5 Pending Close, Ikeja, Lagos' },
    debt: { state: 'verified', detail: 'Your BVN is on file.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Being checked')).toBeVisible();
    await expect(canvas.getByText('We are checking your address.')).toBeVisible();
    await expect(canvas.getByText(/A field agent may visit within 48 hours/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Residential address/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
