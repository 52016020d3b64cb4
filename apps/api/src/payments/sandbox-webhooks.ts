import { SIGNATURE_HEADER, signWebhook } from './card-payments.ts';

/** Sends one webhook (its raw body and signature) and answers the HTTP status the endpoint gave. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxWebhooksOptions {
  /** Where webhooks go; createApp points it at its own webhook endpoint when none is given. */
  deliver: WebhookDelivery | undefined;
  /** The key each event is signed with, as the provider signs with the merchant's secret key. */
  secret: string;
  /** When the late copy of each event is sent, after the first one. */
  lateDeliveryMs: number;
  /** Waits before each retry of a copy the endpoint did not take (non-2xx or no answer). */
  retryDelaysMs: readonly number[] | undefined;
  log: (line: string) => void;
  /** Which sandbox sends (in its log lines): '[card sandbox]'. */
  name: string;
}

/**
 * A sandbox's outgoing webhooks and its other timers (the card sandbox's refunds, the bank's delayed
 * approval), shared by both sandboxes. Each event is signed and delivered at least once, never exactly once,
 * as the providers deliver: the first copy, a duplicate straight after it, and a late copy, each retried
 * while the endpoint answers anything but 2xx. The timers are this process's: a killed server loses them.
 */
export class SandboxWebhooks {
  #deliver: WebhookDelivery | undefined;
  readonly #options: Omit<SandboxWebhooksOptions, 'deliver' | 'retryDelaysMs'>;
  readonly #retryDelaysMs: readonly number[];
  readonly #inFlight = new Set<Promise<void>>();

  constructor({ deliver, retryDelaysMs, ...options }: SandboxWebhooksOptions) {
    this.#deliver = deliver;
    this.#retryDelaysMs = retryDelaysMs ?? [1_000, 5_000, 30_000];
    this.#options = options;
  }

  /** Points the webhooks at an endpoint, unless one was given at construction. */
  deliverTo(deliver: WebhookDelivery): void {
    this.#deliver ??= deliver;
  }

  /** Signs an event and delivers it at least once: the first copy and a duplicate, then a late copy. */
  send(rawBody: string): void {
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(this.#options.secret, rawBody),
    };
    this.track(
      (async () => {
        await this.#deliverWithRetries(rawBody, headers, 'first');
        await this.#deliverWithRetries(rawBody, headers, 'duplicate');
      })(),
    );
    this.track(
      sleep(this.#options.lateDeliveryMs).then(() => this.#deliverWithRetries(rawBody, headers, 'late')),
    );
  }

  /** Keeps `work` (a delivery, a timer) in flight until it settles, so that idle() waits for it. */
  track(work: Promise<void>): void {
    this.#inFlight.add(work);
    void work.finally(() => this.#inFlight.delete(work));
  }

  /**
   * Resolves once every webhook and timer scheduled so far is done or given up (tests, shutdown). The timers
   * do not keep a process alive: in a process with nothing else to do it may never resolve.
   */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  /**
   * One copy, delivered as a provider does: tried again after each delay while the endpoint answers anything
   * but 2xx (or does not answer), then given up with a line in the log.
   */
  async #deliverWithRetries(rawBody: string, headers: Record<string, string>, which: string): Promise<void> {
    const deliver = this.#deliver;
    if (!deliver) return;
    for (let attempt = 0; ; attempt++) {
      let status: number | string;
      try {
        status = await deliver(rawBody, headers);
      } catch (error) {
        status = (error as Error).message;
      }
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      const wait = this.#retryDelaysMs[attempt];
      if (wait === undefined) {
        this.#options.log(
          `${this.#options.name} webhook (${which}) not taken after ${attempt + 1} tries: ${status}`,
        );
        return;
      }
      await sleep(wait);
    }
  }
}

/** A wait that does not keep the process alive. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Webhooks over real HTTP to a URL (the server's own endpoint when it runs as `npm start`). */
export function httpWebhookDelivery(url: string): WebhookDelivery {
  return async (rawBody, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  };
}
