import { ApiError, type ProofOfWorkChallenge } from './errors';

/**
 * A solved challenge, as the X-Altcha header carries it: base64 of ALTCHA's JSON payload
 * `{algorithm, challenge, number, salt, signature}`.
 */
export type ChallengeAnswer = string;

/** The header of a call made with a solved challenge, or none. */
export function challengeHeader(answer: ChallengeAnswer | undefined) {
  return answer === undefined ? undefined : { 'X-Altcha': answer };
}

/** ALTCHA's payload for a found number, ready for the X-Altcha header. */
export function challengeAnswer(challenge: ProofOfWorkChallenge, number: number): ChallengeAnswer {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

export interface SolvingOptions {
  /** Finds the challenge's answer (the shop solves it in a Web Worker). */
  solve: (challenge: ProofOfWorkChallenge) => Promise<ChallengeAnswer>;
  /** Called when the work starts and ends, for the screen's 'Checking your connection…'. */
  onSolving?: (solving: boolean) => void;
}

/**
 * Makes a call; when it is refused with a proof-of-work challenge (an address past its ceiling: many
 * shoppers share one on a mobile network), solves it and makes the same call again with the answer, once.
 * Any other failure, or a second refusal, is thrown as it came.
 */
export async function withChallenge<T>(
  call: (answer?: ChallengeAnswer) => Promise<T>,
  { solve, onSolving }: SolvingOptions,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.challenge) throw error;
    onSolving?.(true);
    let answer: ChallengeAnswer;
    try {
      answer = await solve(error.challenge);
    } finally {
      onSolving?.(false);
    }
    return call(answer);
  }
}
