import type { ComponentProps } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Omit on the last crumb: it is the current page. */
  href?: string;
}

export type BreadcrumbsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** From Home to the current page. */
  items: Crumb[];
};

/**
 * Where the page sits: Home › Category › Subcategory. Accessibility: a navigation landmark named
 * 'Breadcrumb', an ordered list, the last crumb marked aria-current="page"; separators are decorative.
 */
export function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  return (
    <nav
      aria-label="Breadcrumb"
      data-slot="breadcrumbs"
      className={cn('oja-breadcrumbs', className)}
      {...props}
    >
      <ol className="oja-breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="oja-breadcrumbs__item">
              {item.href && !last ? (
                <Link className="oja-breadcrumbs__link" href={item.href}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {last ? null : <ChevronRightIcon size={14} className="oja-breadcrumbs__separator" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
