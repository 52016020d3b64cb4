import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { startJsonFake } from './json-fake-server.ts';

export const FAKE_CLIENT_ID = 'fake-qoreid-client';
export const FAKE_SECRET = 'fake-qoreid-secret';
export const FAKE_WEBHOOK_SECRET = 'fake-qoreid-webhook-secret';

/** How the next call goes wrong (`failNext`): 'timeout' never answers. */
type Failure = 'timeout' | 'server-error' | 'not-json' | 'malformed';

/** What a field visit can find (https://docs.qoreid.com/reference/address-verification-status). */
export type FakeVisitOutcome = 'VERIFIED' | 'WRONG_ADDRESS' | 'INVALID_ADDRESS' | 'NO_ACCESS' | 'CANCELLED';

/** Each outcome's documented subStatus. */
const SUB_STATUS: Record<FakeVisitOutcome | 'IN_PROGRESS', string> = {
  IN_PROGRESS: 'IN PROGRESS',
  VERIFIED: 'VERIFIED',
  WRONG_ADDRESS: 'FAILED - NOT IN RESIDENCE',
  INVALID_ADDRESS: 'FAILED - INVALID ADDRESS',
  NO_ACCESS: 'CANNOT ACCESS ADDRESS',
  CANCELLED: 'CANCELLED',
};

interface FakeVerification {
  id: number;
  customerReference: string;
  request: Record<string, unknown>;
  outcome: FakeVisitOutcome | 'IN_PROGRESS';
}

/** A request as the fake received it (the tests read what was sent, and how often). */
export interface FakeQoreIdRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Row = Record<string, unknown>;

/** The documented fields of a new address verification, each required. */
const REQUIRED_FIELDS = ['customerReference', 'street', 'lgaName', 'stateName', 'city'] as const;
const REQUIRED_APPLICANT_FIELDS = ['firstname', 'lastname', 'phone'] as const;

/**
 * A local stand-in for QoreID's Physical Address Verification, as its documentation describes it
 * (https://docs.qoreid.com/docs/tier-iii-address): POST /token with {clientId, secret} gives a bearer token
 * ({accessToken, expiresIn, tokenType}); POST /v1/addresses creates a verification (400 when a required field
 * is missing), GET /v1/addresses/:id reports it; both answer 401 without a live token. A verification stays
 * IN_PROGRESS until `decide`; `signedCallback` gives its callback as QoreID would POST it, signed with
 * HMAC-SHA512 in `x-verifyme-signature` (https://docs.qoreid.com/docs/webhook-configuration).
 */
export class FakeQoreId {
  readonly requests: FakeQoreIdRequest[] = [];
  readonly #verifications = new Map<number, FakeVerification>();
  readonly #liveTokens = new Set<string>();
  readonly #failures: { at: 'token' | 'addresses'; failure: Failure }[] = [];
  #nextId = 51;
  #server: Awaited<ReturnType<typeof startJsonFake>> | undefined;
  url = '';
  /** The lifetime of the tokens issued, in seconds, as `expiresIn` says it. */
  tokenLifetimeSeconds = 7200;
  /** Issued tokens are refused at once: an authorization failure that persists. */
  refuseEveryToken = false;

  /** The tokens issued so far die now (as if their lifetime ended): the next call with one answers 401. */
  expireTokens(): void {
    this.#liveTokens.clear();
  }

  /** The next call to the address endpoints (or to /token) fails this way. */
  failNext(failure: Failure, at: 'token' | 'addresses' = 'addresses'): void {
    this.#failures.push({ at, failure });
  }

  /** The field visit of verification `id` reports `outcome`: the verification is complete. */
  decide(id: number | string, outcome: FakeVisitOutcome): void {
    const verification = this.#verifications.get(Number(id));
    if (!verification) throw new Error(`fake QoreID: no verification ${id}`);
    verification.outcome = outcome;
  }

  /**
   * The callback QoreID POSTs about verification `id`, as the payload page nests it in `data`; the status is
   * in lower case as the webhook pages write it.
   */
  signedCallback(
    id: number | string,
    eventType: 'verification_started' | 'verification_completed' = 'verification_completed',
  ): { rawBody: string; signature: string } {
    const verification = this.#verifications.get(Number(id));
    if (!verification) throw new Error(`fake QoreID: no verification ${id}`);
    const { status, summary } = this.#verificationOf(verification);
    const rawBody = JSON.stringify({
      event: 'address',
      event_type: eventType,
      data: {
        id: verification.id,
        customerReference: verification.customerReference,
        summary,
        status: { status: status.status.toLowerCase(), state: status.state.toLowerCase() },
        address: { id: verification.id, verificationTypeCode: 'address', stateName: 'Lagos' },
      },
    });
    return { rawBody, signature: this.sign(rawBody) };
  }

