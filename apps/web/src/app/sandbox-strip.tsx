import { SandboxBanner } from '@oja/ui';

/**
 * The sandbox strip, a module of its own: the live shop never renders it, so its code stays out of every
 * page's first load (the 100 KB budget) and a sandbox page hydrates it when it arrives, its HTML already there.
 */
export default function SandboxStrip({ exposed }: { exposed?: string | undefined }) {
  return <SandboxBanner exposed={exposed} />;
}
