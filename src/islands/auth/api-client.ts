// Islands talk to the API with fetch; this turns its answers into what a form needs: ok, the text
// (the token of login/confirm), the JSON, or an error message and per-field messages (translated
// by the server in the page's language).
export type ApiError = { code: string; message: string; fields?: Record<string, string> };
export type ApiResult<T> =
  | { ok: true; status: number; data: T; text: string }
  | { ok: false; status: number; text: string; error: ApiError | null; retryAfter: number | null };

export async function callApi<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? (init.body !== undefined || init.form ? 'POST' : 'GET'),
      credentials: 'same-origin',
      headers: init.form
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
      ...(init.form
        ? { body: init.form }
        : init.body !== undefined
          ? { body: JSON.stringify(init.body) }
          : {}),
    });
  } catch {
    return { ok: false, status: 0, text: '', error: null, retryAfter: null }; // offline: the generic message
  }
  const text = await res.text();
  let json: unknown;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T, text };
  const error = (json as { error?: ApiError } | undefined)?.error ?? null;
  return {
    ok: false,
    status: res.status,
    text,
    error,
    retryAfter: Number(res.headers.get('retry-after')) || null,
  };
}

type SetError = (
  name: never,
  error: { type: string; message: string },
  opts?: { shouldFocus: boolean },
) => void;

/** Puts the server's field messages beside the fields (first one focused); true when any matched. */
export function applyFieldErrors(
  setError: SetError,
  error: ApiError | null,
  known: readonly string[],
): boolean {
  if (!error?.fields) return false;
  let first = true;
  let any = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.includes(field)) continue;
    setError(field as never, { type: 'server', message }, { shouldFocus: first });
    first = false;
    any = true;
  }
  return any;
}
