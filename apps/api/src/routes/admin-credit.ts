import {
  effectiveLimit,
  formatKobo,
  instalmentLimit,
  validateCreditActionReason,
  validateCustomLimitChange,
} from '@oja/domain';
import type { Context } from 'hono';
import type { Database } from '../db/connect.ts';
import { creditControlsOf, freezeCredit, setCustomLimit, unfreezeCredit } from '../db/credit-repository.ts';
import { findShopper, type ShopperRow } from '../db/shoppers-repository.ts';
import { takeBackTier2 } from '../db/tier-requests-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff, type StaffEnv } from '../staff/staff-sessions.ts';
import { shopperPage } from './admin-shoppers.ts';

const SHOPPER_NOT_FOUND = 'Shopper not found';
const ALREADY_FROZEN = "This shopper's credit is already frozen";
const NOT_FROZEN = "This shopper's credit is not frozen";
const NOT_TIER_2 = 'This shopper is not Tier 2';

/**
 * The permission for every credit action: the one that grants Tier 2 (owner and finance). Taking it back,
 * lowering a limit and freezing are the same lending decision the other way, made by the same people;
 * support and operations see the page but cannot change what Oja lends.
 */
const CREDIT_PERMISSION = 'tier2:decide';

type Refusal = { status: 409; message: string };

/** The field errors as the notes route answers them: 422 with the first message and every field's. */
function refuseFields(c: Context, errors: Partial<Record<string, string>>) {
  const list = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return refuse(c, 422, list[0]?.message ?? 'Bad request', { errors: list });
}

/**
 * One credit action: the shopper found, the write and its audit entry in one transaction (a write that
 * changes nothing, such as freezing a frozen credit, is refused with 409 and audits nothing), then the
 * shopper's page as it now stands.
 */
async function creditAction(
  c: Context<StaffEnv>,
  userId: string,
  message: string,
  act: (
    tx: Database,
    shopper: ShopperRow,
    audit: (entry: {
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }) => Promise<void>,
    now: number,
  ) => Promise<Refusal | null>,
) {
  const db = c.get('db');
  const shopper = await findShopper(db, userId);
  if (!shopper) return refuse(c, 404, SHOPPER_NOT_FOUND);
  const staff = c.get('staff');
  const now = c.get('now')();
  const refusal = await db.transaction(async (tx) => {
    const audit = async (entry: {
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }) =>
      auditWrite(
        tx,
        staff,
        { clientAddress: c.get('clientAddress'), now },
        {
          ...entry,
          target: { type: 'shopper', id: shopper.userId },
        },
      );
    return act(tx, shopper, audit, now);
  });
  if (refusal) return refuse(c, refusal.status, refusal.message);
  const fresh = (await findShopper(db, userId)) ?? shopper;
  return c.json({ success: true, message, data: await shopperPage(db, fresh, staff, now) });
}

/**
 * The console's credit actions on one shopper (issue 45): a custom limit (never above the tier's), a freeze
 * and its lifting, and Tier 2 taken back. Each needs a reason and is audited with it; checkout and the
 * shop's credit answer read them on their next request (creditFacts).
 */
export const adminCreditRoutes = routes(
  route('POST /admin/shoppers/{userId}/credit/limit', requireStaff(CREDIT_PERMISSION), async (c, request) => {
    const shopper = await findShopper(c.get('db'), request.params.userId);
    if (!shopper) return refuse(c, 404, SHOPPER_NOT_FOUND);
    const check = validateCustomLimitChange(request.body, shopper.isTier2);
    if (!check.ok) return refuseFields(c, check.errors);
    const { limitKobo, reason } = check.value;
    return creditAction(
      c,
      request.params.userId,
      limitKobo === null ? 'Custom limit removed' : 'Custom limit set',
      async (tx, found, audit, now) => {
        const before = (await creditControlsOf(tx, found.id))?.customLimitKobo ?? null;
        await setCustomLimit(tx, found.id, limitKobo, new Date(now));
        await audit({
          action: 'credit.limit',
          before: { customLimitKobo: before },
          after: { customLimitKobo: limitKobo, limitKobo: effectiveLimit(found.isTier2, limitKobo), reason },
        });
        return null;
      },
    );
  }),
  route(
    'POST /admin/shoppers/{userId}/credit/freeze',
    requireStaff(CREDIT_PERMISSION),
    async (c, request) => {
      const check = validateCreditActionReason(request.body);
      if (!check.ok) return refuseFields(c, check.errors);
      const { reason } = check.value;
      const staffId = c.get('staff').id;
      return creditAction(c, request.params.userId, 'Credit frozen', async (tx, found, audit, now) => {
        if (!(await freezeCredit(tx, found.id, { reason, staffId }, new Date(now)))) {
          return { status: 409, message: ALREADY_FROZEN };
        }
        await audit({ action: 'credit.freeze', before: { frozen: false }, after: { frozen: true, reason } });
        return null;
      });
    },
  ),
  route(
    'POST /admin/shoppers/{userId}/credit/unfreeze',
    requireStaff(CREDIT_PERMISSION),
    async (c, request) => {
      const check = validateCreditActionReason(request.body);
      if (!check.ok) return refuseFields(c, check.errors);
      const { reason } = check.value;
      return creditAction(c, request.params.userId, 'Credit unfrozen', async (tx, found, audit, now) => {
        if (!(await unfreezeCredit(tx, found.id, new Date(now)))) return { status: 409, message: NOT_FROZEN };
        await audit({
          action: 'credit.unfreeze',
          before: { frozen: true },
          after: { frozen: false, reason },
        });
        return null;
      });
    },
  ),
  route(
    'POST /admin/shoppers/{userId}/credit/take-back-tier-2',
    requireStaff(CREDIT_PERMISSION),
    async (c, request) => {
      const check = validateCreditActionReason(request.body);
      if (!check.ok) return refuseFields(c, check.errors);
      const { reason } = check.value;
      let limitNow = instalmentLimit(false);
      const answer = await creditAction(
        c,
        request.params.userId,
        'Tier 2 taken back',
        async (tx, found, audit, now) => {
          const before = (await creditControlsOf(tx, found.id))?.customLimitKobo ?? null;
          if (!(await takeBackTier2(tx, found.id, new Date(now))))
            return { status: 409, message: NOT_TIER_2 };
          const after = (await creditControlsOf(tx, found.id))?.customLimitKobo ?? null;
          limitNow = effectiveLimit(false, after);
          await audit({
            action: 'tier2.take-back',
            before: { isTier2: true, customLimitKobo: before },
            after: { isTier2: false, customLimitKobo: after, reason },
          });
          return null;
        },
      );
      // The shopper hears of it as they heard of the approval; the reason stays with the team (it may name
      // a bureau's finding), and support can explain it.
      if (answer.status === 200) {
        const shopper = await findShopper(c.get('db'), request.params.userId);
        if (shopper) {
          await c.get('email').send({
            to: shopper.email,
            subject: 'Your Oja account is now Tier 1',
            text: `Your account is now Tier 1: new instalment orders are limited to ${formatKobo(limitNow)} in all.\nOrders you have already placed keep their payment schedules.\n\nWrite to support@oja.ng if you have any questions.`,
          });
        }
      }
      return answer;
    },
  ),
);
