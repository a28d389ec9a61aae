// POST /api/agents and PUT /api/agents/{id} (docs/api.md, Professionals): an ordinary account
// becomes a specialist in one transaction, the account's own profile kept in step; every error path
// with its fields in the caller's language; "My profile" and the sign-in contact no longer
// overwrite the agent's own contacts; PRO for an agent who signed up with e-mail.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  accountServices,
  agents,
  agentServices,
  services,
  socialLinks,
} from '@/lib/db/schema';
import { readSession } from '@/lib/auth/session.server';
import { setPhoto } from '@/lib/accounts/photo.server';
import { api } from '@tests/helpers/api';
import { jpeg } from '@tests/factories/pro';
import { profileRefs } from '@tests/factories/profile-refs';
import { makeAgent } from '@tests/factories/professionals';
import {
  codeFor,
  makeAccount,
  randomEmail,
  randomIp,
  randomPhone,
} from '@/lib/accounts/testing/fixtures';
import { POST as createPost } from '@/pages/api/agents/index';
import { PUT as agentPut } from '@/pages/api/agents/[id]';
import { GET as meGet, PUT as mePut } from '@/pages/api/accounts/me';
import { POST as proPost } from '@/pages/api/accounts/me/pro';
import { POST as contactPost } from '@/pages/api/accounts/me/contact';
import { POST as contactConfirmPost } from '@/pages/api/accounts/me/contact/confirm';

const body = async (over: Record<string, unknown> = {}) => {
  const r = await profileRefs();
  return {
    designation: 'Arxitektor',
    phone: '90 555 12 34',
    landLine: '+998 71 200 30 40',
    country: 'KZ',
    email: 'Kontakt@Example.uz',
    regionId: r.regionId,
    districtId: r.districtId,
    address: 'Chilonzor 5',
    about: 'Uy va dacha loyihalari',
    serviceIds: r.serviceIds,
    socialLinks: { telegram: 'https://t.me/aziz_arch' },
    gdprConsent: true,
    ...over,
  };
};

const create = (token: string | null, b: unknown, lang: 'uz' | 'en' | 'ru' = 'uz') =>
  api(createPost, '/api/agents', { method: 'POST', body: b, cookie: token, lang });
const update = (token: string | null, id: number, b: unknown, lang: 'uz' | 'en' = 'uz') =>
  api(agentPut, `/api/agents/${id}`, {
    method: 'PUT',
    body: b,
    cookie: token,
    lang,
    params: { id: String(id) },
  });
