import { createHmac, timingSafeEqual } from 'node:crypto';
import { logger } from '../ops/log.ts';
import type {
  AddressCallback,
  AddressCheck,
  AddressCheckRequest,
  AddressCheckResult,
  AddressVerifier,
} from './address-verifier.ts';

/**
 * QoreID's Physical Address Verification (a field agent visits the address):
 * https://docs.qoreid.com/docs/tier-iii-address (create), https://docs.qoreid.com/reference/address-verification-status
 * (the status object), https://docs.qoreid.com/docs/webhook-payload-structure and
 * https://docs.qoreid.com/docs/webhook-configuration (the signed callback).
 */
const QOREID_API = 'https://api.qoreid.com';
const ADDRESSES = '/v1/addresses';
/** QoreID (formerly VerifyMe) signs each callback's body: HMAC-SHA512, hex, with our webhook secret. */
const SIGNATURE_HEADER = 'x-verifyme-signature';
/** A token is renewed this long before QoreID says it expires: a call must not start with a dying token. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

export interface QoreIdConnection {
  clientId: string;
  secret: string;
  /** The secret set on QoreID's dashboard (Webhooks » Configuration) that signs its callbacks. */
  webhookSecret: string;
  /** Another base URL: a local fake in tests. */
  baseUrl?: string | undefined;
  /** How long one check (its token, its call and the one retry) may take before it counts as unavailable. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

type Row = Record<string, unknown>;
/** An answer from QoreID we could read, or why there is none. */
type Answer = { ok: true; body: Row } | { ok: false; why: string; status?: number };

/**
 * The address verifier through QoreID. Asking creates a verification that is pending until the field visit
 * reports, by QoreID's callback or by the worker's poll. Whatever goes wrong on QoreID's side (no answer in
 * time, a 5xx, a refusal, an answer that cannot be read) answers 'unavailable' and never throws: nothing was
 * decided, the shopper may try again. The applicant's phone goes to QoreID and nowhere else: never logged.
 */
export class QoreIdAddressVerifier implements AddressVerifier {
  readonly kind = 'qoreid';
  readonly #connection: Required<Omit<QoreIdConnection, 'baseUrl'>> & { baseUrl: string };
  #token: { value: string; renewAt: number } | null = null;

