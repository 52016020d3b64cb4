import type { Kobo } from '@oja/domain';

/** Where a Tier 2 request stands: waiting for a decision, approved or refused. */
export type TierRequestStatus = 'waiting' | 'approved' | 'refused';

/** The shopper behind a request, as the team judges them. */
export interface AdminTierRequestShopper {
  userId: string;
  email: string;
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
  /** When the account was opened (an ISO instant). */
  memberSince: string;
  emailVerified: boolean;
  isTier2: boolean;
  /** The BVN's last four digits only: the console never shows the whole number. */
  bvnLast4: string | null;
  /** When the BVN was checked (an ISO instant), null if not yet. */
  bvnVerifiedAt: string | null;
  residentialAddress: string | null;
  residentialState: string | null;
  /** The latest address check: 'asking', 'pending', 'verified', 'failed' (or 'unavailable'); null if none. */
  addressCheck: string | null;
}

/** How the shopper has paid so far. */
export interface AdminTierRequestHistory {
  paidOrders: number;
  instalmentsPaid: number;
  instalmentsFailed: number;
  /** What their instalment orders still owe. */
  owedKobo: Kobo;
}

/** One Tier 2 request, as the API sends it (amounts in kobo). */
export interface AdminTierRequest {
  requestId: string;
  status: TierRequestStatus;
  /** ISO instants. */
  requestedAt: string;
  decidedAt: string | null;
  /** What the shopper was told, for a refused request. */
  refusalReason: string | null;
  shopper: AdminTierRequestShopper;
  history: AdminTierRequestHistory;
}
