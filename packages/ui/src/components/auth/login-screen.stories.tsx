import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './login-screen';

/**
 * /login. 'Please fill in all fields' when either is empty; 'Logging in...' with the inputs disabled while
 * submitting; a server error shows for 3 s (the app clears it) and empties the password.
 *
 * Accessibility: errors are alerts; works by keyboard alone (Enter submits).
 */
const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Abcdefg1!' });
  },
};

export const Playground: Story = {};

export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
