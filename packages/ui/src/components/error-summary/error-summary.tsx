import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import './error-summary.css';

/** One problem: its message and the id of the field it is about. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The problems, in the order of the fields on the page. Nothing renders when there are none. */
  errors: ErrorSummaryItem[];
  /**
   * The summary takes focus each time this changes to a number above 0: pass the count of failed submits,
   * so a failed submit moves focus here while fixing a field (the list shrinking) does not.
   */
  focusKey?: number;
  /** GOV.UK's heading. */
  title?: string;
  className?: string;
}

/**
 * The GOV.UK error summary: after a submit with errors, a box at the top of the form with 'There is a
 * problem' and one link per problem, each to its field. Following a link focuses that field (the browser
 * alone would only scroll to it). A message several fields share ('Please fill in all fields') is listed
 * once, linked to the first of them.
 *
 * Accessibility: the summary is an alert named by its heading and takes focus after a failed submit
 * (tabIndex -1), so a screen reader reads the problems at once and a keyboard user tabs straight into the
 * links. The fields keep their own inline messages (aria-invalid, aria-describedby).
 */
export function ErrorSummary({
  errors,
  focusKey = 0,
  title = 'There is a problem',
  className,
}: ErrorSummaryProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement | null>(null);
  const shown = errors.length > 0;
  // Only a new failed submit moves focus, once the summary is there (the count and the errors may arrive in
  // separate renders); the list changing as fields are fixed must not.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (focusKey <= focusedFor.current || !shown) return;
    focusedFor.current = focusKey;
    box.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;
  const items = errors.filter((item, i) => errors.findIndex((e) => e.message === item.message) === i);
  return (
    <div
      ref={box}
      className={cn('oja-error-summary', className)}
      data-slot="error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="oja-error-summary__title">
        {title}
      </h2>
      <ul className="oja-error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to the field and brings its label into view too (GOV.UK does the same). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}
