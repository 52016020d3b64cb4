import type { Server } from 'node:http';
import { createHttpTerminator } from 'http-terminator';

/**
 * How one HTTP server stops without dropping an answer, made with the server (http-terminator must see every
 * connection from the first). The function it answers:
 * - stops listening at once: a new connection is refused, so a load balancer sends it to another process;
 * - closes the idle keep-alive connections, and marks every answer in flight `Connection: close`, so that its
 *   connection closes once it is sent (http-terminator: Node alone keeps such a connection open for the
 *   keep-alive time, 65 s here, and a client may send it another request meanwhile);
 * - after `graceMs`, closes whatever connection is still open (an answer that never finishes);
 * and resolves once the server has no connection left.
 */
export function gracefulCloser(server: Server, graceMs: number): () => Promise<void> {
  const terminator = createHttpTerminator({ server, gracefulTerminationTimeout: graceMs });
  return () =>
    new Promise<void>((resolve) => {
      // Listening stops here, not when http-terminator closes the server at its end: until then it would
      // accept new connections, only to reset them.
      server.close(() => resolve());
      // Its own server.close(), at its end, finds the server closed already (ERR_SERVER_NOT_RUNNING, or no
      // answer at all when ours has finished first): ours is the one awaited.
      void terminator.terminate().catch(() => undefined);
    });
}
