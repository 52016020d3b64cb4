import {
  ACCOUNT_CLOSED,
  accountClosureRefusal,
  CONSENT_TEXTS,
  type ConsentKind,
  consentWithdrawalRefusal,
  MARKETING_CONSENT_KINDS,
} from '@oja/domain';
import { requireUser } from '../auth/sessions.ts';
import { recordShopperAudit } from '../db/audit-repository.ts';
import type { Database } from '../db/connect.ts';
import {
  recordConsent,
  shopperConsents,
  standingConsent,
  withdrawConsents,
} from '../db/consents-repository.ts';
import {
  answerDataRequest,
  archiveSummary,
  closeAccount,
  closureStanding,
  openDataRequest,
  shopperDataArchive,
} from '../db/data-rights-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { toWireConsent } from '../wire/consent.ts';

const GIVEN_WHERE_ASKED =
  'This consent is given where it is asked: at the credit check, or when you set up a direct debit.';

/** The shopper's consents on record, and the marketing choices with whether each stands. */
async function consentAnswer(db: Database, userId: number, message: string) {
  const rows = await shopperConsents(db, userId);
  const standing = new Set(rows.filter((row) => row.withdrawnAt === null).map((row) => row.kind));
  return {
    success: true as const,
    message,
    data: {
      consents: rows.map(toWireConsent),
      choices: MARKETING_CONSENT_KINDS.map((kind) => ({
        kind,
        text: CONSENT_TEXTS[kind].text,
        textVersion: CONSENT_TEXTS[kind].version,
        given: standing.has(kind),
      })),
    },
  };
}

const isMarketing = (kind: ConsentKind) => (MARKETING_CONSENT_KINDS as readonly string[]).includes(kind);

/**
 * A shopper's consents and data rights (issue 42, NDPA): consents given and withdrawn, Download my data, and
 * closing the account. Every data request gets its due date, and a line in the audit trail.
 */
export const dataRightsRoutes = routes(
  route('GET /users/consents', requireUser, async (c, _request) => {
    return c.json(await consentAnswer(c.get('db'), c.get('user').id, 'Consents'));
  }),
  route('POST /users/consents/{kind}', requireUser, async (c, request) => {
    const kind = request.params.kind as ConsentKind;
    if (!isMarketing(kind)) return refuse(c, 409, GIVEN_WHERE_ASKED);
    const db = c.get('db');
    const user = c.get('user');
    // Given twice, kept once: the standing consent already says so.
    if (!(await standingConsent(db, user.id, kind))) {
      await recordConsent(db, {
        userId: user.id,
        kind,
        at: new Date(c.get('now')()),
        source: { channel: 'web', userAgent: c.req.header('user-agent') },
      });
    }
    return c.json(await consentAnswer(db, user.id, 'Consent recorded'));
  }),
  route('DELETE /users/consents/{kind}', requireUser, async (c, request) => {
    const kind = request.params.kind as ConsentKind;
    const refusal = consentWithdrawalRefusal(kind);
    if (refusal) return refuse(c, 409, refusal);
    const db = c.get('db');
    const user = c.get('user');
    await withdrawConsents(db, { userId: user.id, kind }, new Date(c.get('now')()));
    return c.json(await consentAnswer(db, user.id, 'Consent withdrawn'));
  }),
  route('GET /users/my-data', requireUser, async (c, _request) => {
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    const request = await openDataRequest(db, user.id, 'access', now);
    await recordShopperAudit(
      db,
      { action: 'data-request.access', shopper: user.userId, after: request.publicId },
      now,
    );
    const archive = await shopperDataArchive(db, user);
    await answerDataRequest(db, request.id, { outcome: 'completed' }, now);
    return c.json({
      success: true,
      message: 'Your data',
      data: { summary: archiveSummary(archive), dueAt: request.dueAt.toISOString(), archive },
    });
  }),
  route('POST /users/close-account', requireUser, async (c, _request) => {
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    const request = await openDataRequest(db, user.id, 'erasure', now);
    const refusal = accountClosureRefusal(await closureStanding(db, user.id));
    if (refusal) {
      await answerDataRequest(db, request.id, { outcome: 'refused', refusal }, now);
      await recordShopperAudit(
        db,
        { action: 'data-request.erasure-refused', shopper: user.userId, after: request.publicId },
        now,
      );
      return refuse(c, 409, refusal);
    }
    await closeAccount(db, user, now);
    await answerDataRequest(db, request.id, { outcome: 'completed' }, now);
    await recordShopperAudit(
      db,
      { action: 'data-request.erasure', shopper: user.userId, after: request.publicId },
      now,
    );
    return c.json({ success: true, message: ACCOUNT_CLOSED });
  }),
);
