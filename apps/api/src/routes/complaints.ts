import { validateNewComplaint } from '@oja/domain';
import type { Context } from 'hono';
import { requireUser } from '../auth/sessions.ts';
import { escalateOverdueComplaints } from '../complaints/escalation.ts';
import {
  type ComplaintPicture,
  complaintPicture,
  complaintRepliesOf,
  findComplaint,
  insertComplaint,
  repliesByComplaint,
  shopperComplaints,
  shopperOrderId,
} from '../db/complaints-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { checkComplaintPicture } from '../media/complaint-picture.ts';
import { tellShopperOfComplaint } from '../messages/complaint-notices.ts';
import { toWireComplaint } from '../wire/complaint.ts';

export const COMPLAINT_NOT_FOUND = 'No such complaint';
const ORDER_NOT_YOURS = 'Choose one of your own orders, or none for your account.';
export const NO_PICTURE = 'This complaint has no picture';

/** How app.ts knows the one shopper's call that carries a picture (its body limit is a picture's). */
export const COMPLAINT_UPLOAD_PATH = '/complaints';

/**
 * A complaint's picture as an answer: private (never kept by a shared cache), and shown, never run, whatever a
 * browser would guess of it.
 */
export function pictureAnswer(c: Context, picture: { contentType: string; bytes: Uint8Array }) {
  return c.body(Buffer.from(picture.bytes), 200, {
    'content-type': picture.contentType,
    'cache-control': 'private, max-age=300',
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
  });
}

/** A signed-in shopper's complaints desk: raise a complaint, follow its status and the replies. */
export const complaintRoutes = routes(
  route('POST /complaints', requireUser, async (c, request) => {
    const check = validateNewComplaint(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const user = c.get('user');
    const { category, text, orderId } = check.value;
    const order = orderId === null ? null : await shopperOrderId(db, user.id, orderId);
    // Another shopper's order is refused as one that does not exist: the answer says nothing of theirs.
    if (orderId !== null && !order) return refuseInvalid(c, { orderId: ORDER_NOT_YOURS });
    let picture: ComplaintPicture | null = null;
    if (request.body.picture !== undefined && request.body.picture !== '') {
      const check = await checkComplaintPicture(Buffer.from(request.body.picture, 'base64'));
      if (!check.ok) {
        return refuse(c, check.status, check.message, {
          errors: [{ field: 'picture', message: check.message }],
        });
      }
      picture = check.picture;
    }
    const row = await insertComplaint(
      db,
      { userId: user.id, orderId: order?.id ?? null, category, body: text },
      picture,
      now,
    );
    const facts = await findComplaint(db, row.reference, user.id);
    if (!facts) return refuse(c, 404, COMPLAINT_NOT_FOUND);
    await tellShopperOfComplaint(
      { db, email: c.get('email'), publicUrl: c.get('publicUrl') },
      { email: user.email, phoneNumber: user.phoneNumber, smsOn: user.smsNotifications },
      row.reference,
      { kind: 'raised' },
      now,
    );
    return c.json(
      {
        success: true,
        message: `Complaint ${row.reference} received. We will resolve it within 48 hours.`,
        data: toWireComplaint(facts, [], now),
      },
      201,
    );
  }),
  route('GET /complaints', requireUser, async (c, _request) => {
    const db = c.get('db');
    const now = c.get('now')();
    await escalateOverdueComplaints({ db, email: c.get('email'), publicUrl: c.get('publicUrl') }, now);
    const mine = await shopperComplaints(db, c.get('user').id);
    const replies = await repliesByComplaint(
      db,
      mine.map((facts) => facts.complaint.id),
    );
    return c.json({
      success: true,
      message: 'Your complaints',
      data: mine.map((facts) => toWireComplaint(facts, replies.get(facts.complaint.id) ?? [], now)),
    });
  }),
  route('GET /complaints/{reference}', requireUser, async (c, request) => {
    const db = c.get('db');
    const now = c.get('now')();
    await escalateOverdueComplaints({ db, email: c.get('email'), publicUrl: c.get('publicUrl') }, now);
    // Another shopper's complaint is as unknown as one that does not exist.
    const facts = await findComplaint(db, request.params.reference, c.get('user').id);
    if (!facts) return refuse(c, 404, COMPLAINT_NOT_FOUND);
    const replies = await complaintRepliesOf(db, facts.complaint.id);
    return c.json({ success: true, message: 'Your complaint', data: toWireComplaint(facts, replies, now) });
  }),
  route('GET /complaints/{reference}/picture', requireUser, async (c, request) => {
    // Another shopper's complaint's picture is as unknown as one that does not exist.
    const picture = await complaintPicture(c.get('db'), request.params.reference, c.get('user').id);
    if (!picture) return refuse(c, 404, NO_PICTURE);
    return pictureAnswer(c, picture);
  }),
);
