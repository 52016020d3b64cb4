import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigatesWith } from '../../../fixtures/navigation';
import { StaffSetupScreen } from './staff-setup-screen';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const secret = {
  email: 'tunde@oja.test',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  totpUri:
    'otpauth://totp/Oja%20console:tunde%40oja.test?issuer=Oja%20console&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  recoveryCodes: [
    'abcd-efgh-2345',
    'k7pq-mn3r-zx2w',
    'tuv4-wxyz-ab56',
    'qrst-2345-mnop',
    'hj6k-lm7n-op2q',
    'rs3t-uv4w-xy5z',
    'bc6d-ef7g-hi2j',
    'kl3m-no4p-qr5s',
    'tu6v-wx7y-za2b',
    'cd3e-fg4h-ij5k',
  ],
};

/**
 * /admin/setup#token=…: an invited member sets a password (the shopper's rule, typed twice), then reads the
 * authenticator key once, grouped in 4s and as an otpauth:// link. A used or expired link (410) says to ask
 * an owner for a new invitation.
 *
 * Accessibility: the summary and the refusal are alerts; the password checklist says met or not in words;
 * 'Your account is ready' is a status message.
 */
const meta = {
  title: 'Console/Setup',
  component: StaffSetupScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: desktop,
  args: { state: { status: 'form' }, onSubmit: fn(), hrefs: { signIn: '/admin/sign-in' } },
} satisfies Meta<typeof StaffSetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Abcdefg1!{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Abcdefg1!' }));
  },
};

export const FormTablet: Story = { ...Form, globals: tablet };

/** Two different passwords: 'Passwords do not match', in the summary too, and nothing is sent. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Abcdefg1?{Enter}');
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: 'Passwords do not match' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDifferTablet: Story = { ...PasswordsDiffer, globals: tablet };

export const Busy: Story = {
  args: { state: { status: 'form', submitting: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Setting up...' })).toBeDisabled();
    await expect(canvas.getByLabelText('New password')).toBeDisabled();
  },
};

export const BusyTablet: Story = { ...Busy, globals: tablet };

/** The link was used, expired or never good (410), or the page was opened without its token. */
export const Expired: Story = {
  args: { state: { status: 'expired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This setup link has expired' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ask an owner for a new invitation.');
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

export const ExpiredTablet: Story = { ...Expired, globals: tablet };

const navigate = fn();

/**
 * The key, once: grouped in 4s, the otpauth:// link for a phone's app, the ten recovery codes, and the way to
 * sign in.
 */
export const Done: Story = {
  args: { state: { status: 'done', ...secret } },
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This key is shown only once');
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      secret.totpUri,
    );
    const codes = canvas.getByRole('region', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(codes).getByText('abcd-efgh-2345')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to sign in' }));
    await expect(navigate).toHaveBeenLastCalledWith('/admin/sign-in');
  },
};

export const DoneTablet: Story = { ...Done, globals: tablet };

/** Another refusal than 410 (too many attempts): the form stays. */
export const Refused: Story = {
  args: { state: { status: 'form', error: 'Too many attempts. Please try again in 15 minutes.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};
