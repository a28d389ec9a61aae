// The photo list of the project form: files upload as soon as they are picked (two at a time, so a
// phone on a slow line sees steady progress), and the list keeps its order, which becomes imageIds
// (first = cover). Uploaded images stay in the list whatever happens to the save, so a failed save
// never costs the user their uploads.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/languages';
import { MAX_IMAGES } from '@/lib/projects/form-limits';
import type { ProjectImage } from '@/lib/projects/project-card';
import { uploadWithProgress, type UploadHandle } from '@/islands/common/api';

/** process-image.server.ts's MAX_UPLOAD_BYTES (that module is server-only: it loads sharp). */
const MAX_BYTES = 15 * 1024 * 1024;
const PARALLEL = 2;
const ACCEPTED = /^image\/(jpeg|png|webp|heic|heif)$/;
const ACCEPTED_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;
/** Browsers that cannot show HEIC get no local preview; the server-made WebP replaces it after upload. */
const PREVIEWABLE = /^image\/(jpeg|png|webp)$/;

/** What POST /api/project-images answers, and what an edited project's photos start as: a
 *  project's photo as the projects domain shapes it (an island does not import the db schema). */
export type UploadedImage = ProjectImage;

export type ImageItem = {
  key: string;
  status: 'queued' | 'uploading' | 'done' | 'error';
  progress: number;
  image?: UploadedImage;
  file?: File;
  preview?: string;
  error?: string;
  /** A lost connection or a server hiccup may pass on a second try; a refused file will not. */
  retryable?: boolean;
};

let seq = 0;
const newKey = () => `img-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export function useImageUploads({
  initial,
  lang,
  t,
}: {
  initial: UploadedImage[];
  lang: Lang;
  t: TFunction;
}) {
  const [items, setItems] = useState<ImageItem[]>(() =>
    initial.map((image) => ({ key: `saved-${image.id}`, status: 'done', progress: 1, image })),
  );
  const handles = useRef(new Map<string, UploadHandle<UploadedImage>>());
  // Keys whose upload has started: an effect may run twice for one state (StrictMode, fast
  // re-renders), and a photo must still be sent once.
  const started = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<ImageItem>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
  }, []);

  // Starts queued uploads while fewer than PARALLEL run.
  useEffect(() => {
    const next = items
      .filter((it) => it.status === 'queued' && it.file && !started.current.has(it.key))
      .slice(0, Math.max(0, PARALLEL - handles.current.size));
    for (const it of next) {
      const file = it.file!;
      started.current.add(it.key);
      patch(it.key, { status: 'uploading', progress: 0 });
      const form = new FormData();
      form.append('file', file);
      const handle = uploadWithProgress<UploadedImage>('/api/project-images', form, {
        lang,
        onProgress: (progress) => patch(it.key, { progress }),
      });
      handles.current.set(it.key, handle);
      void handle.promise.then((result) => {
        if (!handles.current.has(it.key)) return; // removed while uploading
        handles.current.delete(it.key);
        if (result.ok) patch(it.key, { status: 'done', progress: 1, image: result.data });
        else {
          const message =
            result.fields.file ??
            result.message ??
            (result.status === 0 ? t('projectForm:errors.network') : t('errors:generic'));
          patch(it.key, {
            status: 'error',
            error: message,
            retryable: result.status === 0 || result.status >= 500 || result.status === 429,
          });
        }
      });
    }
  }, [items, lang, patch, t]);

  // Object URLs live until the item goes or the form unmounts.
  // Updated once a render is committed (a render React drops must not reach it).
  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  });
  useEffect(
    () => () => {
      for (const it of itemsRef.current) if (it.preview) URL.revokeObjectURL(it.preview);
      for (const h of handles.current.values()) h.abort();
    },
    [],
  );

  const add = useCallback(
    (files: File[]): { refused: boolean } => {
      const room = MAX_IMAGES - itemsRef.current.length;
      const taken = files.slice(0, Math.max(0, room));
      const fresh = taken.map((file): ImageItem => {
        const key = newKey();
        const typeOk =
          ACCEPTED.test(file.type) || (file.type === '' && ACCEPTED_NAME.test(file.name));
        const preview = PREVIEWABLE.test(file.type) ? URL.createObjectURL(file) : undefined;
        const base = { key, progress: 0, file, ...(preview ? { preview } : {}) };
        if (!typeOk) return { ...base, status: 'error', error: t('uploads:unsupportedType') };
        if (file.size > MAX_BYTES)
          return { ...base, status: 'error', error: t('uploads:tooLarge') };
        return { ...base, status: 'queued' };
      });
      setItems((list) => [...list, ...fresh]);
      return { refused: taken.length < files.length };
    },
    [t],
  );

  const remove = useCallback((key: string) => {
    handles.current.get(key)?.abort();
    handles.current.delete(key);
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((it) => it.key !== key);
    });
  }, []);

  const move = useCallback((key: string, delta: -1 | 1) => {
    setItems((list) => {
      const i = list.findIndex((it) => it.key === key);
      const j = i + delta;
      if (i < 0 || j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const it = itemsRef.current.find((x) => x.key === key);
      if (!it?.file || it.status !== 'error' || !it.retryable) return;
      started.current.delete(key);
      patch(key, { status: 'queued', progress: 0, retryable: false });
    },
    [patch],
  );

  const ids = items.flatMap((it) => (it.status === 'done' && it.image ? [it.image.id] : []));
  const busy = items.some((it) => it.status === 'queued' || it.status === 'uploading');
  return { items, ids, busy, add, remove, move, retry };
}
