import { normalizeSearchQuery } from '@oja/domain';
import { type FormEvent, useId } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import './search-results-screen.css';

/** A category to browse: its name and its listing's href. */
export interface CategoryLinkData {
  name: string;
  href: string;
}

interface FindSomethingElseProps {
  /** The heading over the search box ('Try another search'). */
  heading: string;
  /** The query to keep in the box (what the shopper searched for). */
  query?: string;
  /** Where the form sends `q` without JavaScript (a plain GET to the results page). */
  searchAction: string;
  /** Called with the trimmed, lowercased query; an empty search does nothing. */
  onSearch?: (query: string) => void;
  /** The main categories, offered as links; none, no list. */
  categories?: CategoryLinkData[];
  className?: string;
}

/**
 * What a dead end offers instead (a search with no results, the 404 page): a search box, with the query kept
 * in it, and the main categories. Accessibility: a search landmark with a labelled box; the categories are a
 * navigation named 'Browse categories'.
 */
export function FindSomethingElse({
  heading,
  query,
  searchAction,
  onSearch,
  categories = [],
  className,
}: FindSomethingElseProps) {
  const headingId = useId();
  const categoriesId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    if (!onSearch) return;
    event.preventDefault();
    const next = normalizeSearchQuery(new FormData(event.currentTarget).get('q'));
    if (next !== null) onSearch(next);
  }
  return (
    <div data-slot="find-something-else" className={cn('oja-find-else', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent. */}
      <div role="search" aria-labelledby={headingId}>
        <h2 id={headingId} className="oja-find-else__heading">
          {heading}
        </h2>
        <form className="oja-find-else__form" action={searchAction} method="get" onSubmit={submit}>
          <TextField
            label="Search for anything"
            hideLabel
            type="search"
            name="q"
            defaultValue={query}
            placeholder="Search for anything"
            enterKeyHint="search"
          />
          <Button type="submit">Search</Button>
        </form>
      </div>
      {categories.length > 0 ? (
        <nav aria-labelledby={categoriesId}>
          <h2 id={categoriesId} className="oja-find-else__heading">
            Browse categories
          </h2>
          <ul className="oja-find-else__categories">
            {categories.map((c) => (
              <li key={c.href}>
                <Link href={c.href} className="oja-find-else__category">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
