import type { Database } from '../db/database.ts';
import type { EmailSender } from '../email/sender.ts';
import type { DirectDebit } from '../payments/direct-debit.ts';

/**
 * What the collector needs: the database, the direct-debit provider, where emails go, the shop's clock. Its own
 * module, so that notices.ts can name it without an import cycle.
 */
export interface CollectorDeps {
  db: Database;
  directDebit: DirectDebit;
  email: EmailSender;
  now: () => number;
  log?: (line: string) => void;
}
