import { createHash } from 'node:crypto';

/** The proof-of-work challenge a 429 carries (openapi.yaml: ProofOfWorkChallenge). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/**
 * Solves an ALTCHA challenge as a client does, and answers the X-Altcha header's value: base64 of the JSON
 * payload. By synchronous node:crypto hashing: altcha-lib's own solver awaits WebCrypto once per number,
 * which in Node is over ten times slower, and these tests solve hundreds.
 */
export function solveChallenge(challenge: Challenge | undefined): string {
  if (!challenge) throw new Error('the answer carries no challenge');
  if (challenge.algorithm !== 'SHA-256') throw new Error(`unexpected algorithm ${challenge.algorithm}`);
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('the challenge has no solution below its maxnumber');
}
