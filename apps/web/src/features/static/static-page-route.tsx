import type { StaticPageContent } from '@oja/content';
import { StaticPageScreen } from '@oja/ui';
import { type ComponentType, lazy } from 'react';
import type { ScreenProps } from '../../app/public-routes';
import { useDocumentTitle } from '../../shared/document-title';
import { usePageHead } from '../../shared/page-head';

/** One static page on screen, named in the title and the head (its canonical address is the page's own). */
function StaticPageView({ content, path }: { content: StaticPageContent; path: string }) {
  useDocumentTitle(content.title);
  usePageHead(() => ({ canonicalPath: path, description: firstSentence(content) }));
  return <StaticPageScreen content={content} />;
}

/** The page's first sentence of introduction, for search results and shared links. */
function firstSentence(content: StaticPageContent): string | undefined {
  const intro = content.intro[0];
  const text =
    typeof intro === 'string'
      ? intro
      : Array.isArray(intro)
        ? intro.map((part) => (typeof part === 'string' ? part : part.text)).join('')
        : undefined;
  return text?.split(/(?<=\.)\s/)[0];
}

/** Each page's text, a chunk of its own: `pages/<name>.ts`, the name being its own address's. */
const PAGE_TEXT = import.meta.glob<{ default: StaticPageContent }>('./pages/*.ts');

/** Each page's screen, made once: it loads the page's text (on the server, before the page is written). */
const screens = new Map<string, ComponentType>();

function screenFor(path: string): ComponentType {
  let screen = screens.get(path);
  if (!screen) {
    const text = PAGE_TEXT[`./pages${path}.ts`];
    if (!text) throw new Error(`${path} is not a static page`);
    screen = lazy(async () => {
      const { default: content } = await text();
      return { default: () => <StaticPageView content={content} path={path} /> };
    });
    screens.set(path, screen);
  }
  return screen;
}

/**
 * The static and legal pages (the manifest's routes with this screen): `path` is the page's own address (the
 * canonical one, also for the spec's second spellings), whose last segment names its text.
 */
export default function StaticPageRoute({ path }: ScreenProps) {
  const Screen = screenFor(path);
  return <Screen />;
}
