// The island's calls to the project write API. Answers are read into one shape so the form can
// put field errors beside their fields and everything else in one message; the server already
// answers in the page's language (?lang=), so its messages are shown as they are.
import type { Lang } from '@/lib/i18n/languages';
import type { ImageVariant } from '@/lib/db/schema';

export type ApiFailure = { status: number; message: string | null; fields: Record<string, string> };
export type ApiResult<T> = { ok: true; status: number; data: T } | ({ ok: false } & ApiFailure);

export type UploadedImage = { id: number; width: number; height: number; variants: ImageVariant[] };

/** status 0 = no answer (offline, aborted). */
function failure(status: number, body: unknown): ApiFailure {
  const err = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)
    ?.error;
  return { status, message: err?.message ?? null, fields: err?.fields ?? {} };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function withLang(path: string, lang: Lang): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  lang: Lang,
  body?: unknown,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(withLang(path, lang), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, ...failure(0, null) };
  }
  const data = parse(await res.text());
  return res.ok
    ? { ok: true, status: res.status, data: data as T }
    : { ok: false, ...failure(res.status, data) };
}

export type UploadHandle = { promise: Promise<ApiResult<UploadedImage>>; abort: () => void };

/**
 * One image to POST /api/project-images. XMLHttpRequest rather than fetch: only it reports upload
 * progress, which matters for 5–15 MB phone photos on a slow connection.
 */
export function uploadImage(
  file: File,
  lang: Lang,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ApiResult<UploadedImage>>((resolve) => {
    xhr.open('POST', withLang('/api/project-images', lang));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      resolve(
        xhr.status === 201
          ? { ok: true, status: 201, data: data as UploadedImage }
          : { ok: false, ...failure(xhr.status, data) },
      );
    };
    xhr.onerror = () => resolve({ ok: false, ...failure(0, null) });
    xhr.onabort = () => resolve({ ok: false, ...failure(0, null) });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
