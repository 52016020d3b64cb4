import { type ComponentProps, type ComponentType, createContext, lazy, useContext } from 'react';

/**
 * On the server: the source modules of the lazy parts the page rendered ('src/routes/listing-route.tsx'),
 * whose stylesheets the page must link in its head (entry-server.tsx). Null in the browser.
 */
export const RenderedModulesContext = createContext<Set<string> | null>(null);

/**
 * `React.lazy` that also tells the server renderer which module it rendered, by the module's path from the
 * web app's folder (its key in Vite's manifest), so the server's HTML links that module's CSS: a page must be
 * styled before, and without, its JavaScript. A wrong path leaves the page unstyled until its code arrives
 * (the server warns about a path the manifest does not have).
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature, any component type.
export function lazyWithStyles<T extends ComponentType<any>>(
  module: string,
  load: () => Promise<{ default: T }>,
) {
  const Lazy = lazy(load);
  function Rendered(props: ComponentProps<T>) {
    useContext(RenderedModulesContext)?.add(module);
    // biome-ignore lint/suspicious/noExplicitAny: the props of T, passed through.
    return <Lazy {...(props as any)} />;
  }
  return Rendered;
}

/** The part of Vite's build manifest the server reads: each chunk's CSS and the chunks it imports. */
export type BuildManifest = Record<string, { css?: string[]; imports?: string[] }>;

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
