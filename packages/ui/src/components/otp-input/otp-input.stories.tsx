import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpInput, type OtpInputProps } from './otp-input';

/**
 * The 4-digit code entry: separate boxes drawn over one real input, so typing, Backspace, a paste of the
 * whole code and a phone's SMS autofill all work; it submits itself 150 ms after the last digit.
 *
 * Accessibility: one text input named by its label, numeric keyboard on phones, autocomplete one-time-code;
 * the boxes are only its picture; an error is tied by aria-describedby.
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

/** What the boxes show, one string per box. */
const boxes = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="otp-box"]'), (box) => box.textContent);

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Enter the 4-digit code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.keyboard('4821');
    await expect(boxes(canvasElement)).toEqual(['4', '8', '2', '1']);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('4821'));
    await userEvent.keyboard('{Backspace}');
    await expect(boxes(canvasElement)).toEqual(['4', '8', '2', '']);
    await expect(args.onChange).toHaveBeenLastCalledWith('482');
  },
};

export const Playground: Story = {};

export const PasteFillsEveryBox: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Enter the 4-digit code' }));
    await userEvent.paste('1234');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4']);
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('1234'));
  },
};

export const PasteKeepsTheDigitsOfAMessage: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Enter the 4-digit code' }));
    await userEvent.paste('Code: 0937');
    await expect(args.onChange).toHaveBeenLastCalledWith('0937');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('0937'));
  },
};

export const LettersAreIgnored: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Enter the 4-digit code' });
    await userEvent.click(input);
    await userEvent.keyboard('a7');
    await expect(input).toHaveValue('7');
    await expect(boxes(canvasElement)).toEqual(['7', '', '', '']);
  },
};

export const Wrong: Story = {
  args: { value: '1234', error: 'Wrong otp!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Enter the 4-digit code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong otp!');
  },
};

export const Disabled: Story = {
  args: { value: '12', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Enter the 4-digit code' }),
    ).toBeDisabled();
  },
};
