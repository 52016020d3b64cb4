import { eq } from 'drizzle-orm';
import { requireUser } from '../auth/sessions.ts';
import { users } from '../db/schema.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { isInboundToken, receiveSms } from '../sms/inbound.ts';
import { withdrawQueuedTexts } from '../sms/queue.ts';

/** The shopper's SMS choice, and Termii's inbound messages (STOP turns it off). */
export const smsRoutes = routes(
  route('PATCH /users/sms-notifications', requireUser, async (c, { body }) => {
    const { smsNotifications } = body;
    const user = c.get('user');
    await c.get('db').update(users).set({ smsNotifications }).where(eq(users.id, user.id));
    // Off means off now: a reminder queued a moment ago is not sent either.
    if (!smsNotifications) await withdrawQueuedTexts(c.get('db'), user.phoneNumber);
    return c.json({
      success: true,
      message: `SMS notifications turned ${smsNotifications ? 'on' : 'off'}`,
      data: { smsNotifications },
    });
  }),
  route('POST /sms/termii-inbound/{token}', async (c, { params, body }) => {
    const sms = c.get('sms');
    if (!sms.inboundSecret) return refuse(c, 404, 'Not found');
    if (!isInboundToken(sms, params.token)) return refuse(c, 401, 'Invalid token');
    const done = await receiveSms(c.get('db'), { sender: body.sender, message: body.message });
    return c.json({
      success: true,
      message: done === 'opted-out' ? 'Opt-out recorded' : 'Message ignored',
    });
  }),
);
