import { collectionDate, koboToNaira } from '@oja/domain';
import type { linkedAccounts, MandateRow, shopperMandates } from '../db/mandates-repository.ts';
import type { OrderRow } from '../db/orders-repository.ts';

type ShopperMandate = Awaited<ReturnType<typeof shopperMandates>>[number];
type LinkedAccount = Awaited<ReturnType<typeof linkedAccounts>>[number];

/** The answer of create-paystack-mandate: the bank's consent page while pending, and the order's mandate. */
export function toWireMandateSetup(order: OrderRow, mandate: MandateRow) {
  return {
    redirect_url: mandate.status === 'pending' ? mandate.redirectUrl : null,
    master_order_id: order.publicId,
    mandate_status: mandate.status as 'pending' | 'active' | 'revoked',
    order_details: { orderNumber: order.orderNumber },
  };
}

/** One of the shopper's direct debits, with its order and its next debit while it can still debit. */
export function toWireMandate({ mandate, order, nextDebit }: ShopperMandate) {
  return {
    Id: mandate.publicId,
    status: mandate.status,
    bank_name: mandate.bankName ?? '',
    account_name: mandate.accountName ?? '',
    last4: mandate.last4 ?? '',
    order: { id: order.publicId, orderNumber: order.orderNumber },
    ends_on: mandate.status === 'active' ? mandate.endsOn : null,
    next_debit:
      nextDebit && (mandate.status === 'active' || mandate.status === 'pending')
        ? // Debits fall on business days: a due date on a weekend or holiday is collected the next one.
          { date: collectionDate(nextDebit.dueDate), amount: koboToNaira(nextDebit.amountKobo) }
        : null,
  };
}

/** A bank account the shopper linked, as get-buyer-active-mandate lists it (the code both ways it is named). */
export function toWireLinkedAccount(account: LinkedAccount) {
  return {
    Id: account.publicId,
    account_name: account.accountName ?? '',
    bank_name: account.bankName ?? '',
    last4: account.last4 ?? '',
    authorization_code: account.authorizationCode ?? '',
    bank_authorization_code: account.authorizationCode ?? '',
  };
}
