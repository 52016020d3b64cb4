import { normalisePhoneNumber } from '@oja/domain';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { receiveSms } from '../sms/inbound.ts';
import { latestTexts } from '../sms/sandbox-outbox.ts';

/** The SMS sandbox, for development and tests: its outbox and its phone; 404 once Termii sends the texts. */
export const devSmsRoutes = routes(
  route('GET /dev/sms-outbox', async (c, { query }) => {
    if (c.get('sms').kind !== 'sandbox') return refuse(c, 404, 'Not found');
    const texts = await latestTexts(c.get('db'), normalisePhoneNumber(query.phone));
    return c.json({
      success: true,
      message: 'SMS outbox fetched successfully',
      data: {
        messages: texts.map(({ to, text, createdAt }) => ({ to, text, createdAt: createdAt.toISOString() })),
      },
    });
  }),
  route('POST /dev/sms-inbound', async (c, { body }) => {
    if (c.get('sms').kind !== 'sandbox') return refuse(c, 404, 'Not found');
    const done = await receiveSms(c.get('db'), body);
    return c.json({
      success: true,
      message: done === 'opted-out' ? 'Opt-out recorded' : 'Message ignored',
    });
  }),
);
