import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { ConnectionCheck } from './connection-check';
import { SignUpScreen } from './sign-up-screen';

/**
 * /sign-up. The checklist appears while the password field has focus; Create account is shown and announced
 * disabled until all five checks hold (pressed early it says why). A submit with errors shows every field's
 * message under it and in the error summary ('There is a problem'), which takes focus; the server's field
 * errors show the same way.
 *
 * Past the sign-ups one address may make in an hour (a mobile network's NAT), the device solves a
 * proof-of-work challenge: 'Checking your connection…' on the button and in a live region, then the app
 * signs up again by itself.
 *
 * Accessibility: labelled inputs with errors tied by aria-describedby and aria-invalid; the summary's links
 * move focus to their fields; the checklist says met / not met in words; works by keyboard alone.
 */
const meta = {
  title: 'Screens/Auth/SignUp',
  component: SignUpScreen,
  subcomponents: { ConnectionCheck },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), hrefs },
} satisfies Meta<typeof SignUpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create account' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(canvas.getByLabelText('Phone number'), '08031234567');
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!');
    await expect(canvas.getByRole('list', { name: 'Password must have' })).toBeVisible();
    await expect(create).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ada@example.com',
        phoneNumber: '+2348031234567',
        password: 'Abcdefg1!',
      }),
    );
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
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Submit empty: the summary takes focus and each of its links focuses its field. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Email is required',
      'Phone number is required',
      'Password is required',
    ]);
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    const phone = canvas.getByLabelText('Phone number');
    await expect(links[1]).toHaveAttribute('href', `#${phone.id}`);
    await userEvent.click(links[1] as HTMLElement);
    await expect(phone).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FieldErrorsAllAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada');
    await userEvent.type(canvas.getByLabelText('Phone number'), '0803abc');
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('link', { name: 'Invalid email address' })).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Invalid phone number For example 08031234567',
    );
    // Fixing a field clears its message at once.
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await waitFor(() => expect(canvas.queryByText('Invalid email address')).toBeNull());
  },
};

export const ServerFieldErrors: Story = {
  args: {
    serverErrors: { email: 'Email is already registered', phoneNumber: 'Phone number is already registered' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is already registered'),
    );
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(
      within(summary).getByRole('link', { name: 'Phone number is already registered' }),
    ).toBeVisible();
  },
};

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Links: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Terms of use' }));
    await expect(navigate).toHaveBeenLastCalledWith(hrefs.termsOfUse);
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy policy' }));
    await expect(navigate).toHaveBeenLastCalledWith(hrefs.privacyPolicy);
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(navigate).toHaveBeenLastCalledWith(hrefs.login);
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

/** The device solves the API's proof-of-work challenge: the button and a polite live region say so. */
export const CheckingConnection: Story = {
  args: { submitting: true, checkingConnection: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your connection…');
    await expect(canvas.getByRole('button', { name: /Checking your connection…/ })).toBeInTheDocument();
  },
};
