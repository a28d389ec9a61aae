// The one way islands talk to the API. Every answer becomes one shape: ok with the JSON, or the
// failure's status, the server's message and per-field messages (already in the page's language),
// its error code and how long a 429 asks to wait. Status 0 means no answer (offline or aborted), so
// each island can pick its own "check your connection" text. No React here: the project list's
// plain-DOM filter script uses it too.
import type { Lang } from '@/lib/i18n/languages';

export type ApiFailure = {
  ok: false;
  /** 0 = no answer: offline or aborted */
  status: number;
  /** the error's code (`user_exists`, `validation_failed`…); null when the answer held none */
  code: string | null;
  message: string | null;
  /** messages per field path (`title`, `company.tin`, `features.0`…) */
  fields: Record<string, string>;
  /** seconds from Retry-After (a 429) */
  retryAfter: number | null;
  /** the body as text: sign-in answers its spec messages as plain text, not JSON */
  text: string;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type ApiRequest = {
  /** POST when there is a body, else GET */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart/form-data (the browser writes the boundary) */
  form?: FormData;
  /** adds ?lang=, so the server answers (its messages too) in the page's language */
  lang?: Lang;
  signal?: AbortSignal;
};

export function withLang(path: string, lang: Lang | undefined): string {
  return lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${lang}` : path;
}

const NO_ANSWER: ApiFailure = {
  ok: false,
  status: 0,
  code: null,
  message: null,
  fields: {},
  retryAfter: null,
  text: '',
};

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** One answer, from fetch or XMLHttpRequest, in the shape above. */
function toResult<T>(
  status: number,
  contentType: string | null,
  text: string,
  retryAfter: string | null,
): ApiResult<T> {
  let json: unknown;
  if ((contentType ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (status >= 200 && status < 300) return { ok: true, status, data: json as T };
  const error = (json as ErrorBody | undefined)?.error;
  return {
    ok: false,
    status,
    code: error?.code ?? null,
    message: error?.message ?? null,
    fields: error?.fields ?? {},
    retryAfter: Number(retryAfter) || null,
    text,
  };
}

export async function callApi<T = unknown>(
  path: string,
  req: ApiRequest = {},
): Promise<ApiResult<T>> {
  const { body, form } = req;
  let res: Response;
  let text: string;
  try {
    res = await fetch(withLang(path, req.lang), {
      method: req.method ?? (body !== undefined || form ? 'POST' : 'GET'),
      credentials: 'same-origin',
      headers:
        body !== undefined
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      ...(form ? { body: form } : body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
    });
    text = await res.text();
  } catch {
    return NO_ANSWER; // offline, aborted, or the connection dropped mid-answer
  }
  return toResult<T>(
    res.status,
    res.headers.get('content-type'),
    text,
    res.headers.get('retry-after'),
  );
}

export type UploadHandle<T> = { promise: Promise<ApiResult<T>>; abort: () => void };

/**
 * POSTs a form with upload progress. XMLHttpRequest rather than fetch: only it reports upload
 * progress, which matters for 5–15 MB phone photos on a slow connection.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  opts: { lang?: Lang; onProgress: (fraction: number) => void },
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ApiResult<T>>((resolve) => {
    xhr.open('POST', withLang(path, opts.lang));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve(
        toResult<T>(
          xhr.status,
          xhr.getResponseHeader('content-type'),
          xhr.responseText,
          xhr.getResponseHeader('retry-after'),
        ),
      );
    xhr.onerror = () => resolve(NO_ANSWER);
    xhr.onabort = () => resolve(NO_ANSWER);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** A form's setError (useSchemaForm), loosely typed so any form's can be passed. */
type SetError = (
  name: never,
  error: { type: string; message: string },
  opts?: { shouldFocus: boolean },
) => void;

/**
 * Puts the server's field messages beside the fields (the first one focused); true when any field
 * matched. `type: 'server'` tells the form the message is already translated.
 */
export function applyFieldErrors(
  setError: SetError,
  failure: Pick<ApiFailure, 'fields'>,
  known: readonly string[],
): boolean {
  let first = true;
  for (const [field, message] of Object.entries(failure.fields)) {
    if (!known.includes(field)) continue;
    setError(field as never, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
