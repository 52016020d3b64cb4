import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordScreen } from './forgot-password-screen';

/**
 * /forgot-password: one email field ('Email is required', 'Invalid email address'); then the app goes to
 * /reset-password/{email}.
 */
const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
