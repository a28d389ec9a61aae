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

/** `next` after sign-in: only a local path, never another site (open-redirect defence). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