  /** The signature QoreID would give `rawBody`. */
  sign(rawBody: string): string {
    return createHmac('sha512', FAKE_WEBHOOK_SECRET).update(rawBody).digest('hex');
  }

  async start(): Promise<void> {
    this.#server = await startJsonFake((request) => this.#answer(request));
    this.url = this.#server.url;
  }

  async stop(): Promise<void> {
    await this.#server?.stop();
  }

  #verificationOf(verification: FakeVerification) {
    const done = verification.outcome !== 'IN_PROGRESS';
    return {
      id: verification.id,
      customerReference: verification.customerReference,
      applicant: verification.request.applicant,
      summary: { address_check: done ? verification.outcome : 'IN_PROGRESS' },
      status: {
        status: verification.outcome,
        subStatus: SUB_STATUS[verification.outcome],
        state: done ? 'COMPLETE' : 'IN_PROGRESS',
      },
      address: {
        verificationTypeCode: 'address',
        stateName: verification.request.stateName,
        lgaName: verification.request.lgaName,
      },
    };
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; body: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return json(400, { statusCode: 400, message: 'Invalid JSON', error: 'Bad Request' });
    }
    const path = request.url ?? '/';
    this.requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const at = path === '/token' ? 'token' : 'addresses';
    const index = this.#failures.findIndex((failure) => failure.at === at);
    const failure = index === -1 ? undefined : this.#failures.splice(index, 1)[0]?.failure;
    if (failure === 'timeout') return { status: 0, body: '' };
    if (failure === 'server-error') return json(503, { statusCode: 503, message: 'Service Unavailable' });
    if (failure === 'not-json') return { status: 200, body: '<html>Bad gateway</html>' };

    if (request.method === 'POST' && path === '/token') {
      const ask = (body ?? {}) as Row;
      if (ask.clientId !== FAKE_CLIENT_ID || ask.secret !== FAKE_SECRET) {
        return json(401, { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });
      }
      if (failure === 'malformed') return json(200, { tokenType: 'Bearer' });
      const accessToken = randomBytes(24).toString('hex');
      if (!this.refuseEveryToken) this.#liveTokens.add(accessToken);
      return json(200, { accessToken, expiresIn: this.tokenLifetimeSeconds, tokenType: 'Bearer' });
    }

    const address = /^\/v1\/addresses(?:\/(\d+))?$/.exec(path);
    if (!address) return json(404, { statusCode: 404, message: 'Not Found' });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !this.#liveTokens.has(bearer)) {
      return json(401, { statusCode: 401, message: 'Unauthorized' });
    }

    if (request.method === 'POST' && !address[1]) {
      const ask = (body ?? {}) as Row;
      const applicant = (ask.applicant ?? {}) as Row;
      const missing = [
        ...REQUIRED_FIELDS.filter((field) => !ask[field]),
        ...REQUIRED_APPLICANT_FIELDS.filter((field) => !applicant[field]).map(
          (field) => `applicant.${field}`,
        ),
      ];
      if (missing.length > 0) {
        return json(400, {
          statusCode: 400,
          message: missing.map((field) => `${field} should not be empty`),
          error: 'Bad Request',
        });
      }
      const verification: FakeVerification = {
        id: this.#nextId++,
        customerReference: String(ask.customerReference),
        request: ask,
        outcome: 'IN_PROGRESS',
      };
      this.#verifications.set(verification.id, verification);
      if (failure === 'malformed') return json(201, { id: verification.id });
      return json(201, this.#verificationOf(verification));
    }

    if (request.method === 'GET' && address[1]) {
      const verification = this.#verifications.get(Number(address[1]));
      if (!verification) return json(404, { statusCode: 404, message: 'Verification not found' });
      if (failure === 'malformed') return json(200, { id: verification.id, status: 'done' });
      return json(200, this.#verificationOf(verification));
    }
    return json(405, { statusCode: 405, message: 'Method Not Allowed' });
  }
}
