import { COUNTDOWN_TICK_MS, secondsUntil } from '@oja/domain';
import { useEffect, useState } from 'react';

/** Seconds left until `expiresAt` (ms), ticking every second on the browser's clock. */
export function useCountdown(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new expiry (a resent code) restarts the ticking at once
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return secondsUntil(expiresAt, now);
}
