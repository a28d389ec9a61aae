// "Request a quote" (/quote-request, docs/quote-requests.md "Pages"): the service, the place, the
// job, an optional budget and start, up to 10 photos; POST /api/quote-requests. Each photo is sent
// to POST /api/quote-requests/images as it is chosen (the upload pipeline re-encodes it and strips
// EXIF), and the request names the ids. A visitor fills the same form; sending it takes them to the
// login page with the draft in `next` (the page renders it back filled), because a photo cannot be
// held for someone who is not signed in. Nobody in the region: the nearest regions the API offers
// become buttons that choose that region.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIslandT, type IslandI18n } from '@/lib/i18n/client';
import { callApi } from '@/islands/common/api';
import { FieldMessages, InputField, SelectField, TextareaField } from '@/islands/common/Fields';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import { useSchemaForm } from '@/islands/common/useSchemaForm';
import { PlaceFields } from '@/islands/profile/ProfileParts';
import { pureIsland } from '@/islands/pure';
import type { RegionOption } from '@/lib/catalog/form-choices';
import { pickVariant } from '@/lib/projects/project-card';
import {
  DESCRIPTION_MAX,
  DRAFT_FIELDS,
  MAX_QUOTE_IMAGES,
  encodeDraft,
} from '@/lib/quotes/quote-form';
import type { ImageVariant } from '@/lib/db/schema';
import '@/islands/profile/profile.css';
import './quotes.css';

type Props = {
  i18n: IslandI18n;
  signedIn: boolean;
  regions: RegionOption[];
  services: { value: string; label: string }[];
  first: Record<string, string>;
};

type Photo = { id: number; thumb: string };
type Suggestion = { regionId: number; name: string; matchCount: number };

const FIELDS = [
  'serviceId',
  'regionId',
  'districtId',
  'description',
  'budgetMin',
  'budgetMax',
  'startBy',
  'imageIds',
];
const ACCEPT = 'image/jpeg,image/png,image/webp';
const PAGE = '/quote-request';

/** "1 500 000" → 1500000; empty → null; anything else stays for the schema to refuse. */
function amount(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const digits = v.replace(/[\s\u00a0,.]/g, '');
  if (digits === '') return null;
  return /^\d{1,13}$/.test(digits) ? Number(digits) : v;
}

