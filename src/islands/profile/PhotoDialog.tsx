// The profile photo in a modal (spec: "photo modal"): choose, see it cropped to a square, save,
// replace or remove. The server crops the centre to a square and re-encodes it
// (docs/decisions/007-uploads.md); the preview shows the same centred square with object-fit.
import { useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { initials } from '@/lib/ui/initials';
import { notify } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import { InputField } from '@/islands/common/Fields';
import { FormError } from '@/islands/common/FormParts';

export default function PhotoDialog({
  t,
  name,
  photo,
  onChange,
}: {
  t: TFunction;
  name: string;
  photo: string | null;
  onChange: (p: string | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const close = () => {
    dialog.current?.close();
    setFile(null);
    setPreview(null);
    setError(null);
  };

  const choose = (f: File | null) => {
    setError(null);
    setFile(f);
    setPreview(f ? URL.createObjectURL(f) : null);
  };

  const upload = async () => {
    if (!file) return input.current?.click();
    setBusy('upload');
    const form = new FormData();
    form.append('file', file);
    const r = await callApi<{ image: { imagePath: string } }>('/api/accounts/me/photo', { form });
    setBusy(null);
    if (!r.ok) return setError(r.fields.file ?? r.message ?? t('errors:generic'));
    onChange(r.data.image.imagePath);
    notify('profileUpdated', t);
    close();
  };

  const remove = async () => {
    setBusy('remove');
    const r = await callApi('/api/accounts/me/photo', { method: 'DELETE' });
    setBusy(null);
    if (!r.ok) return setError(r.message ?? t('errors:generic'));
    onChange(null);
    notify('profileUpdated', t);
    close();
  };

  return (
    <div className="profile-photo">
      {photo ? (
        <img src={photo} alt={t('profile:photo.current')} width={96} height={96} />
      ) : (
        <span className="avatar-initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <button type="button" className="btn btn-outline" onClick={() => dialog.current?.showModal()}>
        {photo ? t('profile:photo.change') : t('profile:photo.add')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={close}>
        <div className="modal-body">
          <div className="modal-head">
            <h2 id={titleId}>{t('profile:photo.dialogTitle')}</h2>
            <button type="button" className="btn btn-outline btn-small" onClick={close}>
              {t('common:close')}
            </button>
          </div>
          <FormError message={error} />
          {preview ? (
            <img
              className="photo-preview"
              src={preview}
              alt={t('profile:photo.preview')}
              width={220}
              height={220}
            />
          ) : photo ? (
            <img
              className="photo-preview"
              src={photo}
              alt={t('profile:photo.current')}
              width={220}
              height={220}
            />
          ) : (
            <p className="muted">{t('profile:photo.noPhoto')}</p>
          )}
          <InputField
            ref={input}
            id={`${titleId}-file`}
            label={t('profile:photo.choose')}
            hint={t('profile:photo.hint')}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          <div className="form-actions">
            <button
              type="button"
              className="btn"
              onClick={upload}
              disabled={busy !== null || !file}
              aria-busy={busy === 'upload' || undefined}
            >
              {busy === 'upload' ? t('profile:photo.uploading') : t('profile:photo.upload')}
            </button>
            {photo && (
              <button
                type="button"
                className="btn btn-danger"
                onClick={remove}
                disabled={busy !== null}
                aria-busy={busy === 'remove' || undefined}
              >
                {busy === 'remove' ? t('profile:photo.removing') : t('profile:photo.remove')}
              </button>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}
