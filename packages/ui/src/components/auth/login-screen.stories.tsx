import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { AuthLayout } from './auth-layout';
import { ConnectionCheck } from './connection-check';
import { LoginScreen } from './login-screen';
import { PasswordField } from './password-field';

/**
 * /login. 'Please fill in all fields' under each empty field and once in the error summary, which takes
 * focus; 'Logging in...' with the inputs disabled while submitting; a server error shows for 3 s (the app
 * clears it) and empties the password.
 *
 * Many shoppers behind one address (a mobile network's NAT) may be asked to solve a proof-of-work challenge:
 * 'Checking your connection…' on the button and in a live region while the device works, then the app logs
 * in again by itself.
 *
 * Accessibility: the summary and the server's error are alerts; the summary's link focuses the first empty
 * field; works by keyboard alone (Enter submits).
 */
const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  subcomponents: { AuthLayout, PasswordField, ConnectionCheck },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), hrefs },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Abcdefg1!' }),
    );
  },
};

export const Playground: Story = {};

/** Submit empty: the summary takes focus; its one link ('Please fill in all fields') focuses the email. */
export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(summary).getByRole('link', { name: 'Please fill in all fields' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordLeftEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com{Enter}');
    const link = await canvas.findByRole('link', { name: 'Please fill in all fields' });
    await expect(link).toHaveAttribute('href', `#${canvas.getByLabelText('Password').id}`);
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Links: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
    await expect(navigate).toHaveBeenLastCalledWith(hrefs.forgotPassword);
    await userEvent.click(canvas.getByRole('link', { name: 'Create an account' }));
    await expect(navigate).toHaveBeenLastCalledWith(hrefs.signUp);
  },
};

export const LoggingIn: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: { error: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

/**
 * The device solves the API's proof-of-work challenge (many attempts from the shopper's network): the
 * button says so, and a polite live region announces it; the inputs wait, disabled.
 */
export const CheckingConnection: Story = {
  args: { submitting: true, checkingConnection: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your connection…');
    await expect(canvas.getByRole('button', { name: /Checking your connection…/ })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};
