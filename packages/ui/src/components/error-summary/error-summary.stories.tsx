import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { ErrorSummary, type ErrorSummaryProps } from './error-summary';

/**
 * The GOV.UK error summary: after a submit with errors, 'There is a problem' at the top of the form with
 * one link per problem. Following a link focuses its field; the fields keep their inline messages.
 *
 * Accessibility: an alert named by its heading; it takes focus after each failed submit (not while the
 * shopper fixes fields), so the problems are read at once and the links are the next Tab stops.
 */
const meta = {
  title: 'Patterns/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    errors: [
      { fieldId: 'story-email', message: 'Invalid email address' },
      { fieldId: 'story-phone', message: 'Phone number is required' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: 'Invalid email address' })).toHaveAttribute(
      'href',
      '#story-email',
    );
  },
};

export const Playground: Story = {};

export const ASharedMessageIsListedOnce: Story = {
  args: {
    errors: [
      { fieldId: 'story-email', message: 'Please fill in all fields' },
      { fieldId: 'story-password', message: 'Please fill in all fields' },
    ],
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '#story-email');
  },
};

/** A two-field form as a screen would wire it: ids from useId, the summary fed by the failed submit. */
function DemoForm(props: Partial<ErrorSummaryProps>) {
  const emailId = useId();
  const phoneId = useId();
  const [values, setValues] = useState({ email: '', phone: '' });
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [errors, setErrors] = useState<{ email?: string; phone?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: values.email ? undefined : 'Email is required',
      phone: values.phone ? undefined : 'Phone number is required',
    };
    setErrors(found);
    if (found.email || found.phone) setFailedSubmits((n) => n + 1);
  };
  const summary = [
    errors.email ? { fieldId: emailId, message: errors.email } : null,
    errors.phone ? { fieldId: phoneId, message: errors.phone } : null,
  ].filter((item) => item !== null);
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
      <ErrorSummary {...props} errors={summary} focusKey={failedSubmits} />
      <TextField
        id={emailId}
        label="Email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={errors.email}
      />
      <TextField
        id={phoneId}
        label="Phone number"
        value={values.phone}
        onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
        error={errors.phone}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

export const InAForm: Story = {
  args: { errors: [] },
  render: () => <DemoForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const phoneLink = within(summary).getByRole('link', { name: 'Phone number is required' });
    await expect(phoneLink).toHaveAttribute('href', `#${canvas.getByLabelText('Phone number').id}`);
    await userEvent.click(phoneLink);
    await expect(canvas.getByLabelText('Phone number')).toHaveFocus();
  },
};
