import {
  formatCalendarDate,
  lagosCalendarDate,
  MANDATE_CANCEL_OWED_MESSAGE,
  mandateEndDate,
  shopPaths,
} from '@oja/domain';
import type { Context } from 'hono';
import { limitProviderCalls } from '../auth/provider-call-limit.ts';
import { requireUser } from '../auth/sessions.ts';
import { recordConsent, withdrawConsents } from '../db/consents-repository.ts';
import { cancellingLeavesDebtUncollected } from '../db/credit-repository.ts';
import {
  findMandate,
  findOrderMandate,
  findShopperMandate,
  linkedAccounts,
  MAX_LINKED_ACCOUNTS,
  openMandate,
  recordRedirectUrl,
  shopperMandates,
} from '../db/mandates-repository.ts';
import type { OrderRow } from '../db/orders-repository.ts';
import { findShopperPayment } from '../db/payments-repository.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { applyAuthorization, cancelMandate } from '../money/mandate.ts';
import { logger } from '../ops/log.ts';
import { webhooksCounter } from '../ops/metrics.ts';
import { type MandateNewsDeps, sendMandateNews } from '../orders/mandate-news.ts';
import { newPaymentReference, PaymentProviderError, SIGNATURE_HEADER } from '../payments/card-payments.ts';
import { DIRECT_DEBIT_EVENT_PREFIX } from '../payments/direct-debit.ts';
import { toWireLinkedAccount, toWireMandate, toWireMandateSetup } from '../wire/mandate.ts';

const ORDER_NOT_FOUND = 'Order not found';
const MANDATE_NOT_FOUND = 'Direct debit not found';
const MANDATE_ENDED = 'This direct debit has already ended.';
const PAID_IN_FULL = 'This order is paid in full: it needs no direct debit.';
const DOWN_PAYMENT_UNPAID =
  'The down payment has not been paid yet. Pay it first, then set up the direct debit.';
const ACCOUNT_NOT_FOUND = 'Linked bank account not found. Choose another one or link a new account.';
const TOO_MANY_ACCOUNTS = `You can link at most ${MAX_LINKED_ACCOUNTS} bank accounts. Choose one of your linked accounts.`;

const PROVIDER_SILENT =
  "We could not reach the bank's direct-debit service just now. Nothing was set up: please try again.";

/**
 * A call to the direct-debit provider; undefined when it did not answer clearly (PaymentProviderError):
 * nothing is concluded from silence. Any other error is a bug and propagates.
 */
async function askProvider<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn(`Direct-debit provider: ${error.message}`);
    return undefined;
  }
}

/** Where the bank consent page sends the shopper back: the direct-debit success page of the order. */
function callbackUrl<E extends ApiEnv>(c: Context<E>, order: OrderRow): string {
  const origin = c.get('publicUrl') ?? new URL(c.req.url).origin;
  return `${origin}${shopPaths.directDebitSuccess(order.publicId)}`;
}

/** Where the bank's answer is told to the shopper from a request: its database, email and clock. */
function newsDeps<E extends ApiEnv>(c: Context<E>): MandateNewsDeps {
  return {
    db: c.get('db'),
    email: c.get('email'),
    now: c.get('now'),
    publicUrl: c.get('publicUrl') ?? new URL(c.req.url).origin,
  };
}

/**
 * The shopper's agreement to the direct-debit terms, kept under the mandate's reference when the mandate is
 * made (NDPA: consent on record, with the words' version, channel and device). Cancelling the mandate is how it
 * is withdrawn.
 */
async function recordTermsConsent<E extends ApiEnv>(
  c: Context<E>,
  userId: number,
  reference: string,
  at: Date,
) {
  await recordConsent(c.get('db'), {
    userId,
    kind: 'direct-debit-terms',
    reference,
    at,
    source: { channel: 'web', userAgent: c.req.header('user-agent') },
  });
}

/**
 * The direct-debit mandate of an instalment order, set up once its down payment is paid: a new bank
 * account goes through the provider's consent page (the mandate stays pending until the bank's answer comes
 * back by webhook), an account the shopper already linked makes the mandate active at once.
 */
