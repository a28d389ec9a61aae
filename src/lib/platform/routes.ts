// The route guard's table (docs/product.md §2): which paths need a session, which need Admin.
const PUBLIC_ACCOUNT = [
  '/account/login',
  '/account/register',
  '/account/forgot-password',
  '/account/logout',
];

export type Guard = 'public' | 'login' | 'admin';

export function guardFor(pathname: string): Guard {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path.startsWith('/account/')) {
    return PUBLIC_ACCOUNT.some((pub) => path === pub || path.startsWith(`${pub}/`))
      ? 'public'
      : 'login';
  }
  if (path === '/account' || path === '/project/create' || path === '/agents/create')
    return 'login';
  return 'public';
}

// Control characters (a browser drops tabs and newlines from URLs, so `/\t/evil` becomes `//evil`;
// a newline breaks the Location header) and backslashes (read as `/`) have no place in a path.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;
const BASE = 'http://next.invalid';

/**
 * `next` after sign-in: a path of this site only, never another site (open-redirect defence). It is
 * checked raw and once decoded, then parsed against a fixed origin: anything that leaves that
 * origin, or does not start with exactly one `/`, gives `fallback`.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  if (UNSAFE.test(next) || UNSAFE.test(decoded)) return fallback;
  if (!/^\/(?!\/)/.test(next) || !/^\/(?!\/)/.test(decoded)) return fallback;
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}
