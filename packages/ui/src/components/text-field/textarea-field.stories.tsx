import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextareaField } from './textarea-field';

/**
 * A labelled text area (a reason, a note, a review). Accessibility: the label names it; hint and error are
 * linked with aria-describedby; an error sets aria-invalid.
 */
const meta = {
  title: 'Primitives/TextareaField',
  component: TextareaField,
  tags: ['autodocs'],
  args: { label: 'Reason', hint: '10 to 500 characters.', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextareaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(area).toHaveAccessibleDescription('10 to 500 characters.');
    await userEvent.type(area, 'The shopper asked to cancel');
    await expect(area).toHaveValue('The shopper asked to cancel');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { rows: 5, placeholder: 'What happened, in a sentence or two' } };

/** The error is read first, with the hint, and marks the field invalid. */
export const WithError: Story = {
  args: { error: 'Say why, in 10 to 500 characters', defaultValue: 'no' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(
      expect.stringContaining('Say why, in 10 to 500 characters'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent while the server answers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reason' })).toBeDisabled();
  },
};