export const mandateRoutes = routes(
  route('POST /orders/create-paystack-mandate', requireUser, limitProviderCalls, async (c, { body }) => {
    const db = c.get('db');
    const user = c.get('user');
    const mine = await findShopperPayment(db, user.id, body.reference);
    if (!mine) return refuse(c, 404, ORDER_NOT_FOUND);
    const { order, payment } = mine;
    if (order.instalmentCount === 0) return refuse(c, 400, PAID_IN_FULL);
    if (payment.status !== 'succeeded' || order.status !== 'paid') return refuse(c, 409, DOWN_PAYMENT_UNPAID);

    const directDebit = c.get('directDebit');
    const now = new Date(c.get('now')());
    let existing = await findOrderMandate(db, order.id);
    if (existing?.status === 'pending' && existing.redirectUrl !== null) {
      // Asked again while the bank's answer is awaited: the provider is asked too, in case its webhook was lost.
      const verified = await askProvider(() => directDebit.verify(existing?.reference ?? ''));
      if (verified && (await applyAuthorization(db, existing, verified, now)) !== 'unchanged') {
        await sendMandateNews(newsDeps(c), existing.id);
        existing = await findOrderMandate(db, order.id);
      }
    }
    // Pressed twice, or in two tabs: the order's mandate is answered again, whatever was chosen.
    const settingUp = existing?.status === 'pending' && existing.redirectUrl === null;
    if (existing && existing.status !== 'refused' && !settingUp) {
      return c.json({
        success: true,
        message: 'Mandate already set up',
        data: toWireMandateSetup(order, existing),
      });
    }

    const accounts = await linkedAccounts(db, user.id);
    const reference = newPaymentReference(`${order.orderNumber}-DD`);
    if (body.authorization_code) {
      const account = accounts.find((a) => a.authorizationCode === body.authorization_code);
      if (!account) return refuse(c, 404, ACCOUNT_NOT_FOUND);
      const { created, mandate } = await openMandate(db, {
        userId: user.id,
        orderId: order.id,
        reference,
        provider: directDebit.kind,
        now,
        linked: account,
      });
      if (created) await recordTermsConsent(c, user.id, mandate.reference, now);
      return c.json(
        {
          success: true,
          message: created ? 'Mandate active' : 'Mandate already set up',
          data: toWireMandateSetup(order, mandate),
        },
        created ? 201 : 200,
      );
    }
    if (accounts.length >= MAX_LINKED_ACCOUNTS && !settingUp) {
      return refuse(c, 409, TOO_MANY_ACCOUNTS);
    }
    const { created, mandate } = await openMandate(db, {
      userId: user.id,
      orderId: order.id,
      reference,
      provider: directDebit.kind,
      now,
    });
    if (created) await recordTermsConsent(c, user.id, mandate.reference, now);
    let redirectUrl = mandate.redirectUrl;
    if (mandate.status === 'pending' && !redirectUrl) {
      // The provider's reference is stored with its consent page: the webhook and verify name that one.
      // Presses that each started an authorization all answer the one stored first.
      const started = await askProvider(() =>
        directDebit.initialize({
          reference: mandate.reference,
          email: user.email,
          callbackUrl: callbackUrl(c, order),
        }),
      );
      // Not started: the mandate stays without a consent page, and the next press asks again.
      if (!started) return refuse(c, 502, PROVIDER_SILENT);
      redirectUrl = await recordRedirectUrl(db, mandate.id, started);
    }
    return c.json(
      {
        success: true,
        message: created ? 'Mandate created: authorise it with your bank' : 'Mandate already set up',
        data: toWireMandateSetup(order, { ...mandate, redirectUrl }),
      },
      created ? 201 : 200,
    );
  }),
  route('GET /payment/get-buyer-mandates', requireUser, async (c) => {
    const list = await shopperMandates(c.get('db'), c.get('user').id);
    return c.json({
      success: true,
      message: 'Direct debits',
      data: list.map(toWireMandate),
    });
  }),
  route('POST /payment/cancel-mandate/{id}', requireUser, async (c, request) => {
    const db = c.get('db');
    const mandate = await findShopperMandate(db, c.get('user').id, request.params.id);
    if (!mandate || mandate.status === 'refused') return refuse(c, 404, MANDATE_NOT_FOUND);
    // Instalments still owed need a way to be collected: a shopper cannot end the only one and keep buying.
    if (mandate.status !== 'revoked' && (await cancellingLeavesDebtUncollected(db, mandate))) {
      return refuse(c, 409, MANDATE_CANCEL_OWED_MESSAGE);
    }
    const now = c.get('now')();
    const endsOn = mandateEndDate(lagosCalendarDate(now));
    const outcome =
      mandate.status === 'revoked'
        ? 'unchanged'
        : await cancelMandate(db, mandate, { now: new Date(now), endsOn });
    const after = (await findShopperMandate(db, c.get('user').id, mandate.publicId)) ?? mandate;
    if (outcome !== 'unchanged') {
      await withdrawConsents(
        db,
        { userId: c.get('user').id, kind: 'direct-debit-terms', reference: mandate.reference },
        new Date(now),
      );
    }
    if (outcome === 'unchanged' && after.status === 'revoked') return refuse(c, 409, MANDATE_ENDED);
    return c.json({
      success: true,
      message:
        after.status === 'revoked'
          ? 'Direct debit cancelled. Nothing will be debited through it.'
          : `Direct debit cancelled. It ends on ${formatCalendarDate(after.endsOn ?? endsOn)}: debits due before then are still taken.`,
      data: { status: after.status as 'active' | 'revoked', ends_on: after.endsOn },
    });
  }),
  route('GET /payment/get-buyer-active-mandate', requireUser, async (c) => {
    const accounts = await linkedAccounts(c.get('db'), c.get('user').id);
    return c.json({
      success: true,
      message: 'Linked bank accounts',
      has_existing_mandates: accounts.length > 0,
      can_add_new: accounts.length < MAX_LINKED_ACCOUNTS,
      accounts: accounts.map(toWireLinkedAccount),
    });
  }),
  /**
   * The direct-debit provider's webhook: the signature is checked on the raw body first; the event then
   * only says which reference to ask the provider about, and its answer is applied once (copies, replays and
   * late deliveries change nothing more).
   */
  route('POST /payment/paystack-direct-debit-webhook', async (c, request) => {
    const directDebit = c.get('directDebit');
    const counted = (verdict: string) => webhooksCounter.inc({ webhook: 'direct-debit', verdict });
    if (!directDebit.isSignedWebhook(await c.req.text(), c.req.header(SIGNATURE_HEADER))) {
      counted('bad-signature');
      return refuse(c, 401, 'Invalid signature');
    }
    const { event, data } = request.body;
    const reference = data.reference;
    if (!event.startsWith(DIRECT_DEBIT_EVENT_PREFIX) || typeof reference !== 'string') {
      counted('ignored');
      return c.json({ success: true, message: 'Event ignored' });
    }
    const mandate = await findMandate(c.get('db'), reference);
    if (!mandate) {
      counted('unknown-reference');
      return c.json({ success: true, message: 'Unknown reference' });
    }
    const verified = await askProvider(() => directDebit.verify(reference));
    // Not answered: anything but 2xx makes the provider deliver the event again later.
    if (verified === undefined) {
      counted('provider-unavailable');
      return refuse(c, 502, PROVIDER_SILENT);
    }
    // Paystack's verify names no account; the signed event does, and the shopper's pages show it.
    const named = verified && {
      ...verified,
      accountName: verified.accountName ?? data.account_name ?? null,
      bankName: verified.bankName ?? data.bank ?? null,
      last4: verified.last4 ?? data.last4 ?? null,
    };
    const outcome = named
      ? await applyAuthorization(c.get('db'), mandate, named, new Date(c.get('now')()))
      : 'unchanged';
    counted(outcome === 'unchanged' ? 'duplicate' : 'accepted');
    if (outcome !== 'unchanged') await sendMandateNews(newsDeps(c), mandate.id);
    const message = {
      activated: 'Mandate activated',
      refused: 'Mandate refused',
      unchanged: 'Mandate unchanged',
    };
    return c.json({ success: true, message: message[outcome] });
  }),
);
