import {
  buildPaymentOptions,
  CHEAPEST_SHIPPING_OPTION,
  cartLinePaymentOptions,
  kobo,
  type PaymentPlanType,
  quotedPaymentOptions,
  quoteIncludesLabel,
} from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanPicker, type PlanPickerProps } from './plan-picker';

/** A ₦185,000 phone at 35% down: ₦64,750 today, then monthly, weekly or daily payments. */
const phoneOptions = buildPaymentOptions(kobo(18_500_000), 35);

/**
 * The payment plans of a product: the per-period amount first ('₦20,041 / month'), with the down payment
 * and the number of payments beside it; full payment last.
 *
 * Accessibility: native radios in a fieldset named by its legend; arrow keys move between plans; each radio
 * is described by its amounts.
 */
const meta = {
  title: 'Patterns/PlanPicker',
  component: PlanPicker,
  tags: ['autodocs'],
  args: { options: phoneOptions, value: 'monthly', onChange: fn() },
} satisfies Meta<typeof PlanPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: PlanPickerProps) {
  const [value, setValue] = useState<PaymentPlanType>(args.value);
  return (
    <PlanPicker
      {...args}
      value={value}
      onChange={(plan) => {
        setValue(plan);
        args.onChange(plan);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Payment plan' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await expect(within(group).getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await expect(group).toHaveTextContent('₦20,041.66 / month');
    await expect(group).toHaveTextContent('₦64,750 down payment, then 6 monthly payments');
    await userEvent.click(within(group).getByRole('radio', { name: /Weekly/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /Daily/ })).toBeChecked();
  },
};

export const Playground: Story = {};

export const FullPaymentOnly: Story = {
  args: { options: buildPaymentOptions(kobo(4_500_000), 100), value: 'full' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent('Pay once, no instalments');
  },
};

/**
 * A cart line of two phones shows the line's own options, computed on the line total: ₦10,020.83 a week
 * (twice the one-phone amount would be ₦10,020.82, a kobo short of what checkout charges).
 */
export const CompactForALineOfTwo: Story = {
  args: {
    compact: true,
    options: cartLinePaymentOptions({
      unitPrice: kobo(18_500_000),
      quantity: 2,
      minimumDownPaymentPercentage: 35,
    }),
    value: 'weekly',
    legend: 'Plan for this item',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('₦10,020.83 / week');
  },
};

/**
 * The tablet of issue 27 (₦265,000, 40% down) quoted as checkout takes it: ₦106,000 today, then 6 × ₦30,229.17
 * with 7.5% VAT and standard delivery spread over them (₦287,375 in all), said in words.
 */
export const QuotedWithVatAndDelivery: Story = {
  args: {
    options: quotedPaymentOptions(
      buildPaymentOptions(kobo(26_500_000), 40),
      CHEAPEST_SHIPPING_OPTION,
      '2026-11-26',
    ),
    includes: quoteIncludesLabel(CHEAPEST_SHIPPING_OPTION),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Payment plan' });
    await expect(group).toHaveTextContent('₦30,229.17 / month');
    await expect(group).toHaveTextContent('₦106,000 down payment, then 6 monthly payments');
    await expect(group).toHaveTextContent('₦287,375');
    await expect(within(group).getByRole('radio', { name: /Monthly/ })).toHaveAccessibleDescription(
      '₦106,000 down payment, then 6 monthly payments VAT and standard delivery included',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
