import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

/**
 * A labelled input. Accessibility: the label names the input; hint and error are linked with
 * aria-describedby; an error sets aria-invalid.
 */
const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ada@oja.ng');
    await expect(input).toHaveValue('ada@oja.ng');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { hint: 'We send your receipts here.' } };

export const WithHint: Story = {
  args: { label: 'Phone number', type: 'tel', hint: 'Starts with 0, e.g. 08031234567', placeholder: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone number');
    await expect(input).toHaveAccessibleDescription('Starts with 0, e.g. 08031234567');
  },
};

export const WithError: Story = {
  args: { error: 'Invalid email address', defaultValue: 'ada@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search products', hideLabel: true, type: 'search', placeholder: 'Search for anything' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@oja.ng' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};
