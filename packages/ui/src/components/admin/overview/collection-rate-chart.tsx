import { formatCalendarDate, formatKobo } from '@oja/domain';
import { useId } from 'react';
import type { AdminCollectionDay } from './overview-types';

export interface CollectionRateChartProps {
  days: readonly AdminCollectionDay[];
  /** Collected of due over all the days (0–100), the server's figure; null when nothing was due. */
  percent: number | null;
}

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 40;
const BOTTOM = 24;
const PLOT_HEIGHT = HEIGHT - BOTTOM - 8;
const GRID = [0, 50, 100];

/** The day of lowest collection, the one an operator would look at first. */
function lowest(days: readonly AdminCollectionDay[]) {
  let worst: AdminCollectionDay | undefined;
  for (const day of days) {
    if (day.collectedPercent === null) continue;
    if (!worst || day.collectedPercent < (worst.collectedPercent ?? 101)) worst = day;
  }
  return worst;
}

/**
 * The share of each day's instalments collected, over the last 30 days, as bars (0 to 100%). The picture
 * is not the only carrier: a sentence says the rate over the period and its lowest day, and a table (read
 * by screen readers, hidden on screen) gives every day's due, collected and rate. The SVG itself is hidden
 * from assistive technology.
 */
export function CollectionRateChart({ days, percent }: CollectionRateChartProps) {
  const summaryId = useId();
  const worst = lowest(days);
  const slot = (WIDTH - AXIS) / Math.max(days.length, 1);
  const y = (value: number) => 8 + PLOT_HEIGHT - (value / 100) * PLOT_HEIGHT;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    // Named by its caption explicitly: not every screen reader takes a figcaption as the name.
    <figure className="oja-admin-overview__chart" aria-labelledby={summaryId}>
      <figcaption id={summaryId} className="oja-admin-overview__chart-summary">
        {percent === null
          ? 'Nothing fell due in the last 30 days.'
          : `${percent}% of the instalments due in the last 30 days were collected.`}
        {worst ? ` The lowest day was ${formatCalendarDate(worst.date)}, at ${worst.collectedPercent}%.` : ''}
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="oja-admin-overview__chart-svg"
        focusable="false"
      >
        {GRID.map((line) => (
          <g key={line}>
            <line x1={AXIS} x2={WIDTH} y1={y(line)} y2={y(line)} className="oja-admin-overview__grid" />
            <text x={AXIS - 6} y={y(line) + 4} textAnchor="end" className="oja-admin-overview__axis">
              {line}%
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = AXIS + index * slot + slot * 0.15;
          const width = slot * 0.7;
          return (
            <g key={day.date}>
              {day.collectedPercent === null ? (
                // Nothing due: a dot on the axis, so an empty day does not read as 0%.
                <circle cx={x + width / 2} cy={y(0) - 3} r={2} className="oja-admin-overview__none" />
              ) : (
                <rect
                  x={x}
                  y={y(day.collectedPercent)}
                  width={width}
                  height={Math.max(y(0) - y(day.collectedPercent), 1)}
                  className={
                    day === worst
                      ? 'oja-admin-overview__bar oja-admin-overview__bar--worst'
                      : 'oja-admin-overview__bar'
                  }
                />
              )}
              {labelled.has(index) ? (
                <text
                  x={x + width / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="oja-admin-overview__axis"
                >
                  {formatCalendarDate(day.date).replace(/ \d{4}$/, '')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="oja-sr-only">
        <caption>Collection by day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Due</th>
            <th scope="col">Collected</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatCalendarDate(day.date)}</th>
              <td>{formatKobo(day.dueKobo)}</td>
              <td>{formatKobo(day.collectedKobo)}</td>
              <td>{day.collectedPercent === null ? 'Nothing due' : `${day.collectedPercent}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