  constructor({ baseUrl = QOREID_API, timeoutMs = 10_000, fetch: fetcher, log, ...keys }: QoreIdConnection) {
    this.#connection = {
      ...keys,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      timeoutMs,
      fetch: fetcher ?? globalThis.fetch,
      log: log ?? ((line) => logger.warn(line)),
    };
  }

  async verify({ address, applicant, reference }: AddressCheckRequest): Promise<AddressCheck> {
    // The shop's residential city is the Lagos LGA the shopper picked: QoreID wants it as LGA and as city.
    const answer = await this.#call('POST', ADDRESSES, {
      customerReference: reference,
      street: address.residentialAddress,
      lgaName: address.residentialCity,
      city: address.residentialCity,
      stateName: address.residentialState,
      applicant: { firstname: applicant.firstName, lastname: applicant.lastName, phone: applicant.phone },
    });
    // A refusal might quote what we sent: the phone is taken out of anything logged or kept.
    const withoutPhone = (text: string) =>
      applicant.phone ? text.split(applicant.phone).join('[phone]') : text;
    if (!answer.ok) return this.#unavailable(`check ${reference}`, withoutPhone(answer.why));
    return checkOf(answer.body) ?? this.#unavailable(`check ${reference}`, 'unreadable verification');
  }

  /** `requestedAt` and `now` serve the sandbox: QoreID knows where its own verification stands. */
  async status(providerReference: string, _requestedAt: Date, _now: Date): Promise<AddressCheck> {
    const answer = await this.#call('GET', `${ADDRESSES}/${encodeURIComponent(providerReference)}`);
    if (!answer.ok) return this.#unavailable(`verification ${providerReference}`, answer.why);
    return (
      checkOf(answer.body) ??
      this.#unavailable(`verification ${providerReference}`, 'unreadable verification')
    );
  }

  readCallback(
    callback: AddressCallback,
  ): { providerReference: string; result: AddressCheckResult | null } | null {
    if (!this.#signedByQoreId(callback)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(callback.rawBody);
    } catch {
      return null;
    }
    if (!isRow(payload)) return null;
    // The payload page nests the verification in `data` (id, customerReference, status, summary); the webhook
    // configuration page's sample has status and summary at the top. Both are read: `data` first.
    const verification = isRow(payload.data) ? payload.data : payload;
    const id = verification.id;
    if (typeof id !== 'number' && typeof id !== 'string') {
      this.#connection.log('[address check] QoreID callback without a verification id: ignored');
      return null;
    }
    const providerReference = String(id);
    // Another product's event, or a visit that has only started, decides no address.
    if (payload.event !== 'address' || payload.event_type !== 'verification_completed') {
      return { providerReference, result: null };
    }
    const check = checkOf(verification);
    if (check?.status === 'verified' || check?.status === 'failed')
      return { providerReference, result: check };
    this.#connection.log(
      `[address check] QoreID callback for ${providerReference}: completed, but no result read`,
    );
    return { providerReference, result: null };
  }

  /**
   * The signature over the raw body, compared in constant time. The docs' own example signs the parsed payload
   * as JSON.stringify writes it, which is the raw body when QoreID sends it compact; that form is accepted too.
   */
  #signedByQoreId({ rawBody, header }: AddressCallback): boolean {
    const signature = header(SIGNATURE_HEADER)?.trim().toLowerCase();
    if (!signature) return false;
    const matches = (body: string) => {
      const expected = Buffer.from(
        createHmac('sha512', this.#connection.webhookSecret).update(body).digest('hex'),
      );
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    if (matches(rawBody)) return true;
    try {
      const compact = JSON.stringify(JSON.parse(rawBody));
      return compact !== rawBody && matches(compact);
    } catch {
      return false;
    }
  }

  #unavailable(what: string, why: string): AddressCheck {
    this.#connection.log(`[address check] QoreID ${what}: unavailable (${why})`);
    return { status: 'unavailable', reason: `QoreID: ${why}` };
  }

  /**
   * One call to QoreID with our bearer token; on a 401 (the token expired or was revoked early) a new token is
   * fetched and the call retried, once. One time-out covers it all: the shopper waits for one limit, not four.
   */
  async #call(method: 'GET' | 'POST', path: string, body?: Row): Promise<Answer> {
    const signal = AbortSignal.timeout(this.#connection.timeoutMs);
    const withToken = async (renewToken: boolean) => {
      const token = await this.#bearerToken(signal, renewToken);
      return token.ok ? this.#send(method, path, body, signal, token.value) : token;
    };
    let answer = await withToken(false);
    if (!answer.ok && answer.status === 401) answer = await withToken(true);
    if (!answer.ok && answer.status === 401) return { ok: false, why: '401, a fresh token refused too' };
    return answer;
  }

  async #bearerToken(
    signal: AbortSignal,
    renew: boolean,
  ): Promise<{ ok: true; value: string } | { ok: false; why: string; status?: undefined }> {
    if (!renew && this.#token && Date.now() < this.#token.renewAt)
      return { ok: true, value: this.#token.value };
    this.#token = null;
    const answer = await this.#send(
      'POST',
      '/token',
      { clientId: this.#connection.clientId, secret: this.#connection.secret },
      signal,
    );
    if (!answer.ok) return { ok: false, why: `token: ${answer.why}` };
    const { accessToken, expiresIn } = answer.body;
    if (typeof accessToken !== 'string' || accessToken === '' || typeof expiresIn !== 'number') {
      return { ok: false, why: 'token: unreadable answer' };
    }
    this.#token = { value: accessToken, renewAt: Date.now() + expiresIn * 1000 - TOKEN_RENEWAL_MARGIN_MS };
    return { ok: true, value: accessToken };
  }

  /** One request; any answer but a 2xx JSON object is a reason. */
  async #send(
    method: 'GET' | 'POST',
    path: string,
    body: Row | undefined,
    signal: AbortSignal,
    token?: string,
  ): Promise<Answer & { status: number }> {
    let response: Response;
    try {
      response = await this.#connection.fetch(`${this.#connection.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal,
      });
    } catch (error) {
      return { ok: false, status: 0, why: timedOut(error) ? 'time-out' : 'no answer' };
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      return {
        ok: false,
        status: response.status,
        why: timedOut(error) ? 'time-out' : `${response.status}, not JSON`,
      };
    }
    if (!response.ok || !isRow(answer)) {
      return { ok: false, status: response.status, why: `${response.status}, ${messageOf(answer)}` };
    }
    return { ok: true, status: response.status, body: answer };
  }
}

/**
 * A verification as QoreID reports it → our check. Its `status.state` says whether the visit is complete;
 * `status.status` what it found (VERIFIED, WRONG_ADDRESS, INVALID_ADDRESS, NO_ACCESS, CANCELLED, UNVERIFIED).
 * The API writes them in capitals and the callbacks in lower case ('verified', 'complete'): both are read.
 * Null when the verification has no id or status.
 */
function checkOf(verification: Row): AddressCheck | null {
  const { id, status } = verification;
  if ((typeof id !== 'number' && typeof id !== 'string') || !isRow(status)) return null;
  const found = constantOf(status.status);
  const state = constantOf(status.state);
  if (!found || !state) return null;
  if (state !== 'COMPLETE' || found === 'IN_PROGRESS')
    return { status: 'pending', providerReference: String(id) };
  if (found === 'VERIFIED') return { status: 'verified' };
  const detail = typeof status.subStatus === 'string' && status.subStatus ? ` (${status.subStatus})` : '';
  return { status: 'failed', reason: `QoreID: ${found}${detail}` };
}

/** 'in progress' → 'IN_PROGRESS'; '' when not text. */
function constantOf(value: unknown): string {
  return typeof value === 'string'
    ? value
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_')
    : '';
}

/** The provider's own words on a refusal (`message`, a text or a list of them, else `error`). */
function messageOf(answer: unknown): string {
  if (!isRow(answer)) return 'unreadable';
  const message = Array.isArray(answer.message) ? answer.message.join('; ') : answer.message;
  if (typeof message === 'string' && message) return message;
  return typeof answer.error === 'string' && answer.error ? answer.error : 'no message';
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function timedOut(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'TimeoutError';
}
