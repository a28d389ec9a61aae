// JSON calls of the project page's islands: one answer shape, messages already in the page language.
import type { Lang } from '@/lib/i18n/languages';

export type CallResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; fields: Record<string, string> };

export async function callJson<T>(
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  lang: Lang,
  body?: unknown,
): Promise<CallResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, message: null, fields: {} };
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const err = (data as { error?: { message?: string; fields?: Record<string, string> } } | null)
    ?.error;
  return {
    ok: false,
    status: res.status,
    message: err?.message ?? null,
    fields: err?.fields ?? {},
  };
}
