/**
 * When an order arrives, as the product page promises it. The rule: the shop delivers in Lagos only (see
 * shipping.ts); an order placed on a day arrives between the option's `minWorkingDays`-th and
 * `maxWorkingDays`-th business day after it (a weekday that is not a federal public holiday, as the debit
 * dates count them). The day ordered is passed in: no clock is read, so the server's page and the phone's
 * agree.
 */
import { type CalendarDate, parseCalendarDate } from './calendar';
import { businessDaysAfter } from './instalment-dates';
import type { ShippingOptionRule } from './shipping';

/** Where the shop delivers, in words: the product page says it beside the dates. */
export const DELIVERY_AREA = 'Lagos';

/** What the product page says of everywhere else, until the shop delivers there. */
export const OUTSIDE_DELIVERY_AREA_NOTE = 'We deliver in Lagos only for now.';

export interface DeliveryEstimate {
  /** The earliest day it arrives. */
  earliest: CalendarDate;
  /** The latest day it arrives (the same as the earliest for next-day delivery). */
  latest: CalendarDate;
}

/** The days an order placed on `orderedOn` with this option arrives between. */
export function deliveryEstimate(
  option: Pick<ShippingOptionRule, 'minWorkingDays' | 'maxWorkingDays'>,
  orderedOn: CalendarDate,
): DeliveryEstimate {
  return {
    earliest: businessDaysAfter(orderedOn, option.minWorkingDays),
    latest: businessDaysAfter(orderedOn, option.maxWorkingDays),
  };
}

// A calendar day is not an instant: formatted in UTC so that no time zone moves it.
const deliveryDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-11-30' as the delivery line reads it: 'Mon 30 Nov'; anything unreadable is answered as given. */
export function formatDeliveryDay(date: CalendarDate): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return deliveryDayFormat
    .format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)))
    .replace(',', '');
}

/** An estimate in words: 'Mon 30 Nov – Wed 2 Dec', or one day ('Fri 27 Nov') when both ends agree. */
export function formatDeliveryEstimate({ earliest, latest }: DeliveryEstimate): string {
  if (earliest === latest) return formatDeliveryDay(earliest);
  return `${formatDeliveryDay(earliest)} – ${formatDeliveryDay(latest)}`;
}
