import {
  buildPaymentOptions,
  buildPaymentSchedule,
  formatKobo,
  INSTALMENT_COUNTS,
  kobo,
  type PaymentPlanType,
} from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { LandingScreen } from './landing-screen';

/** The day the stories' schedules start from (no clock in a story: snapshots stay the same). */
const TODAY = '2026-03-02';

/**
 * The marketing landing page: hero with 'Get started', quick links, feature cards, the instalment calculator
 * (every figure from the domain: `buildPaymentOptions`, as the product page, and `buildPaymentSchedule`, as
 * checkout), an FAQ accordion and a sign-up call to action. Accessibility: one h1, each section a region
 * named by its h2, the FAQ <details> (its answers in the page without JavaScript), the calculator's figures in a polite live region.
 */
const meta = {
  title: 'Screens/LandingScreen',
  component: LandingScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    signUpHref: hrefs.signUp,
    aboutHref: hrefs.aboutUs,
    helpCentreHref: 'https://help.oja.example/',
    today: TODAY,
  },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** Back to the top after a play that scrolled: the snapshot shows the hero. */
function backToTop() {
  window.scrollTo(0, 0);
}

/** The snapshot paints what is in view: bring the part a story is about to the top, once fonts set the layout. */
async function showRegion(canvasElement: HTMLElement, name: string) {
  await document.fonts.ready;
  within(canvasElement).getByRole('region', { name }).scrollIntoView({ block: 'start' });
}

/** What the product page and checkout would show for this price (naira), plan and down payment. */
function expected(naira: number, plan: Exclude<PaymentPlanType, 'full'>, pct: number) {
  const price = kobo(naira * 100);
  const options = buildPaymentOptions(price, pct);
  const option = options.find((o) => o.type === plan);
  const built = buildPaymentSchedule([{ lineTotal: price, plan, options }], TODAY);
  if (!built.ok || !option) throw new Error('no schedule');
  return { option, schedule: built.schedule };
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Why shoppers choose Oja',
      'See what you would pay',
      'Questions shoppers ask',
      'Ready when you are',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    const quick = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(within(quick).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    await expect(within(quick).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    const help = within(quick).getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(help).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('link', { name: 'Get started' }));
    await expect(navigate).toHaveBeenLastCalledWith('/sign-up');
    await userEvent.click(canvas.getByRole('link', { name: 'Create your account' }));
    await expect(navigate).toHaveBeenLastCalledWith('/sign-up');
    backToTop();
  },
};

export const Playground: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Type a price, choose a down payment and a plan: the figures are the domain's for the same inputs. */
export const CalculatorInteractions: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'See what you would pay' });
    const calc = within(region);
    const field = calc.getByRole('textbox', { name: 'Price of the item (₦)' });
    const check = async (naira: number, plan: 'monthly' | 'weekly' | 'daily', pct: number) => {
      const { option, schedule } = expected(naira, plan, pct);
      await expect(calc.getByTestId('first-payment')).toHaveTextContent(formatKobo(option.downPayment));
      await expect(schedule.firstPayment.amount).toBe(option.downPayment);
      await expect(calc.getByTestId('total')).toHaveTextContent(formatKobo(schedule.total));
      await expect(calc.getByText(`Then ${INSTALMENT_COUNTS[plan]} ${plan} payments`)).toBeVisible();
      await expect(calc.getByTestId('instalments')).toHaveTextContent(
        formatKobo(schedule.instalments.at(-1)?.amount),
      );
      await expect(calc.getByTestId('instalments')).toHaveTextContent(
        formatKobo(schedule.instalments[0]?.amount),
      );
    };
    await step('type a price', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '250,000');
      await check(250_000, 'monthly', 35);
    });
    await step('choose 50% down by keyboard', async () => {
      await userEvent.click(calc.getByRole('radio', { name: '35%' }));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(calc.getByRole('radio', { name: '50%' })).toBeChecked());
      await check(250_000, 'monthly', 50);
    });
    await step('switch plans with the arrow keys', async () => {
      await userEvent.click(calc.getByRole('tab', { name: 'Monthly' }));
      await userEvent.keyboard('{ArrowRight}');
      await expect(calc.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
      await check(250_000, 'weekly', 50);
      await userEvent.keyboard('{ArrowRight}');
      await expect(calc.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
      await check(250_000, 'daily', 50);
    });
    await step('a price that does not split evenly', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '100001');
      await check(100_001, 'daily', 50);
    });
    await showRegion(canvasElement, 'See what you would pay');
  },
};

/** Empty, not a number, zero and too large each say what to do; the figures wait for a valid price. */
export const InvalidPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Price of the item (₦)' });
    await userEvent.clear(field);
    await expect(field).toHaveAccessibleDescription('Enter the price of the item in naira.');
    await expect(canvas.getByText('Enter a price to see your payments.')).toBeVisible();
    await userEvent.type(field, 'abc');
    await expect(field).toHaveAccessibleDescription('Enter the price in numbers only, for example 150000.');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(field).toHaveAccessibleDescription('Enter a price above ₦0.');
    await userEvent.clear(field);
    await userEvent.type(field, '1000001');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Instalment purchases go up to ₦1,000,000. Enter a lower price.',
    );
    await showRegion(canvasElement, 'See what you would pay');
  },
};

/**
 * The FAQ is <details>: every answer is in the page (also without JavaScript); each question is a tab stop
 * the browser opens with Enter or Space, and opening one closes the one open before (one `name`).
 */
export const FaqByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = (text: string) => canvas.getByText(text, { selector: 'summary' });
    const first = question('How much is the down payment?');
    const second = question('How are my instalments paid?');
    const opened = (summary: HTMLElement) => summary.closest('details')?.open;
    await expect(opened(first)).toBe(false);
    // Present before it opens: a page without JavaScript has every answer.
    await expect(canvas.getByText(/From 35% of the price/)).not.toBeVisible();
    await userEvent.click(first);
    await waitFor(() => expect(opened(first)).toBe(true));
    await expect(canvas.getByText(/From 35% of the price/)).toBeVisible();
    // Each question is a tab stop (the browser's own <summary>: Enter or Space opens it); opening the next
    // closes the one open before.
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.click(second);
    await waitFor(() => expect(opened(second)).toBe(true));
    await expect(opened(first)).toBe(false);
    await showRegion(canvasElement, 'Questions shoppers ask');
  },
};
