// Small request helpers shared by the account endpoints.
import type { APIContext } from 'astro';
import { AppError } from '@/lib/http/app-error';
import type { SessionAccount } from './session.server';

export function requireAccount(ctx: Pick<APIContext, 'locals'>): SessionAccount {
  const account = ctx.locals.account;
  if (!account) throw new AppError(401, 'unauthorized', 'errors:unauthorized');
  return account;
}

/** `/api/admin/*` (docs/api.md "Admin"): a visitor gets 401, any other role 403. */
export function requireAdmin(ctx: Pick<APIContext, 'locals'>): SessionAccount {
  const account = requireAccount(ctx);
  if (account.role !== 'Admin') throw new AppError(403, 'forbidden', 'errors:forbidden');
  return account;
}

export function userAgentOf(request: Request): string | null {
  return request.headers.get('user-agent')?.slice(0, 300) ?? null;
}
