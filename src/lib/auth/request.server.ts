// Small request helpers shared by the account endpoints.
import type { APIContext } from 'astro';
import { AppError } from '@/lib/http/app-error';
import type { SessionAccount } from './session.server';

export function requireAccount(ctx: Pick<APIContext, 'locals'>): SessionAccount {
  const account = ctx.locals.account;
  if (!account) throw new AppError(401, 'unauthorized', 'errors:unauthorized');
  return account;
}

export function userAgentOf(request: Request): string | null {
  return request.headers.get('user-agent')?.slice(0, 300) ?? null;
}
