/**
 * The background workers' heartbeats, for GET /readyz: each worker (collector, refund job, payment sweep)
 * beats after every tick that finished, and is stale when its last beat (or, before the first one, its start)
 * is older than three of its intervals. Kept in memory: it tells about this process only.
 */
export class WorkerHeartbeats {
  readonly #workers = new Map<string, { everyMs: number; last: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Registers a worker that ticks every `everyMs`; answers the function it calls after each finished tick. */
  expect(name: string, everyMs: number): () => void {
    const worker = { everyMs, last: this.#now() };
    this.#workers.set(name, worker);
    return () => {
      worker.last = this.#now();
    };
  }

  /** Each worker's interval and how long ago its last tick finished (or it started), for GET /metrics. */
  ages(): Array<{ worker: string; everyMs: number; ageMs: number }> {
    const now = this.#now();
    return [...this.#workers].map(([worker, { everyMs, last }]) => ({ worker, everyMs, ageMs: now - last }));
  }

  /** The workers whose last tick is too old (empty when every worker is on time, or none runs here). */
  stale(): string[] {
    const now = this.#now();
    return [...this.#workers]
      .filter(([, worker]) => now - worker.last > 3 * worker.everyMs)
      .map(([name]) => name);
  }
}
