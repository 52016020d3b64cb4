import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpInput, type OtpInputProps } from './otp-input';

/**
 * The 4-digit code entry: one digit per box, paste fills all, and it submits itself 150 ms after the last
 * digit.
 *
 * Accessibility: a fieldset named by its legend; each box 'Digit N of 4'; numeric keyboard on phones; the
 * first box offers the one-time code from the message.
 */
const meta = {
  title: 'Patterns/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onComplete: fn(), label: 'Enter the 4-digit code' },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: OtpInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OtpInput
      {...args}
      value={value}
      onChange={(v) => {
        setValue(v);
        args.onChange(v);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('4821');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue('1');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('4821'));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue('');
  },
};

export const Playground: Story = {};

export const PasteFillsEveryBox: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.paste('Code: 0937');
    await expect(args.onChange).toHaveBeenLastCalledWith('0937');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('0937'));
  },
};

export const LettersAreIgnored: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('a7');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('7');
  },
};

export const Wrong: Story = {
  args: { value: '1234', error: 'Wrong otp!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wrong otp!')).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { value: '12', disabled: true } };
