/**
 * The key facts statement a shopper reads and accepts before an instalment order is placed: the FCCPC's
 * Digital, Electronic, Online and Non-Traditional Consumer Lending Regulations 2025 (in force for
 * buy-now-pay-later shops from 5 January 2026) ask that the repayment terms and every charge are disclosed in
 * plain language before the transaction. It is built from the very totals and schedule checkout charges
 * (`instalmentQuote` on the page, `priceOrder` on the server), so the statement cannot disagree with the
 * order. The server rebuilds it from the order it places and compares the hash of its text with the one the
 * shopper accepted.
 *
 * The text is formatted here by hand (no Intl): the browser and the server must produce the same characters,
 * whatever ICU version each has, or the hashes would differ.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type CalendarDate, MONTH_NAMES, parseCalendarDate } from './calendar';
import { DEBIT_RETRY_DAYS_AFTER_FAILURE, REMINDER_DAYS_BEFORE_DUE } from './instalment-dates';
import {
  ASSET_RECOVERY_AFTER_DAYS_LATE,
  LATE_FEE_CAP_PERCENT,
  LATE_FEE_RATE_PER_WEEK_PERCENT,
} from './instalment-late';
import { KOBO_PER_NAIRA, type Kobo, kobo } from './money';
import type { PaymentPlanType } from './payment-options';
import type { PaymentSchedule, ScheduledPayment } from './schedule';

/**
 * The version of the statement's wording. Change it whenever the words below change: the version and the
 * hash of the exact text are stored with each order, so what a shopper accepted can always be shown again.
 */
export const KEY_FACTS_VERSION = 'key-facts-2026-12-v2';

/** The ways a shopper can pay today's payment and pay early (issue 44): checkout and My purchases offer each. */
const WAYS_TO_PAY = 'by card, bank transfer or USSD';

/** The standing account (issue 44): every instalment shopper's own account number, which pays the oldest due first. */
const STANDING_ACCOUNT_LINE =
  'You can also pay any instalment yourself by bank transfer to your own Oja account number, shown on your order in My purchases. Money sent there pays your oldest unpaid instalment first.';

/** Where complaints go: the shop's support address, which the contact page names too. */
export const COMPLAINTS_DESK_EMAIL = 'support@oja.ng';
/**
 * The promise the statement makes: a complaint is answered within 48 hours. Source: the FCCPC's Digital,
 * Electronic, Online and Non-Traditional Consumer Lending Regulations 2025 as their public summaries give
 * them (complaints resolved within 24 to 48 hours; issue 42). The regulation's exact wording is not public,
 * so Oja keeps the longer end of that range and promises it in writing.
 */
export const COMPLAINT_ANSWERED_WITHIN_HOURS = 48;

/** A charge that could apply to the order, when it applies, and how much. */
export interface KeyFactsCharge {
  name: string;
  /** In words: 'None', or the rule ('1% of the late instalment for each week…'). */
  amount: string;
  when: string;
}

/** One part of the statement as the screens show it: a heading and its sentences. */
export interface KeyFactsSection {
  heading: string;
  lines: string[];
}

export interface KeyFactsStatement {
  version: string;
  /** 'full' when everything is paid today (no credit is given); else the instalment rhythm. */
  plan: PaymentPlanType;
  /** The price as checkout shows it: items, VAT, delivery and their total (the cash price). */
  price: { items: Kobo; vat: Kobo; delivery: Kobo; total: Kobo };
  /** What is paid today at checkout. */
  downPayment: ScheduledPayment;
  /** Each instalment after today, with its amount and date. */
  instalments: ScheduledPayment[];
  instalmentCount: number;
  /** Everything the shopper pays: today's payment and every instalment. */
  totalToPay: Kobo;
  /** What credit costs on top of the cash price (totalToPay − price.total): ₦0 at Oja. */
  costOfCredit: Kobo;
  charges: KeyFactsCharge[];
  sections: KeyFactsSection[];
  /** The plain-text statement: the sections, each heading then its lines. What the hash is of. */
  text: string;
  /** SHA-256 of `text` (UTF-8), lowercase hex: what the shopper accepts and the order stores. */
  hash: string;
}

