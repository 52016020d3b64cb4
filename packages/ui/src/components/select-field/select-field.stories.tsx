import { PROPERTY_LOCATIONS } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './select-field';

/**
 * A labelled native select, the one every form and filter uses (the rent and short-let searches, the
 * listing filters, the address forms, the review's product).
 *
 * Accessibility: a native `<select>` (a combobox to assistive technology, the phone's own picker); the label
 * names it; hint and error are its description; an error sets aria-invalid.
 */
const meta = {
  title: 'Primitives/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Location',
    placeholder: 'Any location',
    options: PROPERTY_LOCATIONS.map((o) => ({ value: o.code, label: o.label })),
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Abuja');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(within(select).getAllByRole('option')).toHaveLength(PROPERTY_LOCATIONS.length + 1);
  },
};

export const Playground: Story = { args: { hint: 'Where you want to live.' } };

/** The domain's message under the select; the select is invalid and described by it. */
export const WithError: Story = {
  args: {
    label: 'State',
    placeholder: 'Choose a state',
    options: [{ value: 'Lagos', label: 'Lagos' }],
    error: 'State is required',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('State is required');
  },
};

/** A required choice: the empty first option cannot be chosen back. */
export const RequiredChoice: Story = {
  args: {
    label: 'Product',
    placeholder: 'Choose a product you bought',
    placeholderDisabled: true,
    required: true,
    defaultValue: '',
    options: [
      { value: 'OJA-PHN-001', label: 'Tecno Spark 20' },
      { value: 'OJA-TV-002', label: 'Hisense 43" Smart TV' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Product' });
    await expect(within(select).getByRole('option', { name: 'Choose a product you bought' })).toBeDisabled();
    await expect(select).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Location' })).toBeDisabled();
  },
};
