import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/**
 * The quantity of a product or cart line. Never below 1.
 *
 * Accessibility: a group named by its label; 'Decrease quantity' and 'Increase quantity' buttons; the value
 * is an output announced politely.
 */
const meta = {
  title: 'Patterns/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, onChange: fn(), label: 'Quantity' },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: QuantityStepperProps) {
  const [value, setValue] = useState(args.value);
  return (
    <QuantityStepper
      {...args}
      value={value}
      onChange={(q) => {
        setValue(q);
        args.onChange(q);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Playground: Story = {};

export const NeverBelowOne: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
