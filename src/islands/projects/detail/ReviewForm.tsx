// The signed-in user's one review of a project: write it, then read, edit or delete it in place.
// PUT /api/projects/{id}/reviews/mine creates or updates; DELETE removes. Checked here with the
// endpoint's own schema (ReviewBodySchema, its limits and messages; useSchemaForm loads it on the
// first focus) so a mistake shows next to the field before anything is sent; what the user typed
// stays in the field after any failure. Stars are optional (StarInput: "No rating" sends
// null, which clears the stars of an earlier version). The form posts to the project page itself
// before (or without) this island's script (docs/decisions/014): the page saves it the same way and
// answers a 303 back, or the form again with `posted` (the errors and what was typed). Its inputs are
// uncontrolled, so what was typed before hydration stays; the island reads them once it is up.
// The page renders the heading's count and the "no reviews yet" text outside this island; after a
// first review or a deletion the island sets them at once, as a reload would show them. The review
// is read in the reader's Uzbek script, as the page shows everyone's
// (docs/performance.md#user-text-in-the-readers-script), and edited as typed: after saving on a
// uz/oz page the island converts with the server's function, loaded only then (without it an oz
// page showed the fresh review in Latin until a reload).
import { useEffect, useId, useRef, useState } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/languages';
import { notify, notifyError } from '@/lib/ui/notify';
import { applyFieldErrors, callApi } from '@/islands/common/api';
import { TextareaField } from '@/islands/common/Fields';
import { FormError } from '@/islands/common/FormParts';
import type { FormState } from '@/lib/http/form-state';
import { REVIEW_MAX } from '@/lib/projects/review-limits';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { StarInput, StarsShown } from './StarInput';
import './detail-islands.css';
import { pureIsland } from '@/islands/pure';

export type ReviewFormProps = {
  projectId: number;
  /** `text` as typed (the form), `shown` in the reader's script (inReaderScript on the server) */
  mine: {
    text: string;
    shown: string;
    rating: number | null;
    updatedAt: string;
    edited: boolean;
  } | null;
  fullName: string;
  i18n: IslandI18n;
  /** what the page's own post of this form left (its status, errors, typed values) */
  posted?: FormState | null;
  /** all reviews of the project, the viewer's included (the heading's count) */
  count: number;
};

type Saved = { text: string; rating: number | null; updatedAt: string; createdAt: string };

/**
 * What turns the saved text into what the page shows on reload: Uzbek in the reader's script on
 * uz and oz pages. The converter is fetched with the save, never with the page; if it cannot be
 * fetched the text shows as typed.
 */
function readerScript(lang: Lang): Promise<(text: string) => string> {
  if (lang !== 'uz' && lang !== 'oz') return Promise.resolve((text) => text);
  return import('@/lib/i18n/translit-user').then(
    (m) => (text: string) => m.inReaderScript(text, lang),
    () => (text: string) => text,
  );
}

/** The form's first values for a saved review (or none): its text and its stars. */
function shownValues(review: { text: string; rating: number | null } | null) {
  return { text: review?.text ?? '', rating: review?.rating == null ? '' : String(review.rating) };
}

