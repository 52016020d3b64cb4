import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordScreen } from './reset-password-screen';

/**
 * /reset-password/{email}: the code with 'OTP expires in' (15:00 down to 00:00), then 'OTP expired' with
 * 'Resend OTP'; 'Code verifying...', 'Code verified', 'Check code again'; the new-password form is disabled
 * until the code is verified.
 *
 * A submit with errors shows each message under its field and in the error summary, which takes focus.
 *
 * Accessibility: code state is a status region; the password form is a named form; the summary and the
 * server's error are alerts, and the summary's links focus their fields.
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
    // The code field takes focus on arrival, so the shopper types at once. Typing is checked step by step
    // (focus, then the digits, then the submit) so that a slow machine cannot fail it in a way that hides which.
    const code = canvas.getByRole('textbox', { name: 'Reset code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('0937');
    await expect(code).toHaveValue('0937');
    await waitFor(() => expect(args.onVerifyCode).toHaveBeenCalledWith('0937'), { timeout: 3000 });
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
    await expect(await canvas.findByRole('link', { name: 'Passwords do not match' })).toBeVisible();
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Newpass1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ada@example.com',
        otp: '0937',
        password: 'Newpass1!',
        passwordAgain: 'Newpass1!',
      }),
    );
  },
};

/** Submit empty: the summary takes focus; its link ('Please fill in all fields') focuses the new password. */
export const EmptySubmit: Story = {
  args: { codeStatus: 'verified', secondsLeft: 860, defaultCode: '0937' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(summary).getByRole('link', { name: 'Please fill in all fields' }));
    await expect(canvas.getByLabelText('New password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
