import type { LinkProps } from '@oja/ui';
import { Link as RouterLink } from 'wouter';

/**
 * How ui's links navigate in the console (as apps/web's AppLink): a console path through wouter's Link,
 * anything else (another origin, otpauth://, a new window) a plain anchor.
 */
export function AppLink({ ref, state, ...props }: LinkProps) {
  const { href, target, download } = props;
  const ownPath = href.startsWith('/') && !href.startsWith('//');
  if (!ownPath || (target !== undefined && target !== '_self') || download !== undefined) {
    return <a ref={ref} {...props} />;
  }
  return <RouterLink ref={ref} state={state} {...props} />;
}
