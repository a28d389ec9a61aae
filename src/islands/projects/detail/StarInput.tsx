// The optional 1–5 stars of a review: a group of native radio buttons (arrow keys move between them,
// as in any radio group) drawn as stars, plus "No rating", which clears them. Each star's name says
// its number ("3 stars"), the glyphs are hidden from screen readers. StarsShown is the read-only
// line under the author's saved review. The radios are uncontrolled (defaultChecked) and named
// `rating`, so the form posts them without JavaScript and a choice made before hydration stays.
import type { TFunction } from 'i18next';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarInput({
  id,
  value,
  disabled,
  error,
  t,
}: {
  id: string;
  /** the stars shown lit; the form follows the radios itself (useSchemaForm's `watch`) */
  value: number | null;
  disabled?: boolean;
  error?: string | null;
  t: TFunction;
}) {
  const name = `${id}-rating`; // the ids' prefix; the radios' name is the form field's, `rating`
  return (
    <fieldset
      className="rv-rate"
      aria-describedby={error ? `${id}-rating-error` : undefined}
      disabled={disabled}
    >
      <legend>{t('common:rating.legend')}</legend>
      <div className="rv-rate-row">
        {STARS.map((n) => (
          <span className="rv-rate-star" key={n}>
            <input
              type="radio"
              id={`${name}-${n}`}
              name="rating"
              value={n}
              defaultChecked={value === n}
            />
            <label htmlFor={`${name}-${n}`} className={value !== null && n <= value ? 'on' : ''}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('common:rating.star', { count: n })}</span>
            </label>
          </span>
        ))}
        <span className="rv-rate-none">
          <input
            type="radio"
            id={`${name}-none`}
            name="rating"
            value=""
            defaultChecked={value === null}
          />
          <label htmlFor={`${name}-none`}>{t('common:rating.none')}</label>
        </span>
      </div>
      {error && (
        <p className="field-error" id={`${id}-rating-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function StarsShown({ value, t }: { value: number; t: TFunction }) {
  return (
    <p className="rv-stars">
      <span aria-hidden="true">
        <span className="on">{'★'.repeat(value)}</span>
        {'★'.repeat(5 - value)}
      </span>
      <span className="visually-hidden">{t('common:rating.outOf', { rating: value })}</span>
    </p>
  );
}
