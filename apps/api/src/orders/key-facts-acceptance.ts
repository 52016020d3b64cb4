import { KEY_FACTS_VERSION, keyFactsStatement } from '@oja/domain';
import type { PricedOrder } from '../db/orders-repository.ts';

const KEY_FACTS_MISSING = 'Please read and accept the key facts before you pay';
const KEY_FACTS_STALE = 'The key facts have changed: please read them again and accept them';
/** The device a statement was accepted on: the user agent, trimmed to what identifies a browser. */
const DEVICE_MAX_CHARS = 300;

/** What the shopper's browser sends: the version and hash of the statement they ticked. */
export interface KeyFactsAcceptance {
  version: string;
  hash: string;
}

/** Why an instalment order is not placed: no acceptance sent, or one of other words or figures. */
export interface KeyFactsRefusal {
  reason: 'key-facts-not-accepted' | 'key-facts-changed';
  message: string;
}

/**
 * Checks that the shopper accepted the key facts statement of this very order (issue 42, the FCCPC's rules)
 * and attaches the statement to it for placeOrder to store. Called from the pricing placeOrder runs under
 * the shopper's lock: the statement is rebuilt from the totals and schedule the order will be stored with,
 * so what was accepted is what is charged, whatever changed in the cart or the shopper's credit meanwhile.
 * An order paid in full gives no credit and needs no acceptance.
 */
export function withAcceptedKeyFacts(
  order: PricedOrder,
  accepted: KeyFactsAcceptance | undefined,
  at: { now: Date; userAgent: string | undefined },
): { ok: true; order: PricedOrder } | { ok: false; refusal: KeyFactsRefusal } {
  if (order.schedule.instalmentCount === 0) return { ok: true, order };
  if (!accepted)
    return { ok: false, refusal: { reason: 'key-facts-not-accepted', message: KEY_FACTS_MISSING } };
  const statement = keyFactsStatement({ totals: order, schedule: order.schedule });
  if (accepted.version !== KEY_FACTS_VERSION || accepted.hash !== statement.hash) {
    return { ok: false, refusal: { reason: 'key-facts-changed', message: KEY_FACTS_STALE } };
  }
  const keyFacts = {
    version: statement.version,
    hash: statement.hash,
    text: statement.text,
    acceptedAt: at.now,
    device: at.userAgent?.trim().slice(0, DEVICE_MAX_CHARS) || null,
  };
  return { ok: true, order: { ...order, keyFacts } };
}
