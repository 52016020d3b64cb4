import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { RadioGroup, RadioGroupItem } from './radio-group';

const OPTIONS = [
  { id: 'standard', label: 'Standard delivery', detail: '3 to 5 working days', amount: '₦2,500.00' },
  { id: 'express', label: 'Express delivery', detail: 'Next working day in Lagos', amount: '₦5,000.00' },
  { id: 'pickup', label: 'Pick up in Ikeja', detail: 'Ready in 2 days', amount: '₦0.00' },
];

const meta = {
  title: 'Primitives/RadioGroup/Features',
  component: RadioGroup,
  args: {
    legend: 'Choose how your order is delivered',
    onValueChange: fn(),
    children: OPTIONS.map((o) => (
      <RadioGroupItem key={o.id} value={o.id}>
        <span style={{ display: 'grid', flex: 1 }}>
          <strong>{o.label}</strong>
          <span>{o.detail}</span>
        </span>
        <span>{o.amount}</span>
      </RadioGroupItem>
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice a card, the chosen one marked by border, tint and its radio. */
export const Card: Story = {
  args: { variant: 'card', defaultValue: 'standard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Next working day in Lagos'));
    await expect(canvas.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).not.toBeChecked();
  },
};

/** Tab enters the group once, on the chosen item; the arrow keys move and choose, wrapping round. */
export const Keyboard: Story = {
  args: { variant: 'card', defaultValue: 'standard' },
  render: (args) => (
    <>
      <Button>Before</Button>
      <RadioGroup {...args} />
      <Button>After</Button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toHaveFocus();
    // Radix moves focus (and so the choice) a task after each key: wait for each move.
    await userEvent.keyboard('{ArrowDown}');
    const express = canvas.getByRole('radio', { name: /Express delivery/ });
    await waitFor(() => expect(express).toHaveFocus());
    await expect(express).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Pick up in Ikeja/ })).toBeChecked());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toBeChecked());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Pick up in Ikeja/ })).toBeChecked());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  },
};

/** A message marks the group invalid and describes it. */
export const WithError: Story = {
  args: { variant: 'card', error: 'Choose how your order is delivered' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: 'Choose how your order is delivered',
    });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how your order is delivered');
  },
};

/** Disabled: no choice can be made (checkout, until the down payment is paid). */
export const Disabled: Story = {
  args: { variant: 'card', defaultValue: 'standard', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Controls beside a choice that are not part of it (a saved address's Edit and Delete). */
export const WithActions: Story = {
  args: { legend: 'Choose your delivery address', hideLegend: true, variant: 'card' },
  render: (args) => {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioGroup {...args} value={value} onValueChange={setValue}>
        {['9 Awolowo Road, Ikoyi, Lagos state', '5 Allen Avenue, Ikeja, Lagos state'].map((text) => (
          <RadioGroupItem
            key={text}
            value={text}
            actions={
              <Button variant="ghost" size="sm" aria-label={`Edit ${text}`}>
                Edit
              </Button>
            }
          >
            {text}
          </RadioGroupItem>
        ))}
      </RadioGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ikoyi = canvas.getByRole('radio', { name: '9 Awolowo Road, Ikoyi, Lagos state' });
    await expect(ikoyi).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 9 Awolowo Road, Ikoyi, Lagos state' }));
    await expect(ikoyi).not.toBeChecked();
    await userEvent.click(canvas.getByText('9 Awolowo Road, Ikoyi, Lagos state'));
    await expect(ikoyi).toBeChecked();
  },
};

/** A row of plain choices (the calculator's down payment). */
export const Horizontal: Story = {
  args: {
    legend: 'Down payment',
    orientation: 'horizontal',
    defaultValue: '35',
    children: ['35', '50'].map((pct) => (
      <RadioGroupItem key={pct} value={pct}>
        {pct}%
      </RadioGroupItem>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: '35%' });
    const second = canvas.getByRole('radio', { name: '50%' });
    await expect(first.getBoundingClientRect().top).toBe(second.getBoundingClientRect().top);
  },
};
