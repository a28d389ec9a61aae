// GET /api/accounts/me: the signed-in profile. PUT /api/accounts/me (docs/api.md): profile fields → the account.
import { endpoint, json } from '@/lib/http/response.server';
import { notFound } from '@/lib/http/app-error';
import { parseJson } from '@/lib/http/body.server';
import { getProfile } from '@/lib/accounts/get-profile.server';
import { makeProfileSchema } from '@/lib/accounts/profile.schema';
import { updateProfile } from '@/lib/accounts/update-profile.server';
import { requireAccount } from '@/lib/auth/request.server';

const noStore = { headers: { 'cache-control': 'private, no-store' } };

export const GET = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const profile = await getProfile(account.id);
  if (!profile) throw notFound();
  return json(profile, noStore);
});

export const PUT = endpoint(async (ctx) => {
  const account = requireAccount(ctx);
  const schema = makeProfileSchema({
    specialist: account.role === 'Agent' || account.role === 'Agency',
    company: account.role === 'Agency',
  });
  const data = await parseJson(ctx.request, schema);
  await updateProfile(account.id, data);
  return json(await getProfile(account.id), noStore);
});
