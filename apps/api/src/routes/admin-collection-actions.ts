import {
  type CollectionActionKind,
  formatKobo,
  lagosCalendarDate,
  refundApprovalRefusal,
  validateAgreementAndReason,
  validateCollectionReason,
  validateOutsidePayment,
} from '@oja/domain';
import type { Context } from 'hono';
import { findAdminOrder } from '../db/admin-orders-repository.ts';
import {
  type CollectionActionRow,
  collectionActionsOf,
  DuplicateReference,
  decideCollectionAction,
  lockCollectionAction,
} from '../db/collection-actions-repository.ts';
import { lockOrder } from '../db/staff-refunds-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { applyApprovedAction, recordCollectionAction } from '../money/collection-action.ts';
import type { RequestOf } from '../openapi/operations.ts';
import { auditWrite } from '../staff/audit.ts';
import { NOT_PERMITTED, requireStaff, type StaffEnv, stillPermitted } from '../staff/staff-sessions.ts';
import { toWireCollectionAction } from '../wire/admin-collection-action.ts';
import { ORDER_NOT_FOUND, originOf } from './admin-orders.ts';

const ACTION_NOT_FOUND = 'Collections action not found';
const DUPLICATE_REFERENCE = 'A payment with this reference is already recorded: each is recorded once.';

type ActionBody = RequestOf<'POST /admin/orders/{orderNumber}/collection-actions'>['body'];
type Checked =
  | { ok: true; reason: string; details: Record<string, unknown> }
  | { ok: false; errors: Record<string, string | undefined> };

/** The request's fields for its kind, validated by the domain's rules; the rest of the body is ignored. */
function checkBody(body: ActionBody, now: number): Checked {
  const today = lagosCalendarDate(now);
  if (body.kind === 'outside-payment') {
    const payment = validateOutsidePayment(body, today);
    return payment.ok ? { ok: true, reason: payment.value.note, details: payment.value } : payment;
  }
  if (body.kind === 'reschedule' || body.kind === 'restructure') {
    const agreed = validateAgreementAndReason(body, now);
    if (!agreed.ok) return agreed;
    const change =
      body.kind === 'reschedule' ? { days: body.days } : { count: body.count, firstDate: body.firstDate };
    return {
      ok: true,
      reason: agreed.value.reason,
      details: { ...change, agreement: agreed.value.agreement },
    };
  }
  const reason = validateCollectionReason(body);
  if (!reason.ok) return reason;
  return {
    ok: true,
    reason: reason.value.reason,
    details: body.kind === 'waiver' ? { instalment: body.instalment } : {},
  };
}

function refuseFields(c: Context, errors: Record<string, string | undefined>) {
  const list = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return refuse(c, 422, list[0]?.message ?? 'Check the request', { errors: list });
}

const DONE: Record<CollectionActionKind, string> = {
  'outside-payment': 'Outside payment recorded',
  reschedule: 'Instalments rescheduled',
  restructure: 'Plan restructured',
  waiver: 'Late payment charge waived',
  'write-off': 'Debt written off',
};

function answer(
  c: Context<StaffEnv>,
  action: CollectionActionRow,
  orderNumber: string,
  summary: string,
  status: 200 | 201,
) {
  const message =
    action.status === 'awaiting-approval'
      ? `${DONE[action.kind]} for ${formatKobo(action.amountKobo)}: waits for a second staff member's approval`
      : action.status === 'approved'
        ? `${DONE[action.kind]}: ${summary}`
        : 'Collections action rejected';
  return c.json(
    { success: true, message, data: toWireCollectionAction(action, orderNumber, c.get('staff')) },
    status,
  );
}

/**
 * The console's collections tools on an order (issue 45): record an outside payment, reschedule, restructure,
 * waive a late charge, write off. Each is planned against the book under the order's lock by the money module
 * (src/money/collection-action.ts); under ₦100,000 at stake it is applied as it is made, from ₦100,000 it waits
 * for a second staff member (the refunds' maker-checker: refunds:approve, never the maker). Audited.
 */
