import { paginationModel } from '@oja/domain';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import './pagination.css';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children' | 'onChange'> & {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. One page hides the bar (nothing to choose). */
  totalPages: number;
  /** Called with the page a control leads to. */
  onPageChange: (page: number) => void;
  /**
   * The address of a page (the listing's with `?page=`): the controls are then links, which work before the
   * app starts and without JavaScript; with it, `onPageChange` runs instead.
   */
  pageHref?: (page: number) => string;
};

/**
 * Numbered pagination: First, Back, the current page, Next, Last (the domain's `paginationModel`).
 * Accessibility: a navigation landmark named 'Pagination'; the current page is marked aria-current;
 * controls that lead nowhere are disabled.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  pageHref,
  className,
  ...props
}: PaginationProps) {
  const model = paginationModel(page, totalPages);
  if (model.totalPages <= 1) return null;
  const control = (label: string, target: { page: number; disabled: boolean }, name: string) => (
    <li>
      {pageHref && !target.disabled ? (
        <Button variant="secondary" size="sm" asChild>
          <Link
            href={pageHref(target.page)}
            aria-label={name}
            onClick={(event) => {
              // The app has taken the link over.
              event.preventDefault();
              onPageChange(target.page);
            }}
          >
            {label}
          </Link>
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={name}
          disabled={target.disabled}
          onClick={() => onPageChange(target.page)}
        >
          {label}
        </Button>
      )}
    </li>
  );
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('oja-pagination', className)}
      {...props}
    >
      <ul className="oja-pagination__list">
        {control('First', model.first, 'First page')}
        {control('Back', model.back, 'Back to previous page')}
        <li>
          <span className="oja-pagination__current" aria-current="page">
            <span className="oja-sr-only">Page </span>
            {model.current}
            <span className="oja-pagination__of"> of {model.totalPages}</span>
          </span>
        </li>
        {control('Next', model.next, 'Next page')}
        {control('Last', model.last, 'Last page')}
      </ul>
    </nav>
  );
}
