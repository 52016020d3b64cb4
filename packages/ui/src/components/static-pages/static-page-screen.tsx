import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import type { StaticBlock, StaticPageContent, StaticSection, StaticText } from './static-page-types';
import './static-page-screen.css';

export type StaticPageScreenProps = Omit<ComponentProps<'article'>, 'children' | 'content'> & {
  /** The page to show: one of @oja/content's pages (termsOfUsePage, refundsReturnsPage, …), passed by the app. */
  content: StaticPageContent;
};

/**
 * One layout for every static and legal page (terms, policies, guides, about, help, contact): an h1, an
 * optional 'Last updated' line, an intro, an 'On this page' contents list, then each section with its h2 and
 * a link to itself. Pure markup: no state, no effects, nothing that needs JavaScript, so a server-rendered
 * page works with JavaScript turned off. Accessibility: one h1; the contents list is a navigation landmark
 * named 'On this page'; each section is a region named by its h2; the small '#' link beside each heading
 * says which section it links to; anchors leave room for the sticky header (scroll-margin-top).
 */
export function StaticPageScreen({ content, className, ...props }: StaticPageScreenProps) {
  const { title, lastUpdated, intro, numbered, sections } = content;
  const headingText = (section: StaticSection, index: number) =>
    numbered ? `${index + 1}. ${section.heading}` : section.heading;
  return (
    <article data-slot="static-page-screen" className={cn('oja-static-page', className)} {...props}>
      <header className="oja-static-page__header">
        <h1 className="oja-static-page__title">{title}</h1>
        {lastUpdated ? (
          <p className="oja-static-page__updated">
            Last updated <time dateTime={lastUpdated.date}>{lastUpdated.text}</time>
          </p>
        ) : null}
        {intro.map((block, index) => (
          // Fixed text that never reorders: its position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text
          <Block key={index} block={block} className="oja-static-page__intro" />
        ))}
      </header>

      <nav aria-labelledby="on-this-page" className="oja-static-page__contents">
        <h2 id="on-this-page" className="oja-static-page__contents-title">
          On this page
        </h2>
        <ol className="oja-static-page__contents-list">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{headingText(section, index)}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="oja-static-page__section"
        >
          <div className="oja-static-page__section-header">
            <h2 id={`${section.id}-heading`} className="oja-static-page__heading">
              {headingText(section, index)}
            </h2>
            <a href={`#${section.id}`} className="oja-static-page__anchor">
              <span aria-hidden="true">#</span>
              <span className="oja-sr-only">
                {numbered
                  ? `Link to section ${index + 1}: ${section.heading}`
                  : `Link to section: ${section.heading}`}
              </span>
            </a>
          </div>
          {section.blocks.map((block, blockIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Block({ block, className }: { block: StaticBlock; className?: string }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p className={cn('oja-static-page__text', className)}>
        <Text text={block as StaticText} />
      </p>
    );
  }
  const { list, ordered } = block as { list: readonly StaticText[]; ordered?: boolean };
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cn('oja-static-page__list', className)}>
      {list.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        <li key={index}>
          <Text text={item} />
        </li>
      ))}
    </List>
  );
}

/** Plain words, or words with links: the shop's own paths go through ui's Link (the app's router). */
function Text({ text }: { text: StaticText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    const key = `${index}-${part.href}`;
    return part.href.startsWith('/') ? (
      <Link key={key} href={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={key} href={part.href}>
        {part.text}
      </a>
    );
  });
}
