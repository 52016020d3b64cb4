import type { Hono } from 'hono';
import type { ContractValidator } from '../../src/openapi/validator.ts';
import { type Challenge, solveChallenge } from './solve-challenge.ts';

export interface DeviceAnswer {
  status: number;
  body: {
    success: boolean;
    message: string;
    challenge?: Challenge;
    data?: Record<string, unknown>;
  };
  headers: Headers;
}

/**
 * One browser: it keeps the cookies the API sets (the device cookie above all) and sends them back on the
 * paths they were set for, from the client address it is given (X-Forwarded-For; the app trusts it). Every
 * answer is checked against openapi.yaml.
 */
export class Device {
  readonly cookies = new Map<string, { value: string; path: string }>();

  readonly #app: Pick<Hono, 'request'>;
  readonly #contract: ContractValidator;

  constructor(app: Pick<Hono, 'request'>, contract: ContractValidator) {
    this.#app = app;
    this.#contract = contract;
  }

  /** A POST to /api/v1 + path; `altcha` is the X-Altcha header (a solved challenge). */
  async post(path: string, body: unknown, { address, altcha }: { address: string; altcha?: string }) {
    const url = `/api/v1${path}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': address,
    };
    const cookie = [...this.cookies]
      .filter(([, c]) => url.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    if (altcha !== undefined) headers['x-altcha'] = altcha;
    const response = await this.#app.request(url, { method: 'POST', headers, body: JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
    const json = await response.json();
    const check = this.#contract.checkResponse('POST', path, response.status, json);
    if (!check.valid) {
      throw new Error(`POST ${path} ${response.status} breaks the contract: ${JSON.stringify(check.errors)}`);
    }
    return { status: response.status, body: json, headers: response.headers } as DeviceAnswer;
  }

  /**
   * A POST that, when asked to solve a challenge, solves it and sends the same request again with the
   * answer, as the shop's screens do. Answers the final answer and whether a challenge was solved.
   */
  async postSolving(path: string, body: unknown, { address }: { address: string }) {
    const first = await this.post(path, body, { address });
    if (first.status !== 429 || !first.body.challenge) return { ...first, solved: false };
    const altcha = solveChallenge(first.body.challenge);
    return { ...(await this.post(path, body, { address, altcha })), solved: true };
  }
}
