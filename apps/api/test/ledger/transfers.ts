import { type Kobo, transferAccountExpiresAt } from '@oja/domain';
import fc from 'fast-check';
import type { Database } from '../../src/db/connect.ts';
import { transferAccounts } from '../../src/db/schema.ts';
import { applyTransferNotice, expireTransferAccounts } from '../../src/money/transfer.ts';
import { insertTransferPayment } from '../../src/orders/transfer-accounts.ts';

/**
 * One-time transfers for the ledger's property (issue 44): an order's down payment may also be sent by bank
 * transfer, in any of the ways shoppers do: exact, short (then maybe the rest), over, late, a notice delivered
 * twice, a second transfer after the first settled. The shopper's bank is scripted (it keeps what it sent);
 * everything on our side is real: applyTransferNotice, the first payment's settlement, the refunds, the expiry.
 */
export type TransferStep = 'exact' | 'short' | 'over' | 'late' | 'replay' | 'second';

export const transferSteps: fc.Arbitrary<TransferStep[]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant([] as TransferStep[]) },
  {
    weight: 2,
    arbitrary: fc.array(fc.constantFrom<TransferStep>('exact', 'short', 'over', 'late', 'replay', 'second'), {
      minLength: 1,
      maxLength: 4,
    }),
  },
);

/** The shopper's bank: every transfer it sent, by order number. */
export class ScriptedBank {
  readonly #sent = new Map<string, number>();
  #next = 1;

  /** What the bank sent for an order (each transfer once, however often its notice was delivered). */
  taken(orderNumber: string): number {
    return this.#sent.get(orderNumber) ?? 0;
  }

  /**
   * The order's down payment by transfer, one step after another, then the account's expiry: a payment row
   * and a one-time account as the route issues them, and each transfer told by its notice.
   */
  async pay(
    db: Database,
    order: { id: number; orderNumber: string; firstPaymentKobo: Kobo },
    steps: readonly TransferStep[],
    now: number,
  ): Promise<void> {
    if (steps.length === 0) return;
    const reference = `${order.orderNumber}-T`;
    const payment = await insertTransferPayment(db, {
      orderId: order.id,
      reference,
      amountKobo: order.firstPaymentKobo,
      provider: 'sandbox',
      now: new Date(now),
    });
    const expiresAt = transferAccountExpiresAt(now);
    await db.insert(transferAccounts).values({
      reference,
      orderId: order.id,
      paymentId: payment.id,
      method: 'bank_transfer',
      expectedKobo: order.firstPaymentKobo,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
    });
    let last: { providerReference: string; amountKobo: number; receivedAt: number } | null = null;
    for (const step of steps) {
      if (step === 'replay' && last) {
        await applyTransferNotice(db, { reference, ...last }, new Date(now));
        continue;
      }
      const amountKobo =
        step === 'short'
          ? Math.max(1, Math.floor(order.firstPaymentKobo / 3))
          : step === 'over'
            ? order.firstPaymentKobo + 1_000
            : order.firstPaymentKobo;
      last = {
        providerReference: `bank-${this.#next++}`,
        amountKobo,
        receivedAt: step === 'late' ? expiresAt + 60_000 : now,
      };
      this.#sent.set(order.orderNumber, this.taken(order.orderNumber) + amountKobo);
      await applyTransferNotice(db, { reference, ...last }, new Date(now));
    }
    // The account's expiry: short money still held goes back.
    await expireTransferAccounts(db, new Date(expiresAt));
  }
}
