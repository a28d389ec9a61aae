// The composer's files (docs/message-attachments.md): photos and PDFs chosen with the file input
// are uploaded one by one at once (POST /api/messages/attachments), shown as previews that can be
// removed before sending, and sent by id with the message. What the server would refuse (type,
// size, count) is said before uploading, beside the button; what it refuses anyway is shown the
// same way, in its words.
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/islands/common/api';
import {
  MAX_MESSAGE_FILES,
  MAX_MESSAGE_PHOTOS,
  type AttachmentDto,
} from '@/lib/messages/attachment-dto';
import type { Lang } from '@/lib/i18n/languages';
import { sizeOf } from './Attachments';

const MAX_BYTES = 15 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const ACCEPT = [...PHOTO_TYPES, 'application/pdf', '.pdf'].join(',');

type Pending = {
  key: number;
  name: string;
  size: number;
  kind: 'photo' | 'pdf';
  /** a local preview of a photo (an object URL), revoked when it goes */
  preview: string | null;
  uploaded: AttachmentDto | null;
};

export type Picker = {
  items: Pending[];
  busy: boolean;
  error: string | null;
  /** the ids to send, in the order chosen */
  ids: () => number[];
  add: (files: FileList) => void;
  remove: (key: number) => void;
  clear: () => void;
  setError: (error: string | null) => void;
};

const kindOf = (f: File): 'photo' | 'pdf' | null =>
  f.type === 'application/pdf' || /\.pdf$/i.test(f.name)
    ? 'pdf'
    : PHOTO_TYPES.includes(f.type)
      ? 'photo'
      : null;

export function useAttachmentPicker(t: TFunction, lang: Lang): Picker {
  const [items, setItems] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const latest = useRef(items);
  latest.current = items;
  useEffect(
    () => () => {
      for (const p of latest.current) if (p.preview) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  async function upload(p: Pending, file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    const r = await callApi<AttachmentDto>('/api/messages/attachments', { form, lang });
    if (!latest.current.some((i) => i.key === p.key)) return; // removed meanwhile
    if (r.ok) {
      setItems((list) => list.map((i) => (i.key === p.key ? { ...i, uploaded: r.data } : i)));
      return;
    }
    drop(p.key);
    setError(
      r.fields.file ??
        r.message ??
        (r.status === 0 ? t('messages:ui.errors.network') : t('messages:ui.errors.sendFailed')),
    );
  }

  function add(files: FileList) {
    setError(null);
    const next: Pending[] = [];
    const count = (kind: 'photo' | 'pdf') =>
      [...latest.current, ...next].filter((i) => i.kind === kind).length;
    for (const file of Array.from(files)) {
      const kind = kindOf(file);
      if (!kind) return setError(t('messages:ui.errors.type', { name: file.name }));
      if (file.size > MAX_BYTES)
        return setError(t('messages:ui.errors.tooLarge', { name: file.name }));
      if (kind === 'photo' && count('photo') >= MAX_MESSAGE_PHOTOS)
        return setError(t('messages:errors.photosMax', { max: MAX_MESSAGE_PHOTOS }));
      if (kind === 'pdf' && count('pdf') >= MAX_MESSAGE_FILES)
        return setError(t('messages:errors.filesMax', { max: MAX_MESSAGE_FILES }));
      const p: Pending = {
        key: ++seq.current,
        name: file.name,
        size: file.size,
        kind,
        preview: kind === 'photo' ? URL.createObjectURL(file) : null,
        uploaded: null,
      };
      next.push(p);
      void upload(p, file);
    }
    setItems((list) => [...list, ...next]);
  }

  function drop(key: number) {
    setItems((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.key !== key);
    });
  }

  return {
    items,
    busy: items.some((i) => !i.uploaded),
    error,
    ids: () => items.flatMap((i) => (i.uploaded ? [i.uploaded.id] : [])),
    add,
    remove: (key) => {
      drop(key);
      setError(null);
    },
    clear: () => {
      for (const p of latest.current) if (p.preview) URL.revokeObjectURL(p.preview);
      setItems([]);
    },
    setError,
  };
}

/** The file button (the input first: its focus ring is drawn on the label) and the chosen files,
 *  each with its remove button. */
export function AttachmentPicker(props: {
  picker: Picker;
  inputId: string;
  errorId: string;
  t: TFunction;
  lang: Lang;
}) {
  const { picker, inputId, t, lang } = props;
  return (
    <div className="msgr-attach">
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPT}
        title={t('messages:ui.attachHint')}
        aria-invalid={picker.error ? true : undefined}
        aria-describedby={picker.error ? props.errorId : undefined}
        onChange={(e) => {
          if (e.target.files) picker.add(e.target.files);
          e.target.value = ''; // the same file may be chosen again after removing it
        }}
      />
      <label className="btn btn-link msgr-attach-btn" htmlFor={inputId}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5H9V15.5a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v11.5a6 6 0 0 0 12 0v-10z"
          />
        </svg>
        {t('messages:ui.attach')}
      </label>
      {picker.items.length > 0 && (
        <ul className="msgr-picked" aria-label={t('messages:ui.attachedFiles')}>
          {picker.items.map((p) => (
            <li key={p.key} className="msgr-picked-item" aria-busy={!p.uploaded || undefined}>
              {p.preview ? (
                <img src={p.preview} alt="" width="48" height="48" />
              ) : (
                <span className="msgr-picked-pdf" aria-hidden="true">
                  PDF
                </span>
              )}
              <span className="msgr-picked-name">
                {p.uploaded ? p.name : t('messages:ui.uploading', { name: p.name })}
                <span className="muted"> · {sizeOf(p.size, t, lang)}</span>
              </span>
              <button
                type="button"
                className="msgr-picked-remove"
                aria-label={t('messages:ui.removeAttachment', { name: p.name })}
                onClick={() => picker.remove(p.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
