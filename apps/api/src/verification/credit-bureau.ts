import {
  type AccountIdentity,
  type BureauFacility,
  type BureauFile,
  type BvnIdentity,
  type DebtVerificationDecision,
  debtVerificationDecision,
  kobo,
  maskBvn,
} from '@oja/domain';
import { logger } from '../ops/log.ts';

/** What a debt verification asks: the BVN, who the account says the shopper is, their tier, our reference. */
export interface CreditCheckRequest {
  bvn: string;
  account: AccountIdentity;
  isTier2: boolean;
  /** Oja's own reference of this check, sent to the bureau and kept with the answer. */
  reference: string;
}

/** The decision (the domain's `debtVerificationDecision`) and the bureaux's references, kept for audit. */
export type CreditCheck = DebtVerificationDecision & { readonly references: readonly string[] };

/**
 * Who checks a shopper's debt profile by BVN: the sandbox (default) or Prembly's report from CRC and
 * FirstCentral (`PremblyCreditBureau`, chosen by CREDIT_BUREAU_SECRET_KEY in config.ts). An implementation
 * must never log or keep the whole BVN (log `maskBvn(bvn)` at most).
 */
export interface CreditBureau {
  readonly kind: 'sandbox' | 'prembly';
  check(request: CreditCheckRequest): Promise<CreditCheck>;
}

/**
 * The sandbox's documented BVNs (docs/api/verification.md): one declined for a delinquent loan, one whose record is
 * someone else's (the account's name and phone do not match), one for which the bureaux do not answer. Any
 * other 11 digits are the shopper's own clear record (docs/api/verification.md uses 22222222222).
 */
const SANDBOX_BVNS = {
  declined: '33333333333',
  someoneElses: '44444444444',
  bureauDown: '55555555555',
} as const;

/**
 * The credit-bureau sandbox: nothing leaves the machine; the documented BVNs answer their report, and the
 * domain decides as it does on a real report. One line is logged, with the BVN masked.
 */
export class SandboxCreditBureau implements CreditBureau {
  readonly kind = 'sandbox';
  readonly #log: (line: string) => void;

  constructor(log: (line: string) => void = (line) => logger.info(line)) {
    this.#log = log;
  }

  async check({ bvn, account, isTier2, reference }: CreditCheckRequest): Promise<CreditCheck> {
    const decision = debtVerificationDecision(sandboxReport(bvn, account), account, isTier2);
    this.#log(`[credit sandbox] BVN ${maskBvn(bvn)}: ${decision.decision}`);
    return { ...decision, references: decision.decision === 'UNAVAILABLE' ? [] : [`SANDBOX:${reference}`] };
  }
}

/** The sandbox bureau's report on a documented BVN; any other is the account holder's own clear file. */
function sandboxReport(
  bvn: string,
  account: AccountIdentity,
): { files: BureauFile[]; subject: BvnIdentity | null } {
  const owner: BvnIdentity = {
    names: account.name ? [account.name.firstName, account.name.lastName] : ['Sandbox', 'Shopper'],
    phones: [account.phone],
  };
  const file = (facilities: BureauFacility[]): BureauFile => ({
    bureau: 'CRC',
    outcome: 'found',
    facilities,
  });
  switch (bvn) {
    case SANDBOX_BVNS.declined:
      // A ₦250,000 loan 95 days past due: delinquent under the credit policy.
      return {
        files: [file([{ status: 'open', outstandingKobo: kobo(25_000_000), daysPastDue: 95 }])],
        subject: owner,
      };
    case SANDBOX_BVNS.someoneElses:
      return { files: [file([])], subject: { names: ['Sandbox', 'Stranger'], phones: ['08000000000'] } };
    case SANDBOX_BVNS.bureauDown:
      return { files: [{ bureau: 'CRC', outcome: 'unavailable', facilities: [] }], subject: null };
    default:
      return { files: [file([])], subject: owner };
  }
}