const accountRow = async (id: number) =>
  (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;
const agentOf = async (accountId: number) =>
  (await db().select().from(agents).where(eq(agents.accountId, accountId)))[0];

describe('POST /api/agents', () => {
  it('401 without a session', async () => {
    expect((await create(null, await body())).status).toBe(401);
  });

  it('makes a User an Agent: the agent card, its services and the account profile, at once', async () => {
    const user = await makeAccount({ fullName: 'Aziz Karimov' });
    const b = await body();
    const r = await create(user.token, b);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({
      accountId: user.id,
      fullName: 'Aziz Karimov',
      seoName: 'aziz-karimov',
      designation: 'Arxitektor',
      phone: '+998905551234',
      landLine: '+998712003040',
      country: 'KZ',
      email: 'kontakt@example.uz',
      regionId: b.regionId,
      address: 'Chilonzor 5',
      about: 'Uy va dacha loyihalari',
    });
    expect(r.json.services.map((s: { id: number }) => s.id).sort()).toEqual(
      [...b.serviceIds].sort(),
    );
    expect(r.json.socialLinks).toEqual([{ network: 'telegram', url: 'https://t.me/aziz_arch' }]);

    const account = await accountRow(user.id);
    expect(account).toMatchObject({
      role: 'Agent',
      regionId: b.regionId,
      districtId: b.districtId,
      address: 'Chilonzor 5',
      about: 'Uy va dacha loyihalari',
      phone: user.username, // the sign-in number is not the contact number
    });
    const agent = (await agentOf(user.id))!;
    expect(agent).toMatchObject({ id: r.json.id, gdprConsent: true, districtId: b.districtId });
    const agentSvc = await db()
      .select({ id: agentServices.serviceId })
      .from(agentServices)
      .where(eq(agentServices.agentId, agent.id));
    expect(agentSvc.map((s) => s.id).sort()).toEqual([...b.serviceIds].sort());
    const accountSvc = await db()
      .select({ id: accountServices.serviceId })
      .from(accountServices)
      .where(eq(accountServices.accountId, user.id));
    expect(accountSvc.map((s) => s.id).sort()).toEqual([...b.serviceIds].sort());

    // The next request's session already has the new role and the agent id (read from the database).
    const session = await readSession(user.token);
    expect(session!.account).toMatchObject({ role: 'Agent', agentId: agent.id });
    // "My profile" reads the same values and shows the agent's own fields.
    const me = await api(meGet, '/api/accounts/me', { cookie: user.token });
    expect(me.json).toMatchObject({
      userRole: 'Agent',
      agentId: agent.id,
      regionId: b.regionId,
      social: { telegram: 'https://t.me/aziz_arch' },
      agent: {
        designation: 'Arxitektor',
        phone: '+998905551234',
        landLine: '+998712003040',
        country: 'KZ',
        email: 'kontakt@example.uz',
      },
    });
  });

  it('country defaults to UZ; social links left out keep the account’s own', async () => {
    const user = await makeAccount();
    await db().insert(socialLinks).values({
      accountId: user.id,
      network: 'instagram',
      url: 'https://instagram.com/aziz',
    });
    const b = await body({ landLine: '', email: '' });
    delete (b as Record<string, unknown>).country;
    delete (b as Record<string, unknown>).socialLinks;
    const r = await create(user.token, b);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ country: 'UZ', landLine: null, email: null });
    expect(r.json.socialLinks).toEqual([
      { network: 'instagram', url: 'https://instagram.com/aziz' },
    ]);
  });

  it('409 conflict the second time, and for an Agent who already has a card', async () => {
    const user = await makeAccount();
    expect((await create(user.token, await body())).status).toBe(201);
    const again = await create(user.token, await body({ designation: 'Dizayner' }), 'en');
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'conflict',
      message: 'This account already has a specialist profile',
    });
    expect((await agentOf(user.id))!.designation).toBe('Arxitektor');
    const agent = await makeAccount({ accountType: 'Agent' });
    expect((await create(agent.token, await body())).status).toBe(409);
  });

  it('400 with translated fields for a bad body, and nothing written', async () => {
    const user = await makeAccount();
    const r = await profileRefs();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ designation: 'ab' }, 'designation', 'Enter at least 3 characters'],
      [{ designation: 'x'.repeat(101) }, 'designation', 'Enter at most 100 characters'],
      [{ serviceIds: [] }, 'serviceIds', 'Choose at least one service type'],
      [{ gdprConsent: false }, 'gdprConsent', 'Please agree to the processing of personal data'],
      [
        { gdprConsent: undefined },
        'gdprConsent',
        'Please agree to the processing of personal data',
      ],
      [{ districtId: r.foreignDistrictId }, 'districtId', ''],
      [{ serviceIds: [2_000_000_000] }, 'serviceIds', ''],
      [{ country: 'XX' }, 'country', 'Choose a country from the list'],
      [{ phone: '12' }, 'phone', ''],
      [{ regionId: '' }, 'regionId', ''],
      [{ about: 'a'.repeat(1001) }, 'about', 'Enter at most 1000 characters'],
      [{ socialLinks: { facebook: 'javascript:alert(1)' } }, 'socialLinks.facebook', ''],
      [{ designation: 'ab\u0000cd' }, 'designation', ''],
      [{ regionId: 3_000_000_000 }, 'regionId', ''],
      [{ serviceIds: [3_000_000_000] }, 'serviceIds.0', ''],
      [{ serviceIds: 'all' }, 'serviceIds', ''],
      [{ country: 7 }, 'country', ''],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(user.token, await body(over), 'en');
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.json.error.code).toBe('validation_failed');
      expect(Object.keys(res.json.error.fields), res.text).toContain(field);
      if (message) expect(res.json.error.fields[field]).toBe(message);
      else expect(res.json.error.fields[field]).toMatch(/\S/);
    }
    // An inactive service is refused like an unknown one.
    const [inactive] = await db()
      .insert(services)
      .values({ seoUrl: `off-${user.id}`, nameUz: 'x', nameRu: 'x', nameEn: 'x', isActive: false })
      .returning();
    const off = await create(user.token, await body({ serviceIds: [inactive!.id] }), 'en');
    expect(off.json.error.fields).toHaveProperty('serviceIds');
    expect((await create(user.token, '{"designation":', 'en')).status).toBe(400);
    expect(await agentOf(user.id)).toBeUndefined();
    expect((await accountRow(user.id)).role).toBe('User');
  });

  it('403 for a company account, in the caller’s language', async () => {
    const agency = await makeAccount({ accountType: 'Agency' });
    const res = await create(agency.token, await body(), 'ru');
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({
      code: 'forbidden',
      message: 'Аккаунт компании не может создать профиль специалиста',
    });
    expect(await agentOf(agency.id)).toBeUndefined();
  });

  it('an Admin keeps the Admin role and gets an agent card', async () => {
    const admin = await makeAccount();
    await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, admin.id));
    const res = await create(admin.token, await body());
    expect(res.status, res.text).toBe(201);
    expect((await accountRow(admin.id)).role).toBe('Admin');
    expect((await readSession(admin.token))!.account.agentId).toBe(res.json.id);
  });
});

