// Calls an Astro endpoint handler the way the server does, with the locals the middleware would
// set: either a given account (authorisation tables) or the session behind a token (see api.ts).
import type { APIContext } from 'astro';
import type { SessionAccount } from '@/lib/auth/session.server';
import type { Lang } from '@/lib/i18n/languages';
import { api } from './api';

type Handler = (ctx: APIContext) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  lang?: Lang;
  account?: SessionAccount | null;
  token?: string | null;
  clientAddress?: string;
};

export function call(handler: Handler, path: string, opts: CallOptions = {}) {
  const { clientAddress, account, ...rest } = opts;
  return api(handler, path, {
    ...rest,
    method: opts.method ?? 'GET',
    // No account given but a token: the session behind the token, as the middleware would read it.
    ...(account === undefined && opts.token ? {} : { account: account ?? null }),
    ...(clientAddress ? { ip: clientAddress } : {}),
  });
}
