import {
  type CalendarDate,
  type InstalmentDot,
  type Kobo,
  type MandateStatus,
  type PaymentPlanType,
  type PurchaseTab,
  RECENTLY_VIEWED_ON_DASHBOARD,
} from '@oja/domain';
import type { ShopHrefs } from '../../lib/hrefs';
import type { StandingAccount } from './standing-account-panel';

/**
 * How many entries each section of the shopping overview shows (spec: 'Dashboard shows 2 items per
 * section'); the domain names it for the recently viewed list, and the other sections follow it.
 */
export const DASHBOARD_SECTION_ITEMS = RECENTLY_VIEWED_ON_DASHBOARD;

/** Where the dashboard screens link: the app's paths, by what they are. */
export type DashboardHrefs = Pick<ShopHrefs, 'purchases'> & {
  /** /user-dashboard/direct-debit: every direct-debit mandate of the shopper. */
  directDebits: string;
  /** /user-dashboard/recently-viewed. */
  recentlyViewed: string;
};

/** One item of an order, as a card shows it. */
export interface DashboardOrderItem {
  productID: string;
  /** Cut at 50 characters on screen. */
  name: string;
  /** The item's pictures; an order card rotates through them every 3 seconds. */
  imageUrls: string[];
}

/** Where one step of the delivery timeline stands. */
export type TimelineStepState = 'done' | 'current' | 'pending';

/** One step of an order's delivery timeline. */
export interface TimelineStep {
  label: string;
  state: TimelineStepState;
  /** The Lagos day the order reached it (a step not reached yet has none). */
  date?: CalendarDate;
}

/**
 * An order's parcel as the shopper follows it, from the day it ships: shown on the order card with the
 * carrier and tracking number ('Shipped', then 'Delivered').
 */
export interface DashboardShipment {
  status: 'shipped' | 'delivered';
  carrier: string;
  trackingNumber: string;
  /** The day the carrier expects to deliver it. */
  expectedDelivery: CalendarDate;
}

/**
 * The direct-debit mandate that pays an order, as the order card reads it; `null` on the order when none was
 * ever set up ('Not yet initiated'). `status` is the domain's MandateStatus (the API's awaiting_bank is
 * 'pending', refused is 'refused').
 */
export interface DashboardOrderMandate {
  status: MandateStatus;
  bankName?: string;
  last4?: string;
}

/** An order as the purchases screen and the shopping overview show it. */
export interface DashboardOrder {
  id: string;
  orderNumber: string;
  /** The purchases tab the order sits in (the domain's purchaseTab). */
  tab: PurchaseTab;
  items: DashboardOrderItem[];
  plan: PaymentPlanType;
  /** Instalments after the first payment (0 for an order paid in full). */
  instalmentCount: number;
  /**
   * Every payment of the schedule: number 0 is the first payment, then 1, 2, …, each with its due date and
   * its dot's state as the server decided it (shown as given, never worked out again).
   */
  instalments: InstalmentDot[];
  totalPaidKobo: Kobo;
  /** The next payment due (its due date; the screen shows the day it is debited), or null when none is left. */
  nextDue: { date: CalendarDate; amountKobo: Kobo } | null;
  mandate: DashboardOrderMandate | null;
  /**
   * The delivery timeline: the order's real steps with their dates. Without it (an order not paid) the card
   * shows no Delivery section.
   */
  timeline?: TimelineStep[];
  /** The parcel once shipped: its carrier, tracking number and expected delivery. */
  shipment?: DashboardShipment | null;
  /** The Lagos day the order was delivered: the refund notice counts the buyer protection's days from it. */
  deliveredOn?: CalendarDate | null;
  /** Money the shop is paying back on this order (a payment made twice, one for a replaced order…). */
  refunds?: DashboardRefund[];
  /**
   * The shopper's own account number for paying instalments by bank transfer (issue 44), on an instalment
   * order: null while it is being made; absent on an order paid in full (no panel then).
   */
  standingAccount?: StandingAccount | null;
  /** The key facts statement the shopper accepted before this instalment order: its text, as stored. */
  keyFacts?: DashboardKeyFacts | null;
}

/** A key facts statement as accepted: its exact text, its version and when (an ISO instant). */
export interface DashboardKeyFacts {
  text: string;
  version: string;
  acceptedAt: string;
}

/** A refund of an order as the shopper reads it. */
export interface DashboardRefund {
  /** Our reference, which the email and the bank statement carry. */
  reference: string;
  amountKobo: Kobo;
  /** pending (being sent), processing (accepted by the provider), processed (paid back), failed. */
  status: 'pending' | 'processing' | 'processed' | 'failed';
  /**
   * Why the money goes back: duplicate, late, rejected or overpaid (a payment the shop could not keep), or
   * return, cancellation or goodwill (a refund Oja's team made). Another reads as money owed back.
   */
  reason: string;
}

/** A direct-debit mandate as the direct-debits screen and the shopping overview show it. */
export interface DashboardMandate {
  id: string;
  bankName: string;
  /** The account holder's name (cut at 19 characters on screen). */
  accountName: string;
  /** The account number's last 4 digits. */
  last4: string;
  status: MandateStatus;
  /** The orders it pays. */
  orders: Array<{ id: string; orderNumber: string }>;
  /**
   * The next debit, or null when none is scheduled: `date` is the day it is debited (a business day);
   * `dueDate`, when known, the instalment's due date, so the screen can say why the two differ.
   */
  nextDebit: { date: CalendarDate; dueDate?: CalendarDate; amountKobo: Kobo } | null;
  /** Cancelled by the shopper: the day it ends (5 business days of notice); no cancel action then. */
  endsOn?: CalendarDate;
}

/** A product the shopper looked at recently. */
export interface DashboardRecentItem {
  productID: string;
  name: string;
  imageUrl: string;
  href: string;
  priceKobo?: Kobo;
}

/** The state of a screen's data: loading, failed, or here. */
export type DashboardStatus = 'loading' | 'error' | 'ready';
