import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignUpScreen } from './sign-up-screen';

/**
 * /sign-up. The checklist appears while the password field has focus; Create account stays disabled until
 * all five checks hold; every field's message shows at once, and the server's field errors under their
 * fields.
 *
 * Accessibility: labelled inputs with errors tied by aria-describedby; the checklist says met / not met in
 * words; works by keyboard alone.
 */
const meta = {
  title: 'Screens/Auth/SignUp',
  component: SignUpScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof SignUpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create account' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(canvas.getByLabelText('Phone number'), '08031234567');
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!');
    await expect(canvas.getByRole('list', { name: 'Password must have' })).toBeVisible();
    await expect(create).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
      password: 'Abcdefg1!',
    });
  },
};

export const Playground: Story = {};

export const ChecklistWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'abcdefgh');
    const list = canvas.getByRole('list', { name: 'Password must have' });
    await expect(within(list).getByText('At least 8 characters')).toHaveTextContent('(met)');
    await expect(within(list).getByText('An uppercase letter')).toHaveTextContent('(not met yet)');
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeDisabled();
  },
};

export const FieldErrorsAllAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada');
    await userEvent.type(canvas.getByLabelText('Phone number'), '0803abc');
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Invalid phone number')).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    serverErrors: { email: 'Email is already registered', phoneNumber: 'Phone number is already registered' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAccessibleDescription(
      'Email is already registered',
    );
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
