// POST /api/telegram/link: a one-time `https://t.me/<bot>?start=<token>` link for the caller,
// { url, expiresAt } (404 when no bot is configured). DELETE: 204, the caller's chat is unbound and
// its queued messages dropped. docs/telegram.md.
import { requireAccount } from '@/lib/auth/request.server';
import { endpoint, json } from '@/lib/http/response.server';
import { createTelegramLink, unlinkAccount } from '@/lib/telegram/link.server';

export const POST = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  return json(await createTelegramLink(caller));
});

export const DELETE = endpoint(async (ctx) => {
  const caller = requireAccount(ctx);
  await unlinkAccount(caller.id);
  return new Response(null, { status: 204 });
});