describe('PUT /api/agents/{id}', () => {
  it('the owner edits the card and the profile; Admin may too; others 403; unknown 404', async () => {
    const owner = await makeAccount({ fullName: 'Aziz Karimov' });
    const created = await create(owner.token, await body());
    const id = created.json.id as number;
    const r = await profileRefs();

    const edit = await update(
      owner.token,
      id,
      await body({
        fullName: 'Aziz Karimov-Toshev',
        designation: 'Bosh arxitektor',
        country: 'UZ',
        serviceIds: [r.serviceIds[0]],
        districtId: null,
        gdprConsent: undefined,
      }),
    );
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json).toMatchObject({
      id,
      fullName: 'Aziz Karimov-Toshev',
      seoName: 'aziz-karimov-toshev',
      designation: 'Bosh arxitektor',
      country: 'UZ',
      districtName: null,
    });
    expect(edit.json.services.map((s: { id: number }) => s.id)).toEqual([r.serviceIds[0]]);
    expect(await accountRow(owner.id)).toMatchObject({
      fullName: 'Aziz Karimov-Toshev',
      districtId: null,
    });

    const admin = await makeAccount();
    await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, admin.id));
    const byAdmin = await update(admin.token, id, await body({ designation: 'Admin tuzatdi' }));
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect((await agentOf(owner.id))!.designation).toBe('Admin tuzatdi');
    // The admin's own account is untouched: the owner's profile took the change.
    expect((await accountRow(admin.id)).address).toBeNull();

    for (const kind of ['User', 'Agent', 'Agency'] as const) {
      const other = await makeAccount({ accountType: kind });
      const res = await update(other.token, id, await body({ designation: 'Begona' }));
      expect(res.status, kind).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect((await agentOf(owner.id))!.designation).toBe('Admin tuzatdi');
    expect((await update(null, id, await body())).status).toBe(401);
    expect((await update(owner.token, 2_000_000_000, await body())).status).toBe(404);
    const bad = await update(owner.token, id, await body({ designation: 'ab' }), 'en');
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.designation).toBe('Enter at least 3 characters');
    const badId = await api(agentPut, '/api/agents/abc', {
      method: 'PUT',
      body: await body(),
      cookie: owner.token,
      params: { id: 'abc' },
    });
    expect([400, 404]).toContain(badId.status);
  });
});

describe('the agent card owns its contacts', () => {
  it('saving "My profile" and changing the sign-in phone leave the agent phone and e-mail alone', async () => {
    const user = await makeAccount();
    expect((await create(user.token, await body())).status).toBe(201);
    const r = await profileRefs();
    const saved = await api(mePut, '/api/accounts/me', {
      method: 'PUT',
      cookie: user.token,
      body: {
        fullName: 'Aziz Karimov',
        regionId: r.regionId,
        serviceIds: r.serviceIds,
        about: 'Yangi matn',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    let agent = (await agentOf(user.id))!;
    expect(agent).toMatchObject({
      phone: '+998905551234',
      email: 'kontakt@example.uz',
      about: 'Yangi matn',
    });

    const next = randomPhone();
    const asked = await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: next, password: user.password },
      cookie: user.token,
      ip: randomIp(),
    });
    expect(asked.status, asked.text).toBe(200);
    const confirmed = await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
      body: { kind: 'phone', value: next, code: await codeFor(next) },
      cookie: user.token,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await accountRow(user.id)).phone).toBe(next);
    agent = (await agentOf(user.id))!;
    expect(agent.phone).toBe('+998905551234');
  });

  it('an agent card that still shows the sign-in number follows it when it changes', async () => {
    const { account, agent } = await makeAgent({ phone: null });
    await db().update(agents).set({ phone: account.phone }).where(eq(agents.id, agent.id));
    const { followContactChange } = await import('@/lib/accounts/professional-rows.server');
    await db().transaction((tx) =>
      followContactChange(tx, account.id, 'phone', account.phone, '+998907770011'),
    );
    expect((await agentOf(account.id))!.phone).toBe('+998907770011');
    await db().transaction((tx) =>
      followContactChange(tx, account.id, 'phone', '+998900000000', '+998907770022'),
    );
    expect((await agentOf(account.id))!.phone).toBe('+998907770011');
  });

  it('PRO works for a new agent who signed up with e-mail: the agent card gives the phone', async () => {
    const user = await makeAccount({ username: randomEmail() });
    expect((await accountRow(user.id)).phone).toBeNull();
    expect((await create(user.token, await body())).status).toBe(201);
    await setPhoto(user.id, await jpeg(300, 300));
    const pro = await api(proPost, '/api/accounts/me/pro', { method: 'POST', cookie: user.token });
    expect(pro.status, pro.text).toBe(200);
    expect(pro.json.isPro).toBe(true);
  });
});
