import { formatKobo, keyFactsStatement } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bigCheckout, dailyCheckout, fullPaymentCheckout, weeklyCheckout } from '../../fixtures/checkout';
import { KEY_FACTS_ACCEPT_LABEL, KeyFactsStatement } from './key-facts-statement';

const weekly = keyFactsStatement(weeklyCheckout);
const monthly = keyFactsStatement(bigCheckout);
const daily = keyFactsStatement(dailyCheckout);
const full = keyFactsStatement(fullPaymentCheckout);

/**
 * The key facts statement before credit (issue 42), built by the domain's keyFactsStatement from the same
 * totals and schedule as checkout: the price, today's payment, each instalment with its date, the total to
 * pay, the total cost of credit (₦0, said in words), every charge that could apply, paying early, what
 * happens when a debit fails and how to complain. At checkout it ends with 'I have read the key facts',
 * which Pay requires for an instalment plan; on an order page it says when it was accepted.
 *
 * Accessibility: a section named by its 'Key facts' heading; the text scrolls in a named region that takes
 * keyboard focus; the box is a native checkbox with its label; a refusal is said in words ('Error: …') and
 * tied to the box by aria-describedby.
 */
const meta = {
  title: 'Screens/Checkout/KeyFactsStatement',
  component: KeyFactsStatement,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    sections: weekly.sections,
    acceptance: { checked: false, onChange: fn() },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof KeyFactsStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Weekly: 24 instalments listed with their dates; the box is not ticked yet and ticks by keyboard. */
export const Weekly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Key facts' })).toBeVisible();
    await expect(
      canvas.getByText('Total cost of credit: ₦0. That is zero naira.', { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.getByText(`Total you will pay: ${formatKobo(weekly.totalToPay)}.`),
    ).toBeInTheDocument();
    const box = canvas.getByRole('checkbox', { name: KEY_FACTS_ACCEPT_LABEL });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.acceptance?.onChange).toHaveBeenCalledWith(true);
  },
};

/** Monthly, the ₦1,850,000 laptop on 6 monthly instalments, ticked. */
export const MonthlyTicked: Story = {
  args: { sections: monthly.sections, acceptance: { checked: true, onChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: KEY_FACTS_ACCEPT_LABEL })).toBeChecked();
    await expect(canvas.getByText(/^Instalment 6: /)).toBeInTheDocument();
  },
};

/** Daily: 180 instalments scroll inside the statement's own region. */
export const Daily: Story = {
  args: { sections: daily.sections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Key facts statement' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getByText(/^Instalment 180: /)).toBeInTheDocument();
  },
};

/** Pay was pressed before the box was ticked: the refusal in words, tied to the box. */
export const NotTicked: Story = {
  args: {
    acceptance: { checked: false, onChange: fn(), error: 'Tick “I have read the key facts” to continue.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: KEY_FACTS_ACCEPT_LABEL });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Error: Tick “I have read the key facts” to continue.');
  },
};

/** Paid in full: no credit, no charge, and no box to tick. */
export const FullPayment: Story = {
  args: { sections: full.sections, acceptance: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/there is no credit\. Total cost of credit: ₦0\. That is zero naira\./),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** On the order page: the statement as accepted, with when. */
export const OnOrderPage: Story = {
  args: {
    sections: monthly.sections,
    acceptance: undefined,
    headingLevel: 3,
    note: 'You accepted these key facts on 9 Mar 2026, 10:15 (Lagos time).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Key facts' })).toBeVisible();
    await expect(canvas.getByText(/You accepted these key facts on/)).toBeVisible();
  },
};
