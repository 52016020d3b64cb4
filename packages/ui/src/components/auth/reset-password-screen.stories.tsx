import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordScreen } from './reset-password-screen';

/**
 * /reset-password/{email}: the code with 'OTP expires in' (15:00 down to 00:00), then 'OTP expired' with
 * 'Resend OTP'; 'Code verifying...', 'Code verified', 'Check code again'; the new-password form is disabled
 * until the code is verified.
 *
 * Accessibility: code state is a status region; the password form is a named form; errors are alerts.
 */
const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    email: 'ada@example.com',
    secondsLeft: 900,
    codeStatus: 'unverified',
    onVerifyCode: fn(),
    onResend: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('OTP expires in 15:00')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toBeDisabled();
    await userEvent.keyboard('0937');
    await waitFor(() => expect(args.onVerifyCode).toHaveBeenCalledWith('0937'));
  },
};

export const Playground: Story = {};

export const CodeVerifying: Story = {
  args: { codeStatus: 'verifying', secondsLeft: 870 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Code verifying...');
  },
};

export const CodeVerified: Story = {
  args: { codeStatus: 'verified', secondsLeft: 860, defaultCode: '0937' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Code verified');
    await userEvent.type(canvas.getByLabelText('New password'), 'Newpass1!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Newpass2!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Newpass1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      otp: '0937',
      password: 'Newpass1!',
      passwordAgain: 'Newpass1!',
    });
  },
};

export const WrongCode: Story = {
  args: { codeStatus: 'wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Check code again');
  },
};

export const Expired: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('OTP expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const ServerError: Story = {
  args: { codeStatus: 'verified', error: 'Error resetting password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error resetting password.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
