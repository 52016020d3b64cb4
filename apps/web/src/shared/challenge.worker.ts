import { solveChallenge } from 'altcha-lib/v1';

/**
 * Solves one proof-of-work challenge off the page's thread (a second or two on a phone, which the page
 * must not freeze for): receives the challenge, answers the number found, or null when there is none.
 */
addEventListener(
  'message',
  async (event: MessageEvent<{ algorithm: string; challenge: string; salt: string; maxnumber: number }>) => {
    const { algorithm, challenge, salt, maxnumber } = event.data;
    const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
    postMessage(solution?.number ?? null);
  },
);
