import { Hono } from 'hono';
import { emailKey } from '../db/users-repository.ts';
import { latestMessages } from '../email/sandbox.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { queryOf } from '../openapi/validated.ts';
import { toWireOutboxMessage } from '../wire/outbox.ts';

/** The email sandbox's outbox, for development and tests; 404 once SMTP is configured. */
export const devOutboxRoutes = new Hono<ApiEnv>().get('/dev/outbox', async (c) => {
  if (c.get('email').kind !== 'sandbox') return refuse(c, 404, 'Not found');
  const { email } = queryOf(c, '/dev/outbox', 'get');
  const messages = await latestMessages(c.get('db'), emailKey(email));
  return c.json({
    success: true,
    message: 'Outbox fetched successfully',
    data: { messages: messages.map(toWireOutboxMessage) },
  });
});
