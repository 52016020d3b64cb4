import { type ComponentProps, type ComponentType, createContext, lazy, useContext } from 'react';
import type { BuildManifest } from './contract';

/**
 * On the server: the source modules of the lazy parts the page rendered ('src/features/catalogue/listing-route.tsx'),
 * whose stylesheets the page must link in its head (entry-server.tsx). Null in the browser.
 */
export const RenderedModulesContext = createContext<Set<string> | null>(null);

/**
 * `React.lazy` that also tells the server renderer which module it rendered, by the module's path from the
 * web app's folder (its key in Vite's manifest), so the server's HTML links that module's CSS: a page must be
 * styled before, and without, its JavaScript. It takes the module as `import.meta.glob('/src/…')` gives it
 * (one entry: the module's path from the app's root, and its loader), so its path is written once.
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature, any component type.
export function lazyWithStyles<T extends ComponentType<any>>(
  modules: Record<string, () => Promise<{ default: T }>>,
) {
  const [[path, load]] = Object.entries(modules) as [[string, () => Promise<{ default: T }>]];
  const module = path.slice(1);
  // Once its code is here the component renders directly: a page whose code was loaded before hydrating
  // (loadRenderedModules) hydrates in one pass, not first without the lazy part and later with it.
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (moduleExports) => {
        loaded = moduleExports.default;
        return moduleExports;
      },
      (error: unknown) => {
        // A failed download (a dropped connection) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  loaders.set(module, loadOnce);
  const Lazy = lazy(loadOnce);
  function Rendered(props: ComponentProps<T>) {
    useContext(RenderedModulesContext)?.add(module);
    // React's lazy sees the code only after this module's `loaded` is set (its callback runs later), so a
    // rendered Lazy never gives way to the component itself: the switch happens before Lazy commits.
    const Component = loaded ?? Lazy;
    // biome-ignore lint/suspicious/noExplicitAny: the props of T, passed through.
    return <Component {...(props as any)} />;
  }
  return Rendered;
}

/** Each lazy part's loader by its module key. */
const loaders = new Map<string, () => Promise<unknown>>();

/** The id of the `<script type="application/json">` listing the lazy parts a server-rendered page shows. */
export const RENDERED_MODULES_ID = 'oja-rendered-modules';

/**
 * Loads the code of the lazy parts the server rendered on this page (their module keys are in the page), so
 * that hydration finds every part ready and the whole page becomes interactive at once.
 */
export async function loadRenderedModules(): Promise<void> {
  const text = document.getElementById(RENDERED_MODULES_ID)?.textContent;
  const modules: unknown = text ? JSON.parse(text) : [];
  if (!Array.isArray(modules)) return;
  // A part inside another (a signed-in screen inside the browser-only table) has its loader only once the
  // outer part's code has run: load what is known, then what that made known.
  const pending = new Set(modules.map(String));
  for (;;) {
    const known = [...pending].filter((module) => loaders.has(module));
    if (known.length === 0) return;
    for (const module of known) pending.delete(module);
    await Promise.all(known.map((module) => loaders.get(module)?.()));
  }
}

/** The stylesheets the rendered modules need that the page's entry does not link already. */
export function stylesheetsFor(modules: Iterable<string>, manifest: BuildManifest): string[] {
  const collect = (keys: Iterable<string>) => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) {
        console.warn(`No chunk ${key} in the build manifest: its page is served without its CSS`);
        return;
      }
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return css;
  };
  const linked = collect(['index.html']);
  return [...collect(modules)].filter((file) => !linked.has(file));
}
