// The create/edit form of a news item or life hack in a native <dialog> (focus trapped, Escape
// closes). The image is uploaded at once (POST /api/admin/images) and shown; the item keeps it
// when saved. Preview shows the text through articleHtml, the renderer of the public page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { callApi } from '@/islands/common/api';
import { latinToCyrillic } from '@/lib/i18n/translit';
import type { Lang } from '@/lib/i18n/languages';
import type { ArticleKind } from '@/lib/news/article';
import { articleHtml } from '@/lib/news/article-text';
import type { AdminArticle } from '@/lib/admin/content/articles.server';
import type { AdminImage } from '@/lib/admin/content/admin-images.server';
import { apiPath } from './admin-api';

type Texts = { uz: string; oz: string; ru: string; en: string };
type Props = {
  kind: ArticleKind;
  t: TFunction;
  lang: Lang;
  item: AdminArticle | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
  onError: (message?: string) => void;
};

const empty: Texts = { uz: '', oz: '', ru: '', en: '' };
const LANGS = ['uz', 'oz', 'ru', 'en'] as const;

/** An ISO instant → the value of <input type="datetime-local"> in the browser's zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export default function ArticleDialog({ kind, t, lang, item, onClose, onSaved, onError }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [title, setTitle] = useState<Texts>(item?.title ?? empty);
  const [text, setText] = useState<Texts>(item?.text ?? empty);
  // An oz field is "own" once the admin edits it (or it was saved non-empty).
  const [ownOz, setOwnOz] = useState({ title: !!item?.title.oz, text: !!item?.text.oz });
  const [source, setSource] = useState(item?.source ?? '');
  const [publishedAt, setPublishedAt] = useState(item ? toLocalInput(item.publishedAt) : '');
  const [imagePath, setImagePath] = useState<string | null>(item?.image?.imagePath ?? null);
  const [imageId, setImageId] = useState<number | null | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Lang | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const shown = (f: 'title' | 'text', v: Texts) => (ownOz[f] ? v.oz : latinToCyrillic(v.uz));
  const values = (f: 'title' | 'text', v: Texts) => ({ ...v, oz: ownOz[f] ? v.oz : '' });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const form = new FormData();
    form.append('file', file);
    const res = await callApi<AdminImage>('/api/admin/images', { form, lang });
    setUploading(false);
    if (!res.ok) {
      setErrors((e) => ({
        ...e,
        imageId: res.fields['file'] ?? res.message ?? t('errors:generic'),
      }));
      return;
    }
    setErrors(({ imageId: _drop, ...rest }) => rest);
    setImageId(res.data.imageId);
    setImagePath(res.data.image.imagePath);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const body = {
      title: values('title', title),
      text: values('text', text),
      source,
      publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
      ...(imageId !== undefined ? { imageId } : {}),
    };
    const res = await callApi(item ? `${apiPath(kind)}/${item.id}` : apiPath(kind), {
      method: item ? 'PUT' : 'POST',
      body,
      lang,
    });
    setSaving(false);
    if (res.ok) return onSaved(!item);
    setErrors(res.fields);
    if (Object.keys(res.fields).length === 0) onError(res.message ?? undefined);
  };

  const field = (f: 'title' | 'text', l: (typeof LANGS)[number]) => {
    const v = f === 'title' ? title : text;
    const set = f === 'title' ? setTitle : setText;
    const id = `aa-${f}-${l}`;
    const value = l === 'oz' ? shown(f, v) : v[l];
    const onChange = (next: string) => {
      if (l === 'oz') setOwnOz((o) => ({ ...o, [f]: true }));
      set({ ...v, [l]: next });
    };
    const label = t(`adminContent:fields.${f}${l[0]!.toUpperCase()}${l[1]}`);
    const error = errors[`${f}.${l}`];
    const common = {
      id,
      value,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-err` : undefined,
      required: l !== 'oz',
    };
    return (
      <div className="aa-field" key={id}>
        <label htmlFor={id}>{label}</label>
        {f === 'title' ? (
          <input
            {...common}
            lang={l === 'oz' ? 'uz-Cyrl' : l}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
        )}
        {l === 'oz' && (
          <small className="muted">
            {t('adminContent:ozAuto')}{' '}
            {ownOz[f] && (
              <button
                type="button"
                className="btn-link"
                onClick={() => setOwnOz((o) => ({ ...o, [f]: false }))}
              >
                {t('adminContent:ozReset')}
              </button>
            )}
          </small>
        )}
        {error && (
          <span className="aa-error" id={`${id}-err`}>
            {error}
          </span>
        )}
      </div>
    );
  };

  const previewText = (l: Lang) => (l === 'oz' ? shown('text', text) : text[l]) || text.uz;
  const previewTitle = (l: Lang) => (l === 'oz' ? shown('title', title) : title[l]) || title.uz;

  return (
    <dialog ref={ref} className="aa-dialog" aria-labelledby="aa-dialog-title" onClose={onClose}>
      <h2 id="aa-dialog-title">
        {t(`adminContent:${kind}.${item ? 'editTitle' : 'createTitle'}`)}
      </h2>
      {preview ? (
        <div className="aa-preview">
          <div role="group" aria-label={t('adminContent:previewLang')} className="aa-langs">
            {LANGS.map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={preview === l}
                onClick={() => setPreview(l)}
              >
                {l}
              </button>
            ))}
          </div>
          <article className="prose">
            <h1>{previewTitle(preview)}</h1>
            {imagePath && <img src={imagePath} alt="" className="aa-preview-img" />}
            <div
              className="aa-body"
              dangerouslySetInnerHTML={{ __html: articleHtml(previewText(preview)) }}
            />
          </article>
          <button type="button" className="btn btn-outline" onClick={() => setPreview(null)}>
            {t('adminContent:hidePreview')}
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="aa-grid">{LANGS.map((l) => field('title', l))}</fieldset>
          <p className="muted">{t('adminContent:textHelp')}</p>
          <fieldset className="aa-grid">{LANGS.map((l) => field('text', l))}</fieldset>
          <div className="aa-field">
            <label htmlFor="aa-source">{t('adminContent:fields.source')}</label>
            <input
              id="aa-source"
              type="url"
              value={source}
              onChange={(e) => setSource(e.target.value)}
            />
            {errors['source'] && <span className="aa-error">{errors['source']}</span>}
          </div>
          <div className="aa-field">
            <label htmlFor="aa-published">{t('adminContent:fields.publishedAt')}</label>
            <input
              id="aa-published"
              type="datetime-local"
              value={publishedAt}
              onChange={(e) => setPublishedAt(e.target.value)}
            />
            <small className="muted">{t('adminContent:publishedAtHelp')}</small>
            {errors['publishedAt'] && <span className="aa-error">{errors['publishedAt']}</span>}
          </div>
          <div className="aa-field">
            <label htmlFor="aa-image">{t('adminContent:uploadImage')}</label>
            <input
              id="aa-image"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic"
              disabled={uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
            {uploading && <span role="status">{t('adminContent:uploading')}</span>}
            {imagePath && (
              <div className="aa-image">
                <img src={imagePath} alt={t('adminContent:imageAlt')} />
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => {
                    setImagePath(null);
                    setImageId(null);
                  }}
                >
                  {t('adminContent:removeImage')}
                </button>
              </div>
            )}
            {errors['imageId'] && <span className="aa-error">{errors['imageId']}</span>}
          </div>
          <div className="aa-buttons">
            <button type="button" className="btn btn-outline" onClick={() => setPreview(lang)}>
              {t('adminContent:preview')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => ref.current?.close()}>
              {t('adminContent:cancel')}
            </button>
            <button type="submit" className="btn" disabled={saving || uploading}>
              {saving ? t('adminContent:saving') : t('adminContent:save')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
