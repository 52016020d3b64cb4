import { RATING_MAX, RATING_MIN } from '@oja/domain';
import { type FocusEvent, useId } from 'react';
import { StarIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** '1 star', '2 stars' … the accessible name of each choice. */
const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

interface StarRatingProps {
  /** The group's visible name. */
  legend: string;
  /** The chosen number of stars; undefined while none is chosen. */
  value: number | undefined;
  onChange: (value: number) => void;
  /** Focus left the group (after which a missing rating is shown as an error). */
  onLeave?: () => void;
  /** The validation message; marks the group invalid and is read with it. */
  error?: string;
  disabled?: boolean;
}

/**
 * A 1 to 5 rating as a radio group of stars: native radios (visually hidden) with labels '1 star' … '5 stars',
 * so Tab enters the group once and the arrow keys move and choose, as in every radio group. The stars up to the
 * chosen one are filled.
 */
export function StarRating({ legend, value, onChange, onLeave, error, disabled }: StarRatingProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
  };
  return (
    <div
      className="oja-review-form__rating"
      data-slot="star-rating"
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-disabled={disabled || undefined}
      onBlur={leave}
    >
      <span id={`${name}-legend`} className="oja-review-form__label">
        {legend}
      </span>
      <div className="oja-review-form__stars">
        {STARS.map((n) => {
          const inputId = `${name}-${n}`;
          return (
            <span key={n} className="oja-review-form__star-choice">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                disabled={disabled}
                onChange={() => onChange(n)}
                className="oja-review-form__star-input oja-sr-only"
              />
              <label
                htmlFor={inputId}
                className={cn('oja-review-form__star', value !== undefined && n <= value && 'is-on')}
                data-slot="star-rating-star"
              >
                <StarIcon size={32} />
                <span className="oja-sr-only">{starLabel(n)}</span>
              </label>
            </span>
          );
        })}
      </div>
      <p id={errorId} className="oja-review-form__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