export default function ReviewForm(props: ReviewFormProps) {
  const { projectId, mine, fullName, i18n, posted, count: initialCount } = props;
  const t = useIslandT(i18n);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [review, setReview] = useState(mine);
  const [editing, setEditing] = useState(mine === null || !!posted);
  // The endpoint's and the page post's own schema checks the form (its limits, its messages).
  const form = useSchemaForm(
    () => import('@/lib/projects/reviews.schema').then((m) => m.ReviewBodySchema),
    {
      numbers: ['rating'],
      posted,
      // the character count and the stars follow what is typed and chosen
      watch: posted
        ? { text: posted.values.text ?? '', rating: posted.values.rating ?? '' }
        : shownValues(mine),
    },
  );
  const [removing, setRemoving] = useState(false);
  const [total, setTotal] = useState(initialCount);
  const path = `/api/projects/${projectId}/reviews/mine`;

  // The count and the empty state live in the page, outside the island: follow the list there.
  const shownTotal = useRef(initialCount);
  useEffect(() => {
    if (shownTotal.current === total) return;
    shownTotal.current = total;
    const heading = document.querySelector('[data-review-count]');
    if (heading) heading.textContent = `(${t('projects:reviews.count', { count: total })})`;
    const empty = document.querySelector<HTMLElement>('[data-reviews-empty]');
    if (empty) empty.hidden = total > 0;
  }, [total, t]);

  const submit = form.handleSubmit(async (body) => {
    const toScript = readerScript(i18n.lang);
    const result = await callApi<Saved>(path, { method: 'PUT', body, lang: i18n.lang });
    // Converted before the busy state ends, so the reading view never flashes the typed script.
    const shown = result.ok ? (await toScript)(result.data.text) : '';
    if (!result.ok) {
      if (result.status === 401) {
        window.location.reload();
        return;
      }
      if (!applyFieldErrors(form.setError, result, ['text', 'rating']))
        notifyError(t, result.message ?? undefined);
      return;
    }
    const saved = {
      text: result.data.text,
      shown,
      rating: result.data.rating,
      updatedAt: result.data.updatedAt,
      edited: result.data.updatedAt !== result.data.createdAt,
    };
    setReview(saved);
    form.reset(shownValues(saved));
    setEditing(false);
    if (result.status === 201) setTotal((n) => n + 1);
    notify(result.status === 201 ? 'reviewCreated' : 'updated', t);
  });

  async function remove() {
    if (!window.confirm(t('projects:reviews.confirmDelete'))) return;
    setRemoving(true);
    const r = await callApi(path, { method: 'DELETE', lang: i18n.lang });
    setRemoving(false);
    if (!r.ok && r.status !== 404) {
      notifyError(t, r.message ?? undefined);
      return;
    }
    if (r.ok) setTotal((n) => Math.max(0, n - 1));
    setReview(null);
    form.reset(shownValues(null));
    setEditing(true);
  }

  if (review && !editing) {
    return (
      <article className="rv-mine card" aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`} className="rv-mine-title">
          {t('projects:reviews.yours')}
        </h3>
        <p className="rv-author">
          <strong>{fullName}</strong>
          {review.edited && <span className="muted"> · {t('projects:reviews.edited')}</span>}
        </p>
        {review.rating !== null && <StarsShown value={review.rating} t={t} />}
        <p className="rv-text">{review.shown}</p>
        <div className="rv-actions">
          <button
            type="button"
            className="btn btn-small btn-outline"
            onClick={() => {
              setEditing(true);
              setTimeout(() => area.current?.focus(), 0);
            }}
          >
            {t('projects:reviews.edit')}
          </button>
          <button
            type="button"
            className="btn btn-small btn-outline rv-delete"
            onClick={remove}
            disabled={removing}
          >
            {t('projects:reviews.delete')}
          </button>
        </div>
      </article>
    );
  }

  const count = (form.values.text ?? '').trim().length;
  const rating = form.values.rating ? Number(form.values.rating) : null;
  return (
    <form {...form.formProps(submit)} action="#reviews" className="rv-form card">
      <FormError message={form.formError} />
      <StarInput id={id} value={rating} error={form.errorOf(t, 'rating') ?? null} t={t} />
      <TextareaField
        id={`${id}-text`}
        ref={area}
        label={review ? t('projects:reviews.yours') : t('projects:reviews.write')}
        hint={
          <>
            {t('projects:reviews.hint')} ·{' '}
            <span className={count > REVIEW_MAX ? 'rv-over' : undefined}>
              {t('projects:reviews.chars', { count, max: REVIEW_MAX })}
            </span>
          </>
        }
        error={form.errorOf(t, 'text')}
        name="text"
        defaultValue={form.values.text}
        rows={4}
        maxLength={REVIEW_MAX + 200}
        placeholder={t('projects:reviews.placeholder')}
      />
      <div className="rv-actions">
        <button type="submit" className="btn" disabled={form.status === 'submitting'}>
          {review ? t('projects:reviews.update') : t('projects:reviews.submit')}
        </button>
        {review && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              form.reset(shownValues(review));
              setEditing(false);
            }}
          >
            {t('common:cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

// Its server HTML depends on its props alone: kept per props (src/islands/pure.ts).
pureIsland(ReviewForm);
