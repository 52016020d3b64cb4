import { formatKobo, kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InstalmentCalculator } from './instalment-calculator';

/**
 * The landing page's calculator: a price, a down payment (35% or 50%) and a plan (Monthly, Weekly, Daily)
 * give the first payment, each instalment, the last payment's date and the total, all from the domain's
 * payment options and schedule. The landing page's stories (CalculatorInteractions, InvalidPrice) check the
 * figures against the domain for several inputs; these show the calculator alone.
 *
 * Accessibility: the field's message is tied to it; the down payment native radios, the plans Radix tabs
 * (arrow keys); the figures sit in a polite live region, read as they change.
 */
const meta = {
  title: 'Screens/Landing/InstalmentCalculator',
  component: InstalmentCalculator,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { today: '2026-11-26', defaultPrice: '150000' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof InstalmentCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ₦150,000 monthly with 35% down: the down payment today, then 6 monthly payments. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('radio', { name: '35%' })).toBeChecked();
    await expect(canvas.getByTestId('first-payment')).toHaveTextContent(formatKobo(kobo(5_250_000)));
    await expect(canvas.getByText('Then 6 monthly payments')).toBeVisible();
  },
};

export const Playground: Story = {};

/** Half down, paid weekly: the figures follow the choices. */
export const WeeklyHalfDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '50%' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '50%' })).toBeChecked());
    await userEvent.click(canvas.getByRole('tab', { name: 'Weekly' }));
    await expect(canvas.getByTestId('first-payment')).toHaveTextContent(formatKobo(kobo(7_500_000)));
    await expect(canvas.getByText('Then 24 weekly payments')).toBeVisible();
  },
};

/** No price yet: the field says what to type and the figures wait. */
export const NoPrice: Story = {
  args: { defaultPrice: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Price of the item (₦)' })).toHaveAccessibleDescription(
      'Enter the price of the item in naira.',
    );
    await expect(canvas.getByText('Enter a price to see your payments.')).toBeVisible();
  },
};

/**
 * Sent before the app started (?price=250000&down=50&plan=weekly): the page starts with those choices and
 * their figures. The form is a GET to the page, each plan tab one of its submit buttons and 'Show my
 * payments' the default one, so it works without JavaScript; with the app nothing is sent.
 */
export const ChosenBeforeTheAppStarted: Story = {
  args: { chosen: { price: '250000', downPayment: 50, plan: 'weekly' }, action: '/welcome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/welcome#calculator');
    await expect(canvas.getByRole('textbox', { name: 'Price of the item (₦)' })).toHaveValue('250000');
    await expect(canvas.getByRole('radio', { name: '50%' })).toBeChecked();
    const weekly = canvas.getByRole('tab', { name: 'Weekly' });
    await expect(weekly).toHaveAttribute('aria-selected', 'true');
    await expect(weekly).toHaveAttribute('type', 'submit');
    await expect(weekly).toHaveAttribute('name', 'plan');
    await expect(canvas.getByRole('button', { name: 'Show my payments' })).toHaveAttribute('value', 'weekly');
    await expect(canvas.getByTestId('first-payment')).toHaveTextContent(formatKobo(kobo(12_500_000)));
    await expect(canvas.getByText('Then 24 weekly payments')).toBeVisible();
    // With the app, a tab switches in place: the page is not sent.
    await userEvent.click(canvas.getByRole('tab', { name: 'Daily' }));
    await expect(canvas.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Price of the item (₦)' })).toHaveValue('250000');
  },
};
