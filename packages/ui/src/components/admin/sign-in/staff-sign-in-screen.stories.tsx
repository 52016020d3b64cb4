import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffSignInScreen } from './staff-sign-in-screen';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * The console's sign-in: email, password and the 6-digit code of an authenticator app, checked by the
 * domain's validateStaffSignIn; 'Signing in...' with the inputs disabled; the server's refusal shown as an
 * alert, the code emptied (each code works once).
 *
 * Accessibility: the summary and the refusal are alerts; the code field is numeric with
 * autocomplete="one-time-code"; Enter submits.
 */
const meta = {
  title: 'Console/Sign in',
  component: StaffSignInScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: desktop,
  args: { onSubmit: fn() },
} satisfies Meta<typeof StaffSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('6-digit code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(canvas.getByLabelText('Email'), ' owner@oja.test ');
    await userEvent.type(canvas.getByLabelText('Password'), 'Oja-sandbox-owner-2026');
    await userEvent.type(code, '123456{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'owner@oja.test',
        password: 'Oja-sandbox-owner-2026',
        code: '123456',
      }),
    );
  },
};

export const DefaultTablet: Story = { ...Default, globals: tablet };

/** Submit empty: each field's message, and the summary, which takes focus. */
export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Password is required' })).toBeVisible();
    await expect(
      within(summary).getByRole('link', { name: 'Enter the 6-digit code from your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyFieldsTablet: Story = { ...EmptyFields, globals: tablet };

/** A code of 5 digits is refused before the server is asked. */
export const ShortCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@oja.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'pw');
    await userEvent.type(canvas.getByLabelText('6-digit code'), '12345{Enter}');
    await expect(
      await canvas.findByRole('link', { name: 'Enter the 6-digit code from your authenticator app' }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SigningIn: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByLabelText('6-digit code')).toBeDisabled();
  },
};

export const SigningInTablet: Story = { ...SigningIn, globals: tablet };

/** The server's refusal (a wrong or used code looks the same as a wrong password): the code is emptied. */
export const Refused: Story = {
  args: { error: 'Invalid email, password or code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email, password or code');
    await expect(canvas.getByLabelText('6-digit code')).toHaveValue('');
  },
};

export const RefusedTablet: Story = { ...Refused, globals: tablet };

export const TooManyAttempts: Story = {
  args: { error: 'Too many attempts. Please try again in 15 minutes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

/**
 * Lost phone: the field switches to a recovery code (a text keyboard, no one-time-code autofill) and the
 * code is sent as typed; the domain takes it with or without the dashes.
 */
export const RecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@oja.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Oja-sandbox-owner-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    const code = canvas.getByLabelText('Recovery code');
    await expect(code).not.toHaveAttribute('inputmode');
    await userEvent.type(code, 'abcd-efgh-2345{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'owner@oja.test',
        password: 'Oja-sandbox-owner-2026',
        code: 'abcd-efgh-2345',
      }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Use the code from your authenticator app' }),
    ).toBeVisible();
  },
};
