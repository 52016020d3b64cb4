import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { ForgotPasswordScreen } from './forgot-password-screen';

/**
 * /forgot-password: one email field ('Email is required', 'Invalid email address', under the field and in
 * the error summary, which takes focus); then the app goes to /reset-password/{email}.
 */
const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), hrefs },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), ' ada@example.com {Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }));
  },
};

export const Playground: Story = {};

/** Submit empty: the summary takes focus and its link focuses the email field. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await userEvent.click(within(summary).getByRole('link', { name: 'Email is required' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'User not found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('User not found');
  },
};

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Links: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Log in' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.login);
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
