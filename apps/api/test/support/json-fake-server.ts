import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake provider answers one request with; status 0 never answers (a time-out, closed on stop). */
export type FakeAnswer = { status: number; body: string };

/**
 * A local HTTP server on 127.0.0.1 for a fake provider (Prembly, QoreID, Termii): each request is answered
 * as JSON by `answer`. Answers its URL, and `stop`, which also drops connections left hanging by a time-out.
 */
export async function startJsonFake(
  answer: (request: IncomingMessage) => Promise<FakeAnswer>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void answer(request).then(({ status, body }) => {
      if (status === 0) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
