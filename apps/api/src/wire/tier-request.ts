import type { TierRequestFacts } from '../db/tier-requests-repository.ts';

/** A Tier 2 request as the console's decision queue shows it: facts to decide on, never a whole BVN. */
export function toWireTierRequest(facts: TierRequestFacts) {
  const { shopper } = facts;
  return {
    requestId: String(facts.requestId),
    status: facts.status,
    requestedAt: facts.requestedAt.toISOString(),
    decidedAt: facts.decidedAt?.toISOString() ?? null,
    refusalReason: facts.refusalReason,
    shopper: {
      ...shopper,
      memberSince: shopper.memberSince.toISOString(),
      bvnVerifiedAt: shopper.bvnVerifiedAt?.toISOString() ?? null,
    },
    history: facts.history,
  };
}