/** The 422 `no_match` body's nearest regions (the client keeps only code, message and fields). */
function suggestionsOf(text: string): Suggestion[] {
  try {
    const list = (JSON.parse(text) as { error?: { suggestions?: Suggestion[] } }).error
      ?.suggestions;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export default function QuoteRequestForm({ i18n, signedIn, regions, services, first }: Props) {
  const t = useIslandT(i18n);
  const lang = i18n.lang;
  const form = useSchemaForm(
    () => import('@/lib/quotes/quotes.schema').then((m) => m.CreateQuoteSchema),
    {
      arrays: ['imageIds'],
      watch: { regionId: first.regionId ?? '', districtId: first.districtId ?? '' },
      prepare: (d) => ({
        ...d,
        districtId: d.districtId || null,
        startBy: d.startBy || null,
        budgetMin: amount(d.budgetMin),
        budgetMax: amount(d.budgetMax),
      }),
    },
  );
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [nearby, setNearby] = useState<Suggestion[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // The outcome takes the focus from the form that is gone.
  useEffect(() => {
    if (sent !== null) doneRef.current?.focus();
  }, [sent]);
  const field = (name: string) => ({ name, defaultValue: first[name] ?? '' });
  const err = (name: string) => form.errorOf(t, name);

  async function addPhotos(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = ''; // the same file can be chosen again after a removal
    const room = MAX_QUOTE_IMAGES - photos.length;
    if (files.length > room)
      form.setError('imageIds', {
        type: 'server',
        message: t('quotes:errors.imagesMax', { max: MAX_QUOTE_IMAGES }),
      });
    setUploading(true);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const body = new FormData();
      body.append('file', file);
      const r = await callApi<{ id: number; variants: ImageVariant[] }>(
        '/api/quote-requests/images',
        { form: body, lang },
      );
      if (!r.ok) {
        form.setError('imageIds', {
          type: 'server',
          message: r.fields.file ?? r.message ?? t('errors:generic'),
        });
        break;
      }
      const thumb = pickVariant(r.data.variants, 320)?.path ?? '';
      setPhotos((list) => [...list, { id: r.data.id, thumb }]);
    }
    setUploading(false);
  }

  /**
   * A visitor: to the login page, coming back here with what they typed (checked already). The
   * fields travel as one base64url value: the login page refuses a `next` holding control
   * characters once decoded, and a description's line breaks are just that.
   */
  function signInWithDraft(values: Record<string, unknown>) {
    const fields: Record<string, string> = {};
    for (const name of DRAFT_FIELDS) {
      const value = values[name];
      if (value !== undefined && value !== null && value !== '') fields[name] = String(value);
    }
    const query = new URLSearchParams({
      service: String(values.serviceId),
      draft: encodeDraft(fields),
    });
    const next = `${PAGE}?${query.toString()}`;
    window.location.assign(`/account/login?next=${encodeURIComponent(next)}`);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!signedIn) {
      form.done();
      return signInWithDraft(values);
    }
    setNearby([]);
    const r = await callApi<{ matchedCount: number }>('/api/quote-requests', {
      body: values,
      lang,
    });
    if (r.ok) {
      form.done();
      setSent(r.data.matchedCount);
      return;
    }
    if (r.code === 'no_match') setNearby(suggestionsOf(r.text));
    form.fail(r, FIELDS, t('errors:generic'));
  });

  function chooseRegion(regionId: number) {
    form.setValue('regionId', String(regionId));
    form.setValue('districtId', '');
    form.revalidate('regionId');
    setNearby([]);
  }

  if (sent !== null)
    return (
      <section className="card quote-done" aria-labelledby="qr-done">
        <h2 id="qr-done" ref={doneRef} tabIndex={-1}>
          {t('quotes:ask.doneTitle')}
        </h2>
        <p>{t('quotes:ask.doneText', { count: sent })}</p>
        <p className="quote-actions">
          <a className="btn" href="/account/my-requests">
            {t('quotes:ask.myRequests')}
          </a>
          <a href={PAGE}>{t('quotes:ask.another')}</a>
        </p>
      </section>
    );

  const required = <span aria-hidden="true"> *</span>;
  return (
    <form {...form.formProps(onSubmit)} onPointerDown={form.prefetch} className="profile-grid">
      <FormError message={form.formError} />
      <section className="card profile-section">
        <SelectField
          id="qr-service"
          label={t('quotes:ask.service')}
          placeholder={t('quotes:ask.chooseService')}
          options={services}
          aria-required="true"
          mark={required}
          {...field('serviceId')}
          error={err('serviceId')}
        />
        <div className="profile-cols">
          <PlaceFields
            t={t}
            lang={lang}
            idPrefix="qr"
            regions={regions}
            region={field('regionId')}
            district={field('districtId')}
            regionValue={form.values.regionId}
            districtValue={form.values.districtId}
            clearDistrict={() => form.setValue('districtId', '')}
            errors={{ region: err('regionId'), district: err('districtId') }}
          />
        </div>
        {nearby.length > 0 && (
          <div className="quote-nearby">
            <p>{t('quotes:ask.nearby')}</p>
            <ul role="list">
              {nearby.map((s) => (
                <li key={s.regionId}>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => chooseRegion(s.regionId)}
                  >
                    {t('quotes:ask.nearbyOption', { region: s.name, count: s.matchCount })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <TextareaField
          id="qr-description"
          label={t('quotes:ask.description')}
          hint={t('quotes:ask.descriptionHint')}
          rows={6}
          maxLength={DESCRIPTION_MAX}
          aria-required="true"
          mark={required}
          {...field('description')}
          error={err('description')}
        />
        <div className="profile-cols">
          <InputField
            id="qr-budget-min"
            label={t('quotes:ask.budgetMin')}
            hint={t('quotes:ask.budgetHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('budgetMin')}
            error={err('budgetMin')}
          />
          <InputField
            id="qr-budget-max"
            label={t('quotes:ask.budgetMax')}
            hint={t('quotes:ask.budgetHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('budgetMax')}
            error={err('budgetMax')}
          />
          <InputField
            id="qr-start"
            type="date"
            label={t('quotes:ask.startBy')}
            hint={t('quotes:ask.startByHint')}
            {...field('startBy')}
            error={err('startBy')}
          />
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="qr-photos">
        <h2 id="qr-photos">{t('quotes:ask.photos')}</h2>
        {signedIn ? (
          <>
            {photos.length > 0 && (
              <ul className="quote-photos" role="list">
                {photos.map((p, i) => (
                  <li key={p.id}>
                    <img src={p.thumb} alt={t('quotes:ask.photoAlt', { n: i + 1 })} />
                    <input type="hidden" name="imageIds" value={p.id} />
                    <button
                      type="button"
                      className="btn btn-outline btn-small"
                      onClick={() => setPhotos((list) => list.filter((x) => x.id !== p.id))}
                    >
                      {t('quotes:ask.removePhoto', { n: i + 1 })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <label className="btn btn-outline quote-add" aria-disabled={uploading || undefined}>
              {uploading ? t('quotes:ask.uploading') : t('quotes:ask.addPhotos')}
              <input
                type="file"
                className="visually-hidden"
                accept={ACCEPT}
                multiple
                disabled={uploading || photos.length >= MAX_QUOTE_IMAGES}
                aria-describedby="qr-photos-hint"
                onChange={(e) => void addPhotos(e)}
              />
            </label>
            <p className="field-hint" id="qr-photos-hint">
              {t('quotes:ask.photosHint', { max: MAX_QUOTE_IMAGES })}
            </p>
            <FieldMessages id="qr-images" error={err('imageIds')} />
          </>
        ) : (
          <p className="muted">{t('quotes:ask.photosAfterSignIn')}</p>
        )}
      </section>

      <div className="quote-submit">
        {!signedIn && <p className="muted">{t('quotes:ask.signInNote')}</p>}
        <SubmitButton
          state={uploading ? 'submitting' : form.status}
          labels={{
            idle: signedIn ? t('quotes:ask.submit') : t('quotes:ask.signInToSend'),
            submitting: uploading ? t('quotes:ask.uploading') : t('quotes:ask.submitting'),
            done: t('quotes:ask.sent'),
          }}
        />
      </div>
    </form>
  );
}

// Its server HTML depends on its props alone (the draft and the service come in `first`): kept per
// props (src/islands/pure.ts).
pureIsland(QuoteRequestForm);
