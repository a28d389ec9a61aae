// "Notify me of new messages by SMS/e-mail" in My profile: saved by the account form
// (PUT /api/accounts/me) and by the agent form (PUT /api/agents/{id}), shown by GET
// /api/accounts/me; a save without the field leaves it alone; a non-boolean is a 400 on the field.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { makeAccount } from '@/lib/accounts/testing/fixtures';
import { db } from '@/lib/db/client.server';
import { accounts, regions, services } from '@/lib/db/schema';
import { GET as meGet, PUT as mePut } from '@/pages/api/accounts/me';
import { POST as agentPost } from '@/pages/api/agents/index';
import { PUT as agentPut } from '@/pages/api/agents/[id]';

async function refs() {
  const [region] = await db().select().from(regions).orderBy(asc(regions.id)).limit(1);
  const svc = await db()
    .select({ id: services.id })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.id))
    .limit(1);
  return { regionId: region!.id, serviceIds: svc.map((s) => s.id) };
}
const setting = async (id: number) =>
  (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!.notifyMessages;

describe('the new-message notices setting', () => {
  it('is saved by PUT /api/accounts/me, shown by GET, and kept when absent', async () => {
    const user = await makeAccount();
    const r = await refs();
    const me = await api(meGet, '/api/accounts/me', { cookie: user.token });
    expect(me.json.notifyMessages).toBe(true);
    const put = (body: Record<string, unknown>, lang: 'uz' | 'en' = 'uz') =>
      api(mePut, '/api/accounts/me', {
        method: 'PUT',
        cookie: user.token,
        lang,
        body: { fullName: 'Aziz Karimov', regionId: r.regionId, ...body },
      });
    const off = await put({ notifyMessages: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.notifyMessages).toBe(false);
    expect(await setting(user.id)).toBe(false);
    expect((await put({})).status).toBe(200);
    expect(await setting(user.id)).toBe(false);
    const bad = await put({ notifyMessages: 'sometimes' }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.notifyMessages).toBeTruthy();
    expect((await put({ notifyMessages: true })).status).toBe(200);
    expect(await setting(user.id)).toBe(true);
  });

  it('is saved by the agent form (PUT /api/agents/{id}) of an account with an agent card', async () => {
    const user = await makeAccount();
    const r = await refs();
    const body = {
      designation: 'Arxitektor',
      phone: '90 555 12 34',
      regionId: r.regionId,
      serviceIds: r.serviceIds,
      gdprConsent: true,
    };
    const created = await api(agentPost, '/api/agents', {
      method: 'POST',
      cookie: user.token,
      body,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    const res = await api(agentPut, `/api/agents/${id}`, {
      method: 'PUT',
      cookie: user.token,
      params: { id: String(id) },
      body: { ...body, notifyMessages: false },
    });
    expect(res.status, res.text).toBe(200);
    expect(await setting(user.id)).toBe(false);
  });
});
