import { useId, useState } from 'react';
import { RATING_LABELS, type Rating } from '@app/shared/feedback';
import { cx } from '@/lib/cx';

const RATINGS = [1, 2, 3, 4, 5] as const satisfies readonly Rating[];

interface StarRatingProps {
  value: Rating | null;
  onChange: (rating: Rating) => void;
  disabled?: boolean;
}

/**
 * A 1 to 5 star rating built on native radio buttons, so arrow keys, Tab and screen
 * readers work as for any radio group; the stars are the radios' visible labels.
 */
export function StarRating({ value, onChange, disabled }: StarRatingProps) {
  const [hovered, setHovered] = useState<Rating | null>(null);
  const legendId = useId();
  const shown = hovered ?? value;
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend id={legendId} className="label">
        Rating
        <span className="label__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div
        className="star-rating__row"
        role="radiogroup"
        aria-required="true"
        aria-labelledby={legendId}
        onMouseLeave={() => setHovered(null)}
      >
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={cx(
              'star-rating__star',
              shown !== null && rating <= shown && 'star-rating__star--on',
            )}
            onMouseEnter={() => setHovered(rating)}
          >
            <input
              type="radio"
              name="rating"
              value={rating}
              className="visually-hidden"
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}, ${RATING_LABELS[rating]}`}
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
            </svg>
          </label>
        ))}
        <span className="star-rating__text" aria-live="polite">
          {shown !== null ? RATING_LABELS[shown] : 'Select a rating'}
        </span>
      </div>
    </fieldset>
  );
}
