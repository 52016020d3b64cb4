import { logger } from '../ops/log.ts';
import { workerFailures } from '../ops/metrics.ts';

/**
 * Runs `tick` at once and then every `everyMs`, never two ticks of one loop at once; a tick that throws is
 * counted (`workerFailures`) and logged as '{name} failed', and the next tick tries again. The timer does not
 * keep the process alive. The returned function stops the loop and waits for a tick in progress. The
 * collector, the refund job and the purge each run on it.
 */
export function repeatEvery(
  { name, worker, everyMs }: { name: string; worker: string; everyMs: number },
  tick: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => {
        workerFailures.inc({ worker });
        logger.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Runs `work` over `items`, at most `size` at a time. */
export async function inPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
