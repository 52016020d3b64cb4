import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import './not-found-screen.css';

export type PageNotWrittenScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The page's name, as the link that led here says it ('Help center'): the screen's h1. */
  page: string;
  /** Where 'Back to the shop' goes. */
  homeHref: string;
};

/**
 * A page the shop links to but has not written yet (the footer's static and legal pages). Unlike the 404
 * page it does not claim the page does not exist: it names the page and says plainly that it is not
 * written yet, with a way back to the shop. Accessibility: the page's name is the level-1 heading.
 */
export function PageNotWrittenScreen({ page, homeHref, className, ...props }: PageNotWrittenScreenProps) {
  return (
    <section data-slot="page-not-written-screen" className={cn('oja-not-found', className)} {...props}>
      <h1 className="oja-not-found__title">{page}</h1>
      <p className="oja-not-found__text">
        This page is not written yet. We are working on it; until it is ready, the rest of the shop is open as
        usual.
      </p>
      <Button asChild>
        <Link href={homeHref}>Back to the shop</Link>
      </Button>
    </section>
  );
}
