import { maskBvn } from '@oja/domain';
import { logger } from '../ops/log.ts';

export type CreditDecision = 'APPROVED' | 'DECLINED';

/**
 * Who checks a shopper's debt profile by BVN: the sandbox (default) or, later, a real bureau chosen by
 * configuration. An implementation must never log or keep the whole BVN (log `maskBvn(bvn)` at most).
 */
export interface CreditBureau {
  readonly kind: 'sandbox';
  check(bvn: string): Promise<CreditDecision>;
}

/** The sandbox's documented declined BVN; any other 11 digits (the README uses 22222222222) are approved. */
const SANDBOX_DECLINED_BVN = '33333333333';

/** The credit-bureau sandbox: nothing leaves the machine; one line is logged with the BVN masked. */
export class SandboxCreditBureau implements CreditBureau {
  readonly kind = 'sandbox';
  readonly #log: (line: string) => void;

  constructor(log: (line: string) => void = (line) => logger.info(line)) {
    this.#log = log;
  }

  async check(bvn: string): Promise<CreditDecision> {
    const decision: CreditDecision = bvn === SANDBOX_DECLINED_BVN ? 'DECLINED' : 'APPROVED';
    this.#log(`[credit sandbox] BVN ${maskBvn(bvn)}: ${decision}`);
    return decision;
  }
}
