import { type StaticPageContent, StaticPageScreen } from '@oja/ui';
import { type ComponentType, lazy } from 'react';
import { useDocumentTitle } from '../../shared/document-title';
import { usePageHead } from '../../shared/page-head';
import { type StaticPagePath, staticPageAt } from './static-pages';

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

type PageModule = Promise<{ default: StaticPageContent }>;

/** Each page's text, a chunk of its own, by the page's own address. */
const PAGE_TEXT: Readonly<Record<StaticPagePath, () => PageModule>> = {
  '/terms-of-use': () => import('./pages/terms-of-use'),
  '/marketplace-guidelines': () => import('./pages/marketplace-guidelines'),
  '/refunds-returns': () => import('./pages/refunds-returns'),
  '/buying-guide': () => import('./pages/buying-guide'),
  '/buyer-vendor-protection': () => import('./pages/buyer-vendor-protection'),
  '/privacy-policy': () => import('./pages/privacy-policy'),
  '/about-us': () => import('./pages/about-us'),
  '/help-center': () => import('./pages/help-center'),
  '/contact-us': () => import('./pages/contact-us'),
  '/how-it-works': () => import('./pages/how-it-works'),
  '/verification-document-sent': () => import('./pages/verification-document-sent'),
};

/** Each page's screen, made once: it loads the page's text (on the server, before the page is written). */
const screens = new Map<string, ComponentType>();

function screenFor(path: string): ComponentType {
  const page = staticPageAt(path);
  if (!page) throw new Error(`${path} is not a static page`);
  let screen = screens.get(page);
  if (!screen) {
    screen = lazy(async () => {
      const { default: content } = await PAGE_TEXT[page]();
      return { default: () => <StaticPageView content={content} path={page} /> };
    });
    screens.set(page, screen);
  }
  return screen;
}

/** The static and legal pages (app.tsx routes each of STATIC_PAGES' paths here). */
export default function StaticPageRoute({ path }: { path: string }) {
  const Screen = screenFor(path);
  return <Screen />;
}