/** What the statement is built from: the order's totals and schedule, exactly as checkout charges them. */
export interface KeyFactsInput {
  totals: { subtotal: Kobo; vat: Kobo; shipping: Kobo; total: Kobo };
  schedule: PaymentSchedule;
}

/** '2026-01-05' as '5 January 2026', without Intl (see the file's comment). */
function longDate(date: CalendarDate): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return `${parsed.day} ${MONTH_NAMES[parsed.month - 1]} ${parsed.year}`;
}

/** Kobo as '₦12,500' or '₦12,500.05', as formatKobo shows them, without Intl (see the file's comment). */
export function keyFactsNaira(amount: Kobo): string {
  const naira = Math.floor(amount / KOBO_PER_NAIRA);
  const rest = amount % KOBO_PER_NAIRA;
  const grouped = String(naira).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `₦${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

const RHYTHM: Record<Exclude<PaymentPlanType, 'full'>, string> = {
  monthly: 'month',
  weekly: 'week',
  daily: 'day',
};

/** SHA-256 of a statement's text, lowercase hex: the same in the browser and on the server. */
export function keyFactsHash(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

function lateChargeRule(): KeyFactsCharge {
  return {
    name: 'Late payment charge',
    amount: `${LATE_FEE_RATE_PER_WEEK_PERCENT}% of the late instalment for each week or part of a week it is late, at most ${LATE_FEE_CAP_PERCENT}% of that instalment`,
    when: 'Only if an instalment is not paid on its date.',
  };
}

/** Every charge that could ever apply: the fees that do not exist are listed too, as 'None'. */
function chargesOf(credit: boolean): KeyFactsCharge[] {
  const none = (name: string, when: string): KeyFactsCharge => ({ name, amount: 'None', when });
  return [
    none('Interest', 'Never. You pay no interest.'),
    none('Fees to set up the plan', 'Never.'),
    none('Fee for a failed debit', 'Never. We only try the debit again.'),
    none('Fee to pay early', 'Never. You can pay early at any time.'),
    ...(credit ? [lateChargeRule()] : []),
  ];
}

function retriesInWords(): string {
  const days = DEBIT_RETRY_DAYS_AFTER_FAILURE;
  const last = days.at(-1);
  return `${days.slice(0, -1).join(', ')} and ${last}`;
}

type KeyFactsFigures = Omit<KeyFactsStatement, 'sections' | 'text' | 'hash' | 'version'>;

function instalmentSections(statement: KeyFactsFigures): KeyFactsSection[] {
  const { price, downPayment, instalments, totalToPay, costOfCredit, charges } = statement;
  const rhythm = RHYTHM[statement.plan as Exclude<PaymentPlanType, 'full'>];
  const reminders = [...REMINDER_DAYS_BEFORE_DUE].sort((a, b) => b - a).join(' and ');
  return [
    {
      heading: 'What you are buying',
      lines: [
        `Price of the items: ${keyFactsNaira(price.items)}.`,
        `VAT: ${keyFactsNaira(price.vat)}.`,
        `Delivery: ${keyFactsNaira(price.delivery)}.`,
        `Price if you pay in full today: ${keyFactsNaira(price.total)}.`,
      ],
    },
    {
      heading: 'How you pay',
      lines: [
        `You pay ${keyFactsNaira(downPayment.amount)} today, on ${longDate(downPayment.date)}, ${WAYS_TO_PAY}.`,
        `Then you pay ${instalments.length} instalments, one each ${rhythm}, by direct debit from your bank account.`,
        STANDING_ACCOUNT_LINE,
        ...instalments.map(
          (payment) =>
            `Instalment ${payment.number}: ${keyFactsNaira(payment.amount)} on ${longDate(payment.date)}.`,
        ),
        `Total you will pay: ${keyFactsNaira(totalToPay)}.`,
      ],
    },
    {
      heading: 'What the credit costs',
      lines: [
        costOfCredit === 0
          ? 'Total cost of credit: ₦0. That is zero naira. You pay no interest and no fees to pay in parts.'
          : `Total cost of credit: ${keyFactsNaira(costOfCredit)}.`,
        `So you pay the same as you would if you paid in full today.`,
      ],
    },
    {
      heading: 'Charges that could apply',
      lines: charges.map((charge) => `${charge.name}: ${charge.amount}. ${charge.when}`),
    },
    {
      heading: 'Paying early',
      lines: [
        `You can pay off all or part of what you owe at any time, from My purchases, ${WAYS_TO_PAY}.`,
        'There is no charge for paying early.',
      ],
    },
    {
      heading: 'If a debit fails',
      lines: [
        `We send you a reminder ${reminders} days before each instalment is due.`,
        `If a debit fails, we tell you by email and text message, with your Oja account number and the amount, so you can pay it by bank transfer.`,
        `We try the debit again ${retriesInWords()} days after it failed. We do not charge a fee for this.`,
        'While an instalment is unpaid, it still uses your credit limit. You may not be able to buy on credit again until you pay it.',
        `After ${ASSET_RECOVERY_AFTER_DAYS_LATE} days late, we may start to recover the item.`,
      ],
    },
    complaintsSection(),
  ];
}

function complaintsSection(): KeyFactsSection {
  return {
    heading: 'If you want to complain',
    lines: [
      `Write to our complaints desk at ${COMPLAINTS_DESK_EMAIL}. Give your order number.`,
      `We will give you an answer within ${COMPLAINT_ANSWERED_WITHIN_HOURS} hours.`,
      'If you are not happy with our answer, you can complain to the Federal Competition and Consumer Protection Commission (FCCPC).',
    ],
  };
}

function fullPaymentSections(
  price: KeyFactsStatement['price'],
  downPayment: ScheduledPayment,
): KeyFactsSection[] {
  return [
    {
      heading: 'What you are buying',
      lines: [
        `Price of the items: ${keyFactsNaira(price.items)}.`,
        `VAT: ${keyFactsNaira(price.vat)}.`,
        `Delivery: ${keyFactsNaira(price.delivery)}.`,
        `You pay ${keyFactsNaira(downPayment.amount)} today, on ${longDate(downPayment.date)}, ${WAYS_TO_PAY}. That is all you pay.`,
      ],
    },
    {
      heading: 'What the credit costs',
      lines: ['You pay in full, so there is no credit. Total cost of credit: ₦0. That is zero naira.'],
    },
    {
      heading: 'Charges that could apply',
      lines: ['None. There are no other fees or charges.'],
    },
    complaintsSection(),
  ];
}

/** The plain text of some sections: each heading on its own line, its lines under it, a blank line between. */
export function keyFactsText(sections: readonly KeyFactsSection[]): string {
  return sections.map((section) => [section.heading, ...section.lines].join('\n')).join('\n\n');
}

/**
 * The sections of a statement's plain text (the inverse of keyFactsText): what an order page shows of the
 * text stored with the order, which may be of an older version than today's words.
 */
export function keyFactsSections(text: string): KeyFactsSection[] {
  return (
    text
      .split('\n\n')
      .map((block) => block.split('\n'))
      .filter((lines) => lines[0] !== '')
      // The filter keeps only blocks with a heading: split always gives at least one line.
      .map((lines) => ({ heading: String(lines[0]), lines: lines.slice(1) }))
  );
}

/**
 * The key facts statement of an order, from its totals and schedule (as instalmentQuote or the server's
 * priceOrder give them). Every figure is the schedule's own: the instalments are its instalments, the total
 * to pay is the sum of its payments, the cost of credit is that total less the cash price.
 */
export function keyFactsStatement(input: KeyFactsInput): KeyFactsStatement {
  const { totals, schedule } = input;
  const price = { items: totals.subtotal, vat: totals.vat, delivery: totals.shipping, total: totals.total };
  const payments = [schedule.firstPayment, ...schedule.instalments];
  const totalToPay = kobo(payments.reduce((sum, payment) => sum + payment.amount, 0));
  const credit = schedule.instalmentCount > 0;
  const facts = {
    plan: credit ? schedule.plan : ('full' as const),
    price,
    downPayment: schedule.firstPayment,
    instalments: schedule.instalments,
    instalmentCount: schedule.instalmentCount,
    totalToPay,
    costOfCredit: kobo(totalToPay - totals.total),
    charges: chargesOf(credit),
  };
  const sections = credit ? instalmentSections(facts) : fullPaymentSections(price, schedule.firstPayment);
  const text = keyFactsText(sections);
  return { version: KEY_FACTS_VERSION, ...facts, sections, text, hash: keyFactsHash(text) };
}
