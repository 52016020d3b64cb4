import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VerifyEmailScreen } from './verify-email-screen';

/**
 * /sign-up/verify-email/{email}: four boxes, auto-submit 150 ms after the last digit, a countdown from
 * 86,400 s shown as hh:mm:ss, and the verifying, verified and wrong states. Continue works only once
 * verified.
 *
 * Accessibility: states are announced (status for progress and success, alert for a wrong code).
 */
const meta = {
  title: 'Screens/Auth/VerifyEmail',
  component: VerifyEmailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    email: 'ada@example.com',
    secondsLeft: 86_400,
    status: 'idle',
    onVerify: fn(),
    onResend: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please verify your email.')).toBeVisible();
    await expect(canvas.getByText('Code expires in 24:00:00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // The code field takes focus on arrival; checked step by step, as in ResetPassword's story.
    const code = canvas.getByRole('textbox', { name: 'Enter the 4-digit code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('4821');
    await expect(code).toHaveValue('4821');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('4821'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const Verifying: Story = { args: { status: 'verifying', secondsLeft: 86_340 } };

export const Verified: Story = {
  args: { status: 'verified', secondsLeft: 86_300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Great, all set!')).toBeVisible();
    await expect(canvas.getByText('Your account is verified!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const WrongCode: Story = {
  args: { status: 'wrong', secondsLeft: 85_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops.. failed, try again');
    await expect(canvas.getByText('Wrong otp!')).toBeVisible();
  },
};

/** The server's message for a refused code replaces 'Wrong otp!'. */
export const CodeUsedUp: Story = {
  args: {
    status: 'wrong',
    secondsLeft: 85_000,
    wrongMessage: 'Too many wrong codes. Please request a new one.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Too many wrong codes. Please request a new one.')).toBeVisible();
    await expect(canvas.queryByText('Wrong otp!')).toBeNull();
  },
};

/** A code sent again is said on the page (no toast over the buttons on a phone). */
export const CodeResent: Story = {
  args: { notice: { tone: 'success', text: 'OTP sent to ada@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('OTP sent to ada@example.com');
  },
};

/** A resend refused: the server's message as an alert. */
export const ResendRefused: Story = {
  args: { notice: { tone: 'error', text: 'Please wait a minute before asking for another code.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please wait a minute before asking for another code.',
    );
  },
};

export const Expired: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('4821');
    await expect(await canvas.findByText('OTP has expired. Please request a new one.')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const VerifiedMobile: Story = {
  ...Verified,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
