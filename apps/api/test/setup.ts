import { expect } from 'vitest';
import { logger } from '../src/ops/log.ts';

// The tests keep quiet: the process's log lines (background workers, sandboxes) are not written. A test that
// reads the logs gives the app a logger of its own (ops.test.ts).
logger.level = 'silent';

// Every error answer carries its request's id as `requestId` (ops/log.ts; ops.test.ts checks it). The other
// tests compare error answers to their success and message: an error body with a requestId equals the same
// body without it, when the expected body names none.
const isErrorBody = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
expect.addEqualityTesters([
  function errorBodyWithoutRequestId(actual, expected, customTesters) {
    if (!isErrorBody(actual) || !isErrorBody(expected)) return undefined;
    if (typeof actual.requestId !== 'string' || 'requestId' in expected) return undefined;
    const { requestId: _, ...rest } = actual;
    return this.equals(rest, expected, customTesters);
  },
]);
