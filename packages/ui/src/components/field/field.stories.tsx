import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './field';

/**
 * The wrapper every form field uses: a label, the control, a hint and an error, tied together. TextField and
 * SelectField are Field around an input and a select; a textarea (the review's comment) takes it directly.
 *
 * Accessibility: the label names the control; the error, then the hint, describe it (aria-describedby); an
 * error sets aria-invalid. `liveError` keeps an empty polite live region, for a message that comes on blur.
 */
const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Comment',
    hint: 'What did you like or dislike? At least 10 letters.',
    children: (control) => <textarea {...control} className="oja-field__control" rows={4} />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const comment = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(comment).toHaveAccessibleDescription('What did you like or dislike? At least 10 letters.');
    await expect(comment).not.toHaveAttribute('aria-invalid');
    await userEvent.type(comment, 'Lovely phone');
    await expect(comment).toHaveValue('Lovely phone');
  },
};

export const Playground: Story = { args: { error: 'Comment is required' } };

/** An error marks the control invalid and is read before the hint. */
export const WithError: Story = {
  args: { error: 'Comment must be at least 10 letters' },
  play: async ({ canvasElement }) => {
    const comment = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await expect(comment).toHaveAccessibleDescription(
      'Comment must be at least 10 letters What did you like or dislike? At least 10 letters.',
    );
    await expect(within(canvasElement).getByText('Comment must be at least 10 letters')).toBeVisible();
  },
};

/** A live error region stays in place while empty, so a message shown later is announced. */
export const LiveError: Story = {
  args: { liveError: true, hint: undefined },
  play: async ({ canvasElement }) => {
    const comment = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(comment).not.toHaveAttribute('aria-describedby');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).not.toBeNull();
  },
};

/** The label for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, hint: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeVisible();
    await expect(within(canvasElement).getByText('Comment')).toHaveClass('oja-sr-only');
  },
};
