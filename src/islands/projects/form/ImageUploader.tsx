// Photos of the project: pick (several at once), watch each upload's progress, reorder with up/down
// buttons (keyboard and screen-reader friendly, unlike drag and drop), remove. The first is the cover.
import { useRef, useState, type ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import { MAX_IMAGES } from '@/lib/projects/form-limits';
import { pickVariant } from '@/lib/projects/project-card';
import { FieldMessages } from '@/islands/common/Fields';
import type { ImageItem } from './useImageUploads';

type Props = {
  t: TFunction;
  items: ImageItem[];
  error: string | undefined;
  onAdd: (files: File[]) => { refused: boolean };
  onRemove: (key: string) => void;
  onMove: (key: string, delta: -1 | 1) => void;
  onRetry: (key: string) => void;
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export default function ImageUploader({
  t,
  items,
  error,
  onAdd,
  onRemove,
  onMove,
  onRetry,
}: Props) {
  const [announce, setAnnounce] = useState('');
  const [refused, setRefused] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = ''; // the same file can be picked again after a removal
    if (files.length > 0) setRefused(onAdd(files).refused);
  }

  /** Keeps the keyboard on the moved photo's button, at its new place. */
  function move(key: string, index: number, delta: -1 | 1) {
    onMove(key, delta);
    const n = index + delta + 1;
    setAnnounce(t('projectForm:images.moved', { n }));
    requestAnimationFrame(() => {
      const btn = listRef.current?.querySelector<HTMLButtonElement>(
        `[data-key="${key}"] [data-move="${delta}"]`,
      );
      const fallback = listRef.current?.querySelector<HTMLButtonElement>(
        `[data-key="${key}"] [data-move="${-delta}"]`,
      );
      (btn && !btn.disabled ? btn : fallback)?.focus();
    });
  }

  function remove(key: string) {
    onRemove(key);
    setRefused(false);
    setAnnounce(t('projectForm:images.removed'));
    inputRef.current?.focus();
  }

  const full = items.length >= MAX_IMAGES;
  const shownError = error ?? (refused ? t('projectForm:errors.imagesMax') : undefined);
  return (
    <div className="pf-images">
      <FieldMessages id="pf-images" hint={t('projectForm:hint.images')} />
      <div className="pf-images-bar">
        <label className={`btn btn-outline pf-file${full ? ' is-disabled' : ''}`}>
          <input
            ref={inputRef}
            id="pf-images"
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden"
            disabled={full}
            onChange={pick}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`pf-images-hint${shownError ? ' pf-images-error' : ''}`}
          />
          {t('projectForm:images.add')}
        </label>
        <span className="muted">
          {t('projectForm:images.count', { count: items.length, max: MAX_IMAGES })}
        </span>
      </div>
      <FieldMessages id="pf-images" error={shownError} />
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      {items.length > 0 && (
        <ol ref={listRef} className="pf-image-list" aria-label={t('projectForm:images.listLabel')}>
          {items.map((it, i) => {
            const position = i + 1;
            const thumb = it.image ? pickVariant(it.image.variants, 320)?.path : it.preview;
            return (
              <li
                key={it.key}
                data-key={it.key}
                className={`pf-image${it.status === 'error' ? ' has-error' : ''}`}
              >
                <div className="pf-thumb">
                  {thumb ? (
                    <img
                      src={thumb}
                      alt={t('projectForm:images.alt', { n: position })}
                      width={120}
                      height={90}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="muted">{t('projectForm:images.noPreview')}</span>
                  )}
                  {i === 0 && <span className="tag pf-cover">{t('projectForm:images.cover')}</span>}
                </div>
                <div className="pf-image-state">
                  {it.status === 'uploading' && (
                    <>
                      <progress
                        max={100}
                        value={Math.round(it.progress * 100)}
                        aria-label={t('projectForm:images.alt', { n: position })}
                      />
                      <span className="field-hint">
                        {t('projectForm:images.uploading', {
                          percent: Math.round(it.progress * 100),
                        })}
                      </span>
                    </>
                  )}
                  {it.status === 'queued' && (
                    <span className="field-hint">{t('projectForm:images.queued')}</span>
                  )}
                  {it.status === 'error' && (
                    <span className="field-error">
                      {t('projectForm:images.failed')}: {it.error}
                      {it.retryable && (
                        <button
                          type="button"
                          className="btn-link pf-retry"
                          onClick={() => onRetry(it.key)}
                        >
                          {t('projectForm:images.retry')}
                        </button>
                      )}
                    </span>
                  )}
                </div>
                <div className="pf-image-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    data-move="-1"
                    disabled={i === 0}
                    aria-label={t('projectForm:images.moveUp', { n: position })}
                    onClick={() => move(it.key, i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    data-move="1"
                    disabled={i === items.length - 1}
                    aria-label={t('projectForm:images.moveDown', { n: position })}
                    onClick={() => move(it.key, i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-label={t('projectForm:images.remove', { n: position })}
                    onClick={() => remove(it.key)}
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
