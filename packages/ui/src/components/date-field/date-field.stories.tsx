import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './date-field';

/**
 * A labelled date: the device's own date picker (a native `<input type="date">`), its value a calendar date
 * ('YYYY-MM-DD'). Used by the console's filters (placed from, placed to) and the ship dialog's expected
 * delivery. Accessibility: the label names the input; hint and error are linked with aria-describedby; an
 * error sets aria-invalid; `min` and `max` limit the picker.
 */
const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Expected delivery', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Expected delivery');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2026-03-05');
    await expect(input).toHaveValue('2026-03-05');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { hint: 'The day the carrier expects to deliver.' } };

/** The picker offers only the days between min and max. */
export const WithLimits: Story = {
  args: {
    min: '2026-03-02',
    max: '2026-04-01',
    hint: 'From today to 30 days ahead.',
    defaultValue: '2026-03-05',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Expected delivery');
    await expect(input).toHaveAttribute('min', '2026-03-02');
    await expect(input).toHaveAttribute('max', '2026-04-01');
    await expect(input).toHaveAccessibleDescription('From today to 30 days ahead.');
  },
};

export const WithError: Story = {
  args: { error: 'The expected delivery date cannot be before today', defaultValue: '2026-02-27' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Expected delivery');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The expected delivery date cannot be before today');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-03-05' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Expected delivery')).toBeDisabled();
  },
};
