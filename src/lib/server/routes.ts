// The route guard's table (docs/product.md §2): which paths need a session, which need Admin.
const PUBLIC_ACCOUNT = [
  '/account/login',
  '/account/register',
  '/account/forgot-password',
  '/account/logout',
];

export type Guard = 'public' | 'login' | 'admin';

export function guardFor(pathname: string): Guard {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/admin' || p.startsWith('/admin/')) return 'admin';
  if (p.startsWith('/account/')) {
    return PUBLIC_ACCOUNT.some((pub) => p === pub || p.startsWith(`${pub}/`)) ? 'public' : 'login';
  }
  if (p === '/account' || p === '/project/create' || p === '/agents/create') return 'login';
  return 'public';
}

/** `next` after sign-in: only a local path, never another site (open-redirect defence). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
