import type { Kobo } from '@oja/domain';

/**
 * The console's shopper page as the screens take it: the API's answer (`GET /admin/shoppers/{userId}`),
 * restated here so ui does not depend on the api-client.
 */
export interface AdminShopperMatch {
  userId: string;
  name: string | null;
  email: string;
  phoneNumber: string;
  tier: 1 | 2;
}

export interface AdminShopperPage {
  shopper: AdminShopperMatch & {
    createdAt: string;
    /** Null when none was given, or for a role that may not see it (support). */
    bvnLast4: string | null;
    bvnVerifiedAt: string | null;
    addressCheck: {
      status: 'asking' | 'pending' | 'verified' | 'failed' | 'unavailable';
      requestedAt: string;
    } | null;
    creditCheckConsentAt: string | null;
    smsNotifications: boolean;
  };
  credit: {
    /** The limit that applies: the tier's, or a lower custom limit. */
    limitKobo: Kobo;
    usedKobo: Kobo;
    /** 0 while frozen. */
    leftKobo: Kobo;
    owedKobo: Kobo;
    tierLimitKobo: Kobo;
    customLimitKobo: Kobo | null;
    frozen: { at: string; reason: string; staffName: string } | null;
  };
  orders: readonly {
    orderNumber: string;
    status: string;
    plan: string;
    totalKobo: Kobo;
    createdAt: string;
    schedule: readonly {
      number: number;
      amountKobo: Kobo;
      dueDate: string;
      status: 'unpaid' | 'failed' | 'paid';
    }[];
  }[];
  mandates: readonly { orderNumber: string; status: string; bankName: string | null; last4: string | null }[];
  refunds: readonly {
    reference: string;
    orderNumber: string;
    amountKobo: Kobo;
    status: string;
    reason: string;
  }[];
  messages: readonly { channel: 'email' | 'sms'; subject: string; status: string; createdAt: string }[];
  complaints: readonly {
    reference: string;
    orderNumber: string | null;
    category: string;
    status: 'open' | 'resolved';
    raisedAt: string;
    dueAt: string;
    escalatedAt: string | null;
    resolvedAt: string | null;
  }[];
  notes: readonly { text: string; staffName: string; at: string }[];
}

/** Where the shopper page's links lead: an order's console page, the complaints desk (open or resolved). */
export interface AdminShopperHrefs {
  order: (orderNumber: string) => string;
  shopper: (userId: string) => string;
  complaints: (status: 'open' | 'resolved') => string;
}

/** A shopper's data request as the console lists it (`GET /admin/data-requests`). */
export interface AdminDataRequestView {
  id: string;
  /** The shopper's public user id (a closed account's pseudonym). */
  shopper: string;
  kind: 'access' | 'erasure';
  requestedAt: string;
  dueAt: string;
  answeredAt: string | null;
  outcome: 'completed' | 'refused' | null;
  refusal: string | null;
}
