/**
 * Runs expensive work (a sign-up's scrypt hash) at most `concurrency` at a time, with at most `maxWaiting`
 * jobs queued; past that `run` answers `null` at once, and the caller refuses the request. It keeps a burst
 * of sign-ups from taking every thread that logins need. Per process: it guards this process's CPU.
 */
export class WorkQueue {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
    this.#concurrency = concurrency;
    this.#maxWaiting = maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T | null> {
    if (this.#running >= this.#concurrency) {
      if (this.#waiting.length >= this.#maxWaiting) return null;
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next job, or free it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
