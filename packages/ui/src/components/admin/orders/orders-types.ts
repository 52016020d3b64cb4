import type { FulfilmentStatus, Kobo, OrderPaymentStatus, PaymentPlanType } from '@oja/domain';

/** One order as the list shows it. Amounts in kobo. */
export interface AdminOrderRow {
  id: string;
  /** 'OJA-2026-000418'. */
  orderNumber: string;
  /** When it was placed (an ISO instant: the list shows the Lagos day). */
  placedAt: string;
  shopperName: string;
  shopperEmail: string;
  plan: PaymentPlanType;
  totalKobo: Kobo;
  paymentStatus: OrderPaymentStatus;
  /** Null until the first payment: nothing goes to the warehouse before. */
  fulfilmentStatus: FulfilmentStatus | null;
}

/**
 * The list's search and filters, as the form submits them and the address keeps them: '' is 'any'. Dates
 * are Lagos calendar dates ('YYYY-MM-DD'), both ends included.
 */
export interface AdminOrderFilters {
  /** An order number, an email or a phone number. */
  query: string;
  paymentStatus: OrderPaymentStatus | '';
  fulfilmentStatus: FulfilmentStatus | '';
  plan: PaymentPlanType | '';
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: AdminOrderFilters = {
  query: '',
  paymentStatus: '',
  fulfilmentStatus: '',
  plan: '',
  from: '',
  to: '',
};

/** The columns the list sorts by (on the server). */
export type AdminOrdersSortKey = 'placedAt' | 'orderNumber' | 'total';

/** Where the list links: an order's page. */
export interface AdminOrdersHrefs {
  order: (id: string) => string;
}