export const adminCollectionActionRoutes = routes(
  route(
    'GET /admin/orders/{orderNumber}/collection-actions',
    requireStaff('orders:read'),
    async (c, request) => {
      const db = c.get('db');
      const row = await findAdminOrder(db, request.params.orderNumber);
      if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
      const actions = await collectionActionsOf(db, row.order.id);
      return c.json({
        success: true,
        message: 'Collections actions',
        data: actions.map((action) => toWireCollectionAction(action, row.order.orderNumber, c.get('staff'))),
      });
    },
  ),
  route(
    'POST /admin/orders/{orderNumber}/collection-actions',
    requireStaff('collections:act'),
    async (c, request) => {
      const db = c.get('db');
      const row = await findAdminOrder(db, request.params.orderNumber);
      if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
      const now = c.get('now')();
      const checked = checkBody(request.body, now);
      if (!checked.ok) return refuseFields(c, checked.errors);
      const staff = c.get('staff');
      const { kind } = request.body;
      try {
        const outcome = await db.transaction(async (tx) => {
          if (!(await stillPermitted(tx, staff, 'collections:act')))
            return { status: 403 as const, message: NOT_PERMITTED };
          await lockOrder(tx, row.order.id);
          const request = { kind, details: checked.details, reason: checked.reason, requestedBy: staff.id };
          const recorded = await recordCollectionAction(tx, row.order, request, new Date(now));
          if (!recorded.ok) return { status: 409 as const, message: recorded.message };
          const { action, summary } = recorded;
          await auditWrite(tx, staff, originOf(c, now), {
            action: `collection.${kind}`,
            target: { type: 'order', id: row.order.orderNumber },
            after: {
              actionId: String(action.id),
              amountKobo: action.amountKobo,
              status: action.status,
              ...checked.details,
              reason: checked.reason,
              ...(summary ? { summary } : {}),
            },
          });
          return { action, summary };
        });
        if (outcome.status) return refuse(c, outcome.status, outcome.message);
        return answer(c, outcome.action, row.order.orderNumber, outcome.summary, 201);
      } catch (error) {
        if (error instanceof DuplicateReference) return refuse(c, 409, DUPLICATE_REFERENCE);
        throw error;
      }
    },
  ),
  route(
    'POST /admin/collection-actions/{actionId}/decision',
    requireStaff('refunds:approve'),
    async (c, request) => {
      const db = c.get('db');
      const staff = c.get('staff');
      const now = c.get('now')();
      const id = Number(request.params.actionId);
      if (!Number.isSafeInteger(id)) return refuse(c, 404, ACTION_NOT_FOUND);
      const approve = request.body.decision === 'approve';
      const outcome = await db.transaction(async (tx) => {
        if (!(await stillPermitted(tx, staff, 'refunds:approve')))
          return { status: 403 as const, message: NOT_PERMITTED };
        const locked = await lockCollectionAction(tx, id);
        if (!locked) return { status: 404 as const, message: ACTION_NOT_FOUND };
        const { action, orderNumber } = locked;
        const refusal = refundApprovalRefusal(
          { id: String(staff.id), role: staff.role },
          { makerId: String(action.requestedBy), waitingForApproval: action.status === 'awaiting-approval' },
        );
        if (refusal === 'own-refund') {
          return {
            status: 409 as const,
            message: 'You asked for this: another staff member must decide it.',
          };
        }
        if (refusal) return { status: 409 as const, message: `This action is already ${action.status}.` };
        let summary = '';
        if (approve) {
          const order = await findAdminOrder(tx, orderNumber);
          if (!order) return { status: 404 as const, message: ORDER_NOT_FOUND };
          await lockOrder(tx, action.orderId);
          const applied = await applyApprovedAction(tx, order.order, action, new Date(now));
          if (!applied.ok) {
            return { status: 409 as const, message: `${applied.message} Reject this one and ask again.` };
          }
          summary = applied.summary;
        }
        const status = approve ? ('approved' as const) : ('rejected' as const);
        await decideCollectionAction(tx, { id, status, staffId: staff.id, at: new Date(now) });
        await auditWrite(tx, staff, originOf(c, now), {
          action: approve ? 'collection.approve' : 'collection.reject',
          target: { type: 'order', id: orderNumber },
          before: { actionId: String(id), kind: action.kind, status: 'awaiting-approval' },
          after: {
            actionId: String(id),
            kind: action.kind,
            status,
            amountKobo: action.amountKobo,
            ...(summary ? { summary } : {}),
          },
        });
        return {
          action: { ...action, status, decidedBy: staff.id, decidedAt: new Date(now) },
          orderNumber,
          summary,
        };
      });
      if (outcome.status) return refuse(c, outcome.status, outcome.message);
      return answer(c, outcome.action, outcome.orderNumber, outcome.summary, 200);
    },
  ),
);
