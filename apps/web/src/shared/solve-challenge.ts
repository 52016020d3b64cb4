import {
  type ChallengeAnswer,
  challengeAnswer,
  type ProofOfWorkChallenge,
  withChallenge,
} from '@oja/api-client';

/**
 * Solves the API's proof-of-work challenge (issue 41: an address past its ceiling, a whole mobile network
 * behind one address) in a Web Worker with altcha-lib, self-hosted: no third-party CAPTCHA, nothing about the
 * shopper leaves the browser. Only the screens that can be challenged (sign-in, sign-up, codes, resets; all
 * lazy routes) import this, and the worker's code loads only when a challenge comes.
 */
export function solveChallenge(challenge: ProofOfWorkChallenge): Promise<ChallengeAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.addEventListener('message', (event: MessageEvent<number | null>) => {
      done();
      if (event.data === null) reject(new Error('The connection check could not be solved.'));
      else resolve(challengeAnswer(challenge, event.data));
    });
    worker.addEventListener('error', (event) => {
      done();
      reject(new Error(event.message || 'The connection check could not be solved.'));
    });
    worker.postMessage(challenge);
  });
}

/**
 * A call that, asked for a proof-of-work challenge, solves it and is made again with the answer (the code
 * and reset screens: their pending state covers the second or two of work).
 */
export function solvingChallenges<T>(call: (answer?: ChallengeAnswer) => Promise<T>): Promise<T> {
  return withChallenge(call, { solve: solveChallenge });
}
