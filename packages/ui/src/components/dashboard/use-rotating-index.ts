import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** An order item's image moves on every 3 seconds (spec: 'order item image 3 s'). */
export const ORDER_IMAGE_INTERVAL_MS = 3000;

/**
 * The index of the picture to show out of `count`, moving on every `intervalMs`. It holds still while
 * `enabled` is false, while the pointer is over the element or focus is inside it (spread `handlers` on
 * it), and always for shoppers who prefer reduced motion.
 */
export function useRotatingIndex(
  count: number,
  { enabled = true, intervalMs = ORDER_IMAGE_INTERVAL_MS } = {},
) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = enabled && count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  return {
    index: count > 0 ? index % count : 0,
    rotating,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        // Focus moving between controls inside keeps it still.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
