import { type ReactNode, useId } from 'react';
import { Link } from '../../../lib/link';

interface PortfolioBar {
  key: string;
  label: string;
  /** The bar's length, 0–100 (a share, or a part of the largest); null when there is nothing to measure. */
  percent: number | null;
  /** The figure in words beside the bar: the bar only repeats it. */
  text: string;
  /** The orders behind the bar; none when there are none. */
  href?: string;
}

export interface PortfolioBarsProps {
  /** What the bars show, as a sentence: the chart's name. */
  summary: string;
  bars: readonly PortfolioBar[];
  /** The figures as a table, behind a disclosure. */
  table: ReactNode;
}

/**
 * Horizontal bars read at a glance: each a row of label, bar and the figure in words, a link to the orders
 * behind it. Nothing is said by colour or length alone; the table behind the disclosure gives every figure.
 */
export function PortfolioBars({ summary, bars, table }: PortfolioBarsProps) {
  const summaryId = useId();
  return (
    <figure className="oja-admin-portfolio__chart" aria-labelledby={summaryId}>
      <figcaption id={summaryId} className="oja-admin-portfolio__summary">
        {summary}
      </figcaption>
      <ul className="oja-admin-portfolio__bars">
        {bars.map((bar) => {
          const content = (
            <>
              <span className="oja-admin-portfolio__bar-label">{bar.label}</span>
              <span className="oja-admin-portfolio__track" aria-hidden="true">
                {bar.percent === null ? null : (
                  <span
                    className="oja-admin-portfolio__bar"
                    style={{ width: `${Math.max(bar.percent, bar.percent > 0 ? 1 : 0)}%` }}
                  />
                )}
              </span>
              <span className="oja-admin-portfolio__bar-text">{bar.text}</span>
            </>
          );
          return (
            <li key={bar.key}>
              {bar.href ? (
                <Link href={bar.href} className="oja-admin-portfolio__row oja-admin-portfolio__row--link">
                  {content}
                </Link>
              ) : (
                <div className="oja-admin-portfolio__row">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      <details className="oja-admin-portfolio__details">
        <summary>Show the figures as a table</summary>
        {table}
      </details>
    </figure>
  );
}
