import {
  CREDIT_FROZEN_MESSAGE,
  creditExposure,
  creditLimitMessage,
  formatKobo,
  keyFactsStatement,
  kobo,
  MANDATE_REQUIRED_MESSAGE,
} from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bigCheckout, dailyCheckout, fullPaymentCheckout, weeklyCheckout } from '../../fixtures/checkout';
import { hrefs } from '../../fixtures/hrefs';
import { AddressPicker } from './address-picker';
import { CheckoutBlocks } from './checkout-blocks';
import { CheckoutItems } from './checkout-items';
import { CheckoutScreen } from './checkout-screen';
import { KeyFactsStatement } from './key-facts-statement';
import { ShippingOptions } from './shipping-options';

/**
 * Checkout (/cart-items/checkout): the items with their plan, the delivery address (an inline form when the
 * shopper has none), the delivery option, the order total (subtotal, VAT 7.5%, shipping), the payment
 * schedule (first payment today, then each instalment with its date), and Pay. Instalment buying can be
 * blocked by a verification still to do or the tier limit, each with its way forward. Every amount comes
 * by props, computed by the domain.
 *
 * Accessibility: one h2 per section; radios in fieldsets; the schedule is a table with a caption; the
 * reason Pay is disabled is a status region tied to the button by aria-describedby; a failed payment is an
 * alert.
 */
const meta = {
  title: 'Screens/Checkout/Checkout',
  component: CheckoutScreen,
  subcomponents: { AddressPicker, CheckoutBlocks, CheckoutItems, KeyFactsStatement, ShippingOptions },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    ...weeklyCheckout,
    onSelectAddress: fn(),
    onAddAddress: fn(),
    onSelectShipping: fn(),
    onUpgrade: fn(),
    onPay: fn(),
    onRetry: fn(),
    hrefs,
  },
} satisfies Meta<typeof CheckoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same story on a 360 px phone. */
const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

const payButton = (canvas: ReturnType<typeof within>, name: string | RegExp = 'Continue to payment setup') =>
  canvas.getByRole('button', { name });

export const ReadyWeekly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cancel purchase' })).toHaveAttribute('href', hrefs.cart);
    await expect(
      within(canvas.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getAllByText(/Weekly/).length).toBeGreaterThan(0);
    // The count shown is the schedule's instalmentCount + 1: 24 weekly instalments and the first payment.
    await expect(canvas.getByText(/^25 payments:/)).toBeVisible();
    const schedule = canvas.getByRole('table', { name: /Payment schedule/ });
    await expect(within(schedule).getByRole('rowheader', { name: 'Down payment' })).toBeVisible();
    await expect(within(schedule).getByRole('cell', { name: '9 Mar 2026' })).toBeVisible();
    // Due on Easter Monday (6 Apr 2026): shown on the day it is debited, with why.
    await expect(
      within(schedule).getByRole('cell', {
        name: '7 Apr 2026 6 Apr 2026 is a public holiday: debited on the next business day, 7 Apr 2026.',
      }),
    ).toBeVisible();
    await expect(within(schedule).queryByRole('cell', { name: '6 Apr 2026' })).toBeNull();
    await expect(canvas.getByText(formatKobo(weeklyCheckout.totals.total))).toBeVisible();
    await expect(canvas.getByText('VAT (7.5%)')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Express delivery/ }));
    await expect(args.onSelectShipping).toHaveBeenCalledWith('express');
    await userEvent.click(canvas.getByRole('radio', { name: /Allen Avenue/ }));
    await expect(args.onSelectAddress).toHaveBeenCalledWith('addr-2');
    await userEvent.click(payButton(canvas));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** The ways to pay the down payment (issue 44): card, bank transfer, or USSD at a chosen bank. */
export const WaysToPay: Story = {
  args: { paymentMethod: 'ussd', ussdBankId: 'gtbank', onPaymentMethodChange: fn(), onUssdBankChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'USSD' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Guaranty Trust Bank/ })).toBeChecked();
    await expect(canvas.getByText(/by card, bank transfer or USSD/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank transfer' }));
    await expect(args.onPaymentMethodChange).toHaveBeenCalledWith('bank_transfer');
  },
};

export const ReadyFullPayment: Story = {
  args: { ...fullPaymentCheckout },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = formatKobo(fullPaymentCheckout.totals.total);
    await expect(canvas.getByText(/in one payment\.$/)).toBeVisible();
    await userEvent.click(payButton(canvas, `Pay ${total}`));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const LongSchedule: Story = {
  args: { ...dailyCheckout },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /181 payments/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 181 payments' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(182);
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer payments' }));
  },
};

