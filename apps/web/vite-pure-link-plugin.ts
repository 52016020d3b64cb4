import type { Plugin } from 'vite';

/** wouter's Link, as its source declares it. */
const WOUTER_LINK = 'export const Link = forwardRef(';

/**
 * Marks wouter's Link as free to leave out: the shop's links are its own (src/app/app-link.tsx), but the
 * bundler cannot tell that wouter's `forwardRef(...)` call has no side effect, so the unused Link (~0.3 KB
 * gzipped) stayed in home's first load. If wouter no longer declares Link so, the build says it, rather than
 * the budget quietly losing the room.
 */
export function pureWouterLinkPlugin(): Plugin {
  return {
    name: 'oja-pure-wouter-link',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]wouter[\\/]src[\\/]index\.js$/.test(id)) return null;
      if (!code.includes(WOUTER_LINK)) {
        this.error(`wouter's index.js no longer has "${WOUTER_LINK}": update vite-pure-link-plugin.ts`);
      }
      return {
        code: code.replace(WOUTER_LINK, 'export const Link = /* @__PURE__ */ forwardRef('),
        map: null,
      };
    },
  };
}
