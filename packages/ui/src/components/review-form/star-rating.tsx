import { RATING_MAX, RATING_MIN } from '@oja/domain';
import type { FocusEvent } from 'react';
import { StarIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
// The stars' look lives with the form's.
import './review-form.css';

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
 * A 1 to 5 rating as a RadioGroup of stars (bare items named '1 star' … '5 stars'), so Tab enters the group
 * once and the arrow keys move and choose, as in every radio group. The stars up to the chosen one are
 * filled.
 */
export function StarRating({ legend, value, onChange, onLeave, error, disabled }: StarRatingProps) {
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
  };
  return (
    <RadioGroup
      className="oja-review-form__rating"
      legend={legend}
      orientation="horizontal"
      required
      value={value === undefined ? null : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      error={error}
      disabled={disabled}
      onBlur={leave}
    >
      {STARS.map((n) => (
        <RadioGroupItem
          key={n}
          bare
          value={String(n)}
          className={cn('oja-review-form__star', value !== undefined && n <= value && 'is-on')}
          data-slot="star-rating-star"
        >
          <StarIcon size={32} />
          <span className="oja-sr-only">{starLabel(n)}</span>
        </RadioGroupItem>
      ))}
    </RadioGroup>
  );
}