export const NeedsVerification: Story = {
  args: { blocks: [{ reason: 'verification', addressVerified: false, debtVerified: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Residential address: Not verified')).toBeVisible();
    await expect(canvas.getByText('Debt profile: Verified')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verify my details' })).toHaveAttribute(
      'href',
      hrefs.verification,
    );
    const pay = payButton(canvas);
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      /Verify your residential address and your debt profile to buy on instalments/,
    );
  },
};

/** The address waits for a field agent: checkout says so and what happens next; Pay stays disabled. */
export const AddressBeingChecked: Story = {
  args: {
    blocks: [{ reason: 'verification', addressVerified: false, addressPending: true, debtVerified: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Residential address: We are checking your address\. A field agent may visit/),
    ).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
  },
};

/**
 * A Tier 1 shopper's cart above ₦500,000 on full payment: the cart's own words (no plan checks it out before
 * Tier 2), not the instalment limit's, with Upgrade now.
 */
export const CartNeedsTier2: Story = {
  args: { ...bigCheckout, blocks: [{ reason: 'tier-2-required' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carts above ₦500,000 need a Tier 2 account.')).toBeVisible();
    await expect(canvas.queryByText(/Instalment orders are limited/)).toBeNull();
    await expect(payButton(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade now' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const AboveTierLimit: Story = {
  args: { ...bigCheckout, blocks: [{ reason: 'tier-limit', tier: 1 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Instalment orders are limited to ₦500,000 on Tier 1: pay in full or remove some items',
      ),
    ).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade now' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const AboveTier2Limit: Story = {
  args: { ...bigCheckout, blocks: [{ reason: 'tier-limit', tier: 2 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Instalment orders are limited to ₦1,000,000 on Tier 2: pay in full or remove some items',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upgrade now' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', hrefs.cart);
  },
};

export const CreditLeftAfterEarlierOrders: Story = {
  args: {
    ...bigCheckout,
    blocks: [
      {
        reason: 'tier-limit',
        tier: 1,
        message: creditLimitMessage(
          creditExposure({ owedKobo: kobo(450_000_00), cartKobo: kobo(100_000_00), isTier2: false }),
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/₦50,000 of credit is left/)).toBeVisible();
    await expect(payButton(canvas)).toBeDisabled();
  },
};

/** The team paused the shopper's instalments (issue 45): Pay waits; the cart can switch to full payment. */
export const CreditFrozen: Story = {
  args: { blocks: [{ reason: 'credit-frozen' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CREDIT_FROZEN_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', hrefs.cart);
    await expect(payButton(canvas)).toBeDisabled();
  },
};

export const DirectDebitMissing: Story = {
  args: { blocks: [{ reason: 'mandate-required' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MANDATE_REQUIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My purchases' })).toHaveAttribute(
      'href',
      hrefs.purchases,
    );
    await expect(payButton(canvas)).toBeDisabled();
  },
};

export const NoAddress: Story = {
  args: { addresses: [], selectedAddressId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(payButton(canvas)).toBeDisabled();
    await expect(payButton(canvas)).toHaveAccessibleDescription('Choose a delivery address to continue.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByText('State is required')).toBeVisible();
    await expect(canvas.getByText('Street address is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveFocus();
    await expect(args.onAddAddress).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Lagos state');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Street address' }),
      '7 Bode Thomas Street, Surulere',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onAddAddress).toHaveBeenCalledWith({
      state: 'Lagos state',
      streetAddress: '7 Bode Thomas Street, Surulere',
    });
  },
};

export const AddAnotherAddress: Story = {
  args: { addAddressError: 'Failed to add address' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add address');
    await userEvent.click(canvas.getByRole('button', { name: 'Add another delivery address' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Lagos state');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByText('Street address is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toHaveFocus();
    await expect(args.onAddAddress).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvasElement }) => {
    const pay = payButton(within(canvasElement));
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
  },
};

export const PayError: Story = {
  args: { payError: 'Sorry, Infinix Hot 40i 128GB has just sold out. Remove it from your cart to continue.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('has just sold out');
    await userEvent.click(payButton(canvas));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your checkout…');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your checkout.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * The key facts above Pay (issue 42): Pay pressed before 'I have read the key facts' is ticked says why in
 * words, moves the focus to the box and places nothing; ticked, Pay goes on.
 */
export const KeyFactsBeforePay: Story = {
  args: { keyFacts: keyFactsStatement(weeklyCheckout).sections, onKeyFactsAcceptedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Key facts' })).toBeVisible();
    await userEvent.click(payButton(canvas));
    await expect(args.onPay).not.toHaveBeenCalled();
    const box = canvas.getByRole('checkbox', { name: 'I have read the key facts' });
    await expect(box).toHaveFocus();
    await expect(canvas.getByText('Tick “I have read the key facts” to continue.')).toBeVisible();
    await userEvent.click(box);
    await expect(args.onKeyFactsAcceptedChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked: Pay places the order. */
export const KeyFactsAccepted: Story = {
  args: { keyFacts: keyFactsStatement(weeklyCheckout).sections, keyFactsAccepted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'I have read the key facts' })).toBeChecked();
    await userEvent.click(payButton(canvas));
    await expect(args.onPay).toHaveBeenCalled();
  },
};

export const ReadyWeeklyMobile = onMobile(ReadyWeekly);
export const ReadyFullPaymentMobile = onMobile(ReadyFullPayment);
export const NeedsVerificationMobile = onMobile(NeedsVerification);
export const AboveTierLimitMobile = onMobile(AboveTierLimit);
export const CreditLeftAfterEarlierOrdersMobile = onMobile(CreditLeftAfterEarlierOrders);
export const NoAddressMobile = onMobile(NoAddress);
export const PayingMobile = onMobile(Paying);
export const PayErrorMobile = onMobile(PayError);
export const LoadingMobile = onMobile(Loading);
export const LoadErrorMobile = onMobile(LoadError);
