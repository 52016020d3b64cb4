import { formatKobo, kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StandingAccountPanel } from './standing-account-panel';

const ACCOUNT = { bankName: 'Wema Bank', accountNumber: '9930000417', accountName: 'OJA/ADAEZE OKAFOR' };
const NEXT_DUE = { date: '2026-12-12', amountKobo: kobo(2_562_500) };

/**
 * 'Pay by bank transfer' on an instalment order's card (issue 44): the shopper's own account number, which
 * pays their oldest unpaid instalment first, with a copy button and what the order owes next. Before the
 * provider has made the account it says so; a paid-off order says nothing is due.
 *
 * Accessibility: a region named by its heading; the copy button says when it has copied.
 */
const meta = {
  title: 'Screens/Dashboard/StandingAccount',
  component: StandingAccountPanel,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { account: ACCOUNT, nextDue: NEXT_DUE, onCopyText: fn() },
  decorators: [
    (Story) => (
      <div className="oja-dashboard" style={{ maxWidth: 640, margin: 0 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof StandingAccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account shown: bank, number, name, what is due next; the copy button copies the number. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Pay by bank transfer' }));
    await expect(panel.getByText('Wema Bank')).toBeVisible();
    await expect(panel.getByText('9930000417')).toBeVisible();
    await expect(panel.getByText('OJA/ADAEZE OKAFOR')).toBeVisible();
    await expect(panel.getByText(new RegExp(`^${formatKobo(NEXT_DUE.amountKobo)} on `))).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Copy account number' }));
    await expect(args.onCopyText).toHaveBeenCalledWith('9930000417');
    await expect(panel.getByRole('button', { name: 'Account number copied' })).toBeVisible();
  },
};

export const ShownDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The provider has not made the account yet: the shopper is told it is coming, and how to pay meanwhile. */
export const NoAccountYet: Story = {
  args: { account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/is being set up/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The order is paid off: nothing is due; the account stays the shopper's for their other orders. */
export const PaidOff: Story = {
  args: { nextDue: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This order is paid off: nothing is due/)).toBeVisible();
    await expect(canvas.queryByText('Due next')).toBeNull();
  },
};

/** In the account area: the account without one order's figures. */
export const InTheAccountArea: Story = {
  args: { nextDue: undefined, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pay by bank transfer' })).toBeVisible();
    await expect(canvas.getByText('9930000417')).toBeVisible();
    await expect(canvas.queryByText('Due next')).toBeNull();
  },
};

export const Playground: Story = {};
