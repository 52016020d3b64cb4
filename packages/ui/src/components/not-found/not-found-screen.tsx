import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { type CategoryLinkData, FindSomethingElse } from '../search-results-screen/find-something-else';
import './not-found-screen.css';

export type NotFoundScreenProps = ComponentProps<'section'> & {
  /** Called by the 'Go back' button. */
  onGoBack?: () => void;
  /** Where the search box sends `q` without JavaScript (the results page). */
  searchAction?: string;
  /** A search from the page's search box (trimmed, lowercased). */
  onSearch?: (query: string) => void;
  /** The main categories, offered as links. */
  categories?: CategoryLinkData[];
};

/**
 * The 404 page the spec gives every unknown category, subcategory or path: 'Page Not Found', its sentence,
 * and a Go back button; then a way on, not a dead end: a search box and the main categories.
 * Accessibility: the title is the page's level-1 heading.
 */
export function NotFoundScreen({
  onGoBack,
  searchAction = '',
  onSearch,
  categories,
  className,
  ...props
}: NotFoundScreenProps) {
  return (
    <section data-slot="not-found-screen" className={cn('oja-not-found', className)} {...props}>
      <p className="oja-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="oja-not-found__title">Page Not Found</h1>
      <p className="oja-not-found__text">
        Oops! The page you are looking for does not exist or has been moved.
      </p>
      <Button onClick={onGoBack}>Go back</Button>
      <FindSomethingElse
        className="oja-not-found__find"
        heading="Search the shop"
        searchAction={searchAction}
        onSearch={onSearch}
        categories={categories}
      />
    </section>
  );
}
