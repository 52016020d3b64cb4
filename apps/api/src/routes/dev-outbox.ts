import { emailKey } from '../db/users-repository.ts';
import { latestMessages } from '../email/sandbox.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { toWireOutboxMessage } from '../wire/outbox.ts';

/** The email sandbox's outbox, for development and tests; 404 once SMTP is configured. */
export const devOutboxRoutes = routes(
  route('GET /dev/outbox', async (c, { query }) => {
    if (c.get('email').kind !== 'sandbox') return refuse(c, 404, 'Not found');
    const { email } = query;
    const messages = await latestMessages(c.get('db'), emailKey(email));
    return c.json({
      success: true,
      message: 'Outbox fetched successfully',
      data: { messages: messages.map(toWireOutboxMessage) },
    });
  }),
);
