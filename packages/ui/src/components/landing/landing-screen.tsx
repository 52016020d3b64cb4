import {
  type CalendarDate,
  DEBIT_RETRY_DAYS_AFTER_FAILURE,
  formatKobo,
  kobo,
  lateChargeExample,
  MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT,
  TIER_LIMITS,
} from '@oja/domain';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import {
  CALCULATOR_DOWN_PAYMENTS,
  type CalculatorChoice,
  InstalmentCalculator,
} from './instalment-calculator';
import './landing-screen.css';

export type LandingScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where 'Get started', 'Sign up' and 'Create your account' go (/sign-up). */
  signUpHref: string;
  /** The About us page (/about-us). */
  aboutHref: string;
  /** The outside help centre: opens in a new tab. */
  helpCentreHref: string;
  /** The day a purchase made now would start from (the app passes Lagos' today); dates the calculator. */
  today: CalendarDate;
  /** The price the calculator starts with, in naira as typed. */
  calculatorDefaultPrice?: string;
  /** The calculator's choices from the address (?price=&down=&plan=), which its form sent before the app ran. */
  calculatorChosen?: CalculatorChoice;
  /** This page's address: the calculator's GET form is sent there before the app starts (the server answers). */
  calculatorAction?: string;
};

const [minimumDown, otherDown] = CALCULATOR_DOWN_PAYMENTS;
const retryDays = DEBIT_RETRY_DAYS_AFTER_FAILURE.join(', ').replace(/, (\d+)$/, ' and $1');

const FEATURES = [
  {
    title: 'Pay small small',
    text: `Pay a down payment from ${minimumDown}% (${otherDown}% on some items), then spread the rest over up to 6 months: daily, weekly or monthly, as your money comes in.`,
  },
  {
    title: 'Direct debit, no stress',
    text: 'Link your bank account once. Each instalment is taken by direct debit on its day, so you never have to remember.',
  },
  {
    title: 'Approval within 24 hours',
    text: 'Verify your address and your BVN once, and we give you an answer within 24 hours.',
  },
  {
    title: 'Go bigger with Tier 2',
    text: `Everyone starts on Tier 1, with instalment purchases up to ${formatKobo(TIER_LIMITS[1])}. Verify your income to reach Tier 2 and buy up to ${formatKobo(TIER_LIMITS[2])} on instalments.`,
  },
] as const;

const FAQS = [
  {
    q: 'How much is the down payment?',
    a: `From ${MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT}% of the price; some items ask ${otherDown}%. Each item shows its own down payment. You pay it by card at checkout, and the rest is spread over your instalments.`,
  },
  {
    q: 'How are my instalments paid?',
    a: 'By direct debit from the bank account you link after your down payment. You choose daily, weekly or monthly payments, and each one is taken on its day.',
  },
  {
    q: 'What happens if a debit fails?',
    a: `We try again ${retryDays} days after it failed. ${lateChargeExample(kobo(1_250_000))}`,
  },
  {
    q: 'What do I need to buy on instalments?',
    a: 'An Oja account, a verified home address and a debt check with your BVN. We give you an answer within 24 hours.',
  },
  {
    q: 'Can I return an item?',
    a: 'Yes. Tell us about a problem within 24 hours of delivery, and we will guide you through the return.',
  },
  {
    q: 'How long does a refund take?',
    a: 'Once your return is accepted, your refund reaches you in 7 to 14 business days.',
  },
] as const;

/**
 * The marketing landing page: hero, quick links, feature cards, the instalment calculator, an FAQ and a
 * sign-up call to action. Accessibility: one h1; each section is a region named by its h2; the FAQ is
 * `<details>` (Enter or Space on a question opens it; every answer is in the page, without JavaScript too);
 * the help centre says it opens in a new tab. The calculator is a GET form before the app starts.
 */
export function LandingScreen({
  signUpHref,
  aboutHref,
  helpCentreHref,
  today,
  calculatorDefaultPrice,
  calculatorChosen,
  calculatorAction,
  className,
  ...props
}: LandingScreenProps) {
  const id = useId();
  const h = (name: string) => `${id}-${name}`;
  return (
    <div data-slot="landing-screen" className={cn('oja-landing', className)} {...props}>
      <section aria-labelledby={h('hero')} className="oja-landing__hero">
        <h1 id={h('hero')} className="oja-landing__title">
          Buy what you need today. Pay for it small small.
        </h1>
        <p className="oja-landing__lead">
          Choose from over 1,000 products, pay a down payment from {minimumDown}%, and spread the rest over up
          to 6 months by direct debit.
        </p>
        <Button asChild size="lg">
          <Link href={signUpHref}>Get started</Link>
        </Button>
      </section>

      <nav aria-labelledby={h('links')} className="oja-landing__links">
        <h2 id={h('links')} className="oja-landing__links-title">
          Quick links
        </h2>
        <ul className="oja-landing__link-list">
          <li>
            <Link href={aboutHref}>About us</Link>
          </li>
          <li>
            <Link href={signUpHref}>Sign up</Link>
          </li>
          <li>
            <a href={helpCentreHref} target="_blank" rel="noopener noreferrer">
              Help centre<span className="oja-sr-only"> (opens in a new tab)</span>
              <svg
                aria-hidden="true"
                focusable="false"
                width={14}
                height={14}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </svg>
            </a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby={h('features')} className="oja-landing__section">
        <h2 id={h('features')} className="oja-landing__heading">
          Why shoppers choose Oja
        </h2>
        <ul className="oja-landing__features">
          {FEATURES.map((f) => (
            <li key={f.title} className="oja-landing__feature">
              <h3 className="oja-landing__feature-title">{f.title}</h3>
              <p className="oja-landing__feature-text">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={h('calculator')} className="oja-landing__section">
        <h2 id={h('calculator')} className="oja-landing__heading">
          See what you would pay
        </h2>
        <p className="oja-landing__section-lead">
          Type a price, pick your down payment and how often you want to pay.
        </p>
        <InstalmentCalculator
          id="calculator"
          today={today}
          defaultPrice={calculatorDefaultPrice}
          chosen={calculatorChosen}
          action={calculatorAction}
        />
      </section>

      <section aria-labelledby={h('faq')} className="oja-landing__section">
        <h2 id={h('faq')} className="oja-landing__heading">
          Questions shoppers ask
        </h2>
        {/* <details> (not a script's accordion): every answer is in the page and opens without JavaScript.
            One name: opening a question closes the one open before, as the accordion did. */}
        <div className="oja-landing__faq">
          {FAQS.map((item) => (
            <details key={item.q} name="faq" className="oja-landing__faq-item">
              <summary className="oja-landing__faq-trigger">
                {item.q}
                <svg
                  aria-hidden="true"
                  focusable="false"
                  className="oja-landing__faq-chevron"
                  width={20}
                  height={20}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </summary>
              <div className="oja-landing__faq-answer">
                <p>{item.a}</p>
              </div>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby={h('cta')} className="oja-landing__cta">
        <h2 id={h('cta')} className="oja-landing__heading">
          Ready when you are
        </h2>
        <p className="oja-landing__section-lead">It takes a few minutes to sign up and start shopping.</p>
        <Button asChild size="lg">
          <Link href={signUpHref}>Create your account</Link>
        </Button>
      </section>
    </div>
  );
}
