// GET/PUT /api/accounts/me, the photo, PRO, the phone/e-mail change, GET /api/accounts/{id} and the
// agent/agency lookups by account id: answers, every error path, and the agent/agency rows in step.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { accounts, agencies, agencyServices, agents, agentServices } from '../db/schema';
import { config } from '../config.server';
import { api } from '@tests/helpers/api';
import {
  codeFor,
  makeAccount,
  randomEmail,
  randomIp,
  randomPhone,
  randomTin,
} from './testing/fixtures';
import { login } from '../auth/login.server';
import { jpeg, fileForm } from '@tests/factories/pro';
import { profileRefs } from '@tests/factories/profile-refs';
import { GET as meGet, PUT as mePut } from '@/pages/api/accounts/me';
import { POST as photoPost, DELETE as photoDelete } from '@/pages/api/accounts/me/photo';
import { POST as proPost } from '@/pages/api/accounts/me/pro';
import { POST as contactPost } from '@/pages/api/accounts/me/contact';
import { POST as contactConfirmPost } from '@/pages/api/accounts/me/contact/confirm';
import { GET as accountGet } from '@/pages/api/accounts/[id]';
import { GET as agentByAccountGet } from '@/pages/api/agent/get-by-accountId/[accountId]';
import { GET as agencyByAccountGet } from '@/pages/api/agency/get-by-accountId';
import { GET as verifyGet } from '@/pages/api/user/verify';

const profile = async (over: Record<string, unknown> = {}) => {
  const refs = await profileRefs();
  return {
    fullName: 'Aziz Karimov',
    specialistType: 'Arxitektor',
    regionId: refs.regionId,
    districtId: refs.districtId,
    address: 'Chilonzor 5',
    about: 'Uy loyihalari',
    serviceIds: refs.serviceIds,
    social: { telegram: 'https://t.me/aziz', instagram: '' },
    ...over,
  };
};

const put = (token: string, body: unknown, lang: 'uz' | 'en' = 'uz') =>
  api(mePut, '/api/accounts/me', { method: 'PUT', body, cookie: token, lang });

describe('GET and PUT /api/accounts/me', () => {
  it('401 without a session', async () => {
    expect((await api(meGet, '/api/accounts/me')).status).toBe(401);
    expect(
      (await api(mePut, '/api/accounts/me', { method: 'PUT', body: await profile() })).status,
    ).toBe(401);
  });

  it('saves the profile of a specialist and keeps the agents row and its services in step', async () => {
    const account = await makeAccount({ accountType: 'Agent' });
    const body = await profile({ fullName: "Aziz O'rinov" });
    const r = await put(account.token, body);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      fullName: 'Aziz Oʻrinov',
      specialistType: 'Arxitektor',
      regionId: body.regionId,
      districtId: body.districtId,
      address: 'Chilonzor 5',
      about: 'Uy loyihalari',
      serviceIds: body.serviceIds,
      social: { telegram: 'https://t.me/aziz' },
      phone: account.username,
      userRole: 'Agent',
      isPro: false,
    });
    const [agent] = await db().select().from(agents).where(eq(agents.accountId, account.id));
    expect(agent).toMatchObject({
      fullName: 'Aziz Oʻrinov',
      seoName: 'aziz-orinov',
      specialistType: 'Arxitektor',
      regionId: body.regionId,
      districtId: body.districtId,
      about: 'Uy loyihalari',
    });
    const linked = await db()
      .select()
      .from(agentServices)
      .where(eq(agentServices.agentId, agent!.id));
    expect(linked.map((l) => l.serviceId).sort()).toEqual([...body.serviceIds].sort());
    const g = await api(meGet, '/api/accounts/me', { cookie: account.token });
    expect(g.json.serviceIds.sort()).toEqual([...body.serviceIds].sort());
  });

  it('a specialist must choose at least one service; an ordinary user need not', async () => {
    const agent = await makeAccount({ accountType: 'Agent' });
    const r = await put(agent.token, await profile({ serviceIds: [] }), 'en');
    expect(r.status).toBe(400);
    expect(r.json.error.fields).toEqual({ serviceIds: 'Choose at least one service type' });
    const user = await makeAccount();
    expect((await put(user.token, await profile({ serviceIds: [] }))).status).toBe(200);
  });

  it.each([
    ['fullName', { fullName: '' }, 'Iltimos, ushbu qatorni toʻldiring!'],
    ['fullName', { fullName: 'x'.repeat(101) }, 'Koʻpi bilan 100 ta belgi kiriting'],
    ['about', { about: 'x'.repeat(1001) }, 'Koʻpi bilan 1000 ta belgi kiriting'],
    [
      'social.telegram',
      { social: { telegram: 'javascript:alert(1)' } },
      'Toʻgʻri havola kiriting (https://…)',
    ],
    ['regionId', { regionId: 'abc' }, 'Notoʻgʻri qiymat'],
  ])('400 for a bad %s', async (field, over, message) => {
    const a = await makeAccount();
    const r = await put(a.token, await profile(over));
    expect(r.status).toBe(400);
    expect(r.json.error.fields[field]).toBe(message);
  });

  it('refuses a district of another region, an unknown region and inactive or unknown services', async () => {
    const account = await makeAccount({ accountType: 'Agent' });
    const refs = await profileRefs();
    expect(
      (await put(account.token, await profile({ districtId: refs.foreignDistrictId }))).json.error
        .fields,
    ).toHaveProperty('districtId');
    expect(
      (await put(account.token, await profile({ regionId: 999_999, districtId: null }))).json.error
        .fields,
    ).toHaveProperty('regionId');
    expect(
      (await put(account.token, await profile({ serviceIds: [999_999] }))).json.error.fields,
    ).toHaveProperty('serviceIds');
    if (refs.inactiveServiceId)
      expect(
        (await put(account.token, await profile({ serviceIds: [refs.inactiveServiceId] }))).status,
      ).toBe(400);
  });

  it('a company edits its company info; another company’s TIN or name is 409 company_exists', async () => {
    const first = await makeAccount({ accountType: 'Agency', companyName: 'Birinchi Qurilish' });
    const second = await makeAccount({ accountType: 'Agency' });
    const tin = randomTin();
    const company = {
      tin,
      companyName: 'Ikkinchi Loyiha',
      fullAddress: 'Toshkent, Yunusobod 1',
      directorName: 'Bekzod Aliyev',
      email: 'Info@Loyiha.uz',
      phone: '90 111 22 33',
    };
    const ok = await put(second.token, await profile({ company }));
    expect(ok.status).toBe(200);
    expect(ok.json.company).toMatchObject({
      ...company,
      email: 'info@loyiha.uz',
      phone: '+998901112233',
    });
    const [row] = await db().select().from(agencies).where(eq(agencies.accountId, second.id));
    expect(row).toMatchObject({
      tin,
      companyName: 'Ikkinchi Loyiha',
      seoName: 'ikkinchi-loyiha',
      regionId: (await profileRefs()).regionId,
    });
    expect(
      await db().select().from(agencyServices).where(eq(agencyServices.agencyId, row!.id)),
    ).toHaveLength(2);
    const clash = await put(
      second.token,
      await profile({ company: { ...company, companyName: 'birinchi qurilish' } }),
    );
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe('company_exists');
    expect(
      (await put(second.token, await profile({ company: { ...company, tin: 'abc' } }))).json.error
        .fields['company.tin'],
    ).toBeTruthy();
    expect((await put(first.token, await profile({ company: undefined }))).status).toBe(400); // a company must send its info
  });

  it('ignores fields it does not own (role, isPro, phone cannot be set through the profile)', async () => {
    const account = await makeAccount();
    await put(account.token, {
      ...(await profile()),
      role: 'Admin',
      userRole: 'Admin',
      isPro: true,
      phone: '+998901111111',
    });
    const [row] = await db().select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ role: 'User', isPro: false, phone: account.username });
  });
});

describe('POST/DELETE /api/accounts/me/photo', () => {
  it('stores a square AVIF+WebP photo, shows it on the account and the agent, replaces and removes it', async () => {
    const account = await makeAccount({ accountType: 'Agent' });
    const response = await api(photoPost, '/api/accounts/me/photo', {
      method: 'POST',
      formData: fileForm(await jpeg(900, 600)),
      cookie: account.token,
    });
    expect(response.status).toBe(201);
    const first: string = response.json.image.imagePath;
    expect(first).toMatch(/^\/media\/avatars\/.+-384\.webp$/);
    const file = (p: string) => path.join(config().uploadDir, p.replace(/^\/media\//, ''));
    expect(fs.existsSync(file(first))).toBe(true);
    expect(fs.existsSync(file(first.replace('-384.webp', '-96.avif')))).toBe(true);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(fs.readFileSync(file(first))).metadata();
    expect(meta.width).toBe(meta.height); // cropped to a square
    const [agent] = await db().select().from(agents).where(eq(agents.accountId, account.id));
    expect(agent!.photoPath).toBe(first);
    expect(
      (await api(verifyGet, '/api/user/verify', { token: account.token })).json.image.imagePath,
    ).toBe(first);

    const again = await api(photoPost, '/api/accounts/me/photo', {
      method: 'POST',
      formData: fileForm(await jpeg(400, 400)),
      cookie: account.token,
    });
    const second: string = again.json.image.imagePath;
    expect(second).not.toBe(first);
    expect(fs.existsSync(file(first))).toBe(false); // the replaced photo's files are gone

    const del = await api(photoDelete, '/api/accounts/me/photo', {
      method: 'DELETE',
      cookie: account.token,
    });
    expect(del.status).toBe(204);
    expect(fs.existsSync(file(second))).toBe(false);
    expect(
      (await api(meGet, '/api/accounts/me', { cookie: account.token })).json.image.imagePath,
    ).toBeNull();
  });

  it('refuses what is not an image, an SVG, an empty form and anonymous uploads', async () => {
    const account = await makeAccount();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const bad = await api(photoPost, '/api/accounts/me/photo', {
      method: 'POST',
      formData: fileForm(svg, 'x.jpg', 'image/jpeg'),
      cookie: account.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.file).toBeTruthy();
    expect(
      (
        await api(photoPost, '/api/accounts/me/photo', {
          method: 'POST',
          formData: new FormData(),
          cookie: account.token,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(photoPost, '/api/accounts/me/photo', {
          method: 'POST',
          formData: fileForm(await jpeg(100, 100)),
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/accounts/me/pro', () => {
  it('400 naming what the profile lacks; then PRO with a date and an expiry of PRO_DAYS', async () => {
    const account = await makeAccount({ accountType: 'Agent' });
    const missing = await api(proPost, '/api/accounts/me/pro', {
      method: 'POST',
      cookie: account.token,
      lang: 'en',
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields).sort()).toEqual([
      'photo',
      'regionId',
      'serviceIds',
    ]);
    await put(account.token, await profile());
    await api(photoPost, '/api/accounts/me/photo', {
      method: 'POST',
      formData: fileForm(await jpeg(300, 300)),
      cookie: account.token,
    });
    const response = await api(proPost, '/api/accounts/me/pro', {
      method: 'POST',
      cookie: account.token,
    });
    expect(response.status).toBe(200);
    expect(response.json.isPro).toBe(true);
    const days = (Date.parse(response.json.proUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(config().PRO_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(config().PRO_DAYS);
    const [row] = await db().select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.proSince).toBeInstanceOf(Date);
    expect((await api(verifyGet, '/api/user/verify', { token: account.token })).json.isPro).toBe(
      true,
    );
    // activating again while active changes nothing
    const again = await api(proPost, '/api/accounts/me/pro', {
      method: 'POST',
      cookie: account.token,
    });
    expect(again.json.proUntil).toBe(response.json.proUntil);
  });

  it('403 for an ordinary user, 401 for a visitor', async () => {
    const u = await makeAccount();
    expect(
      (await api(proPost, '/api/accounts/me/pro', { method: 'POST', cookie: u.token })).status,
    ).toBe(403);
    expect((await api(proPost, '/api/accounts/me/pro', { method: 'POST' })).status).toBe(401);
  });
});

describe('changing the phone or e-mail', () => {
  it('needs the password, sends a code to the new number, and only the code changes it', async () => {
    const account = await makeAccount({ accountType: 'Agent' });
    const next = randomPhone();
    const wrongPw = await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: next, password: 'Nope1234' },
      cookie: account.token,
      ip: randomIp(),
      lang: 'en',
    });
    expect(wrongPw.status).toBe(400);
    expect(wrongPw.json.error.fields).toEqual({ password: 'The current password is wrong' });
    const response = await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: next.replace('+998', ''), password: account.password },
      cookie: account.token,
      ip: randomIp(),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ resendAfterSeconds: 60 });
    const code = await codeFor(next);
    const wrong = code === '00000' ? '11111' : '00000';
    expect(
      (
        await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
          body: { kind: 'phone', value: next, code: wrong },
          cookie: account.token,
        })
      ).json.error.code,
    ).toBe('wrong_code');
    const ok = await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
      body: { kind: 'phone', value: next, code },
      cookie: account.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ phone: next });
    const [agent] = await db().select().from(agents).where(eq(agents.accountId, account.id));
    expect(agent!.phone).toBe(next);
    expect(
      (
        await login(
          { username: next, password: account.password, rememberMe: false },
          { ip: randomIp() },
        )
      ).ok,
    ).toBe(true);
  });

  it('a code sent for another account cannot change this one', async () => {
    const account = await makeAccount();
    const otherAccount = await makeAccount();
    const next = randomPhone();
    await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: next, password: account.password },
      cookie: account.token,
      ip: randomIp(),
    });
    const code = await codeFor(next);
    const response = await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
      body: { kind: 'phone', value: next, code },
      cookie: otherAccount.token,
    });
    expect(response.status).toBe(400);
    const [row] = await db().select().from(accounts).where(eq(accounts.id, otherAccount.id));
    expect(row!.phone).toBe(otherAccount.username);
    // ... and neither that try nor five wrong ones by b burn a's code
    for (let i = 0; i < 5; i++)
      await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
        body: { kind: 'phone', value: next, code: '00000' },
        cookie: otherAccount.token,
      });
    const mine = await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
      body: { kind: 'phone', value: next, code },
      cookie: account.token,
    });
    expect(mine.status).toBe(200);
  });

  it('409 user_exists after the code when the number belongs to someone else; 400 for the current one', async () => {
    const account = await makeAccount();
    const otherAccount = await makeAccount();
    await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: otherAccount.username, password: account.password },
      cookie: account.token,
      ip: randomIp(),
    });
    const code = await codeFor(otherAccount.username, { purpose: 'changePhone' });
    const response = await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
      body: { kind: 'phone', value: otherAccount.username, code },
      cookie: account.token,
    });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('user_exists');
    // The message stands beside the form's field, translated (not a raw key).
    expect(response.json.error.fields.value).toEqual(expect.any(String));
    expect(response.json.error.fields.value).not.toMatch(/^auth:/);
    const same = await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: account.username, password: account.password },
      cookie: account.token,
      ip: randomIp(),
    });
    expect(same.status).toBe(400);
    expect(same.json.error.fields.value).toBeTruthy();
  });

  it('adds an e-mail to a phone account by a code sent to it', async () => {
    const account = await makeAccount();
    const email = randomEmail();
    await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'email', value: email, password: account.password },
      cookie: account.token,
      ip: randomIp(),
    });
    const code = await codeFor(email);
    const response = await api(contactConfirmPost, '/api/accounts/me/contact/confirm', {
      body: { kind: 'email', value: email, code },
      cookie: account.token,
    });
    expect(response.json).toEqual({ email });
    expect((await api(meGet, '/api/accounts/me', { cookie: account.token })).json.email).toBe(
      email,
    );
  });

  it('400 for a malformed body (unknown kind, bad phone)', async () => {
    const account = await makeAccount();
    expect(
      (
        await api(contactPost, '/api/accounts/me/contact', {
          body: { kind: 'fax', value: '1', password: 'x' },
          cookie: account.token,
        })
      ).status,
    ).toBe(400);
    const bad = await api(contactPost, '/api/accounts/me/contact', {
      body: { kind: 'phone', value: '12', password: 'x' },
      cookie: account.token,
    });
    expect(bad.json.error.fields.value).toBeTruthy();
  });
});

describe('GET /api/accounts/{id} and the get-by-accountId lookups', () => {
  it('a specialist is public; an ordinary user is visible to itself only (404 to others)', async () => {
    const agent = await makeAccount({ accountType: 'Agent', fullName: 'Jasur Toshmatov' });
    const user = await makeAccount();
    const pub = await api(accountGet, `/api/accounts/${agent.id}`, {
      params: { id: String(agent.id) },
    });
    expect(pub.status).toBe(200);
    expect(pub.json).toMatchObject({
      id: agent.id,
      fullName: 'Jasur Toshmatov',
      userRole: 'Agent',
      image: { imagePath: null },
      isPro: false,
    });
    expect(pub.json).not.toHaveProperty('phone');
    expect(
      (await api(accountGet, `/api/accounts/${user.id}`, { params: { id: String(user.id) } }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(accountGet, `/api/accounts/${user.id}`, {
          params: { id: String(user.id) },
          cookie: agent.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(accountGet, `/api/accounts/${user.id}`, {
          params: { id: String(user.id) },
          cookie: user.token,
        })
      ).status,
    ).toBe(200);
    expect((await api(accountGet, '/api/accounts/abc', { params: { id: 'abc' } })).status).toBe(
      400,
    );
    expect(
      (await api(accountGet, '/api/accounts/99999999', { params: { id: '99999999' } })).status,
    ).toBe(404);
  });

  it('agent/get-by-accountId and agency/get-by-accountId answer { id, image: { imagePath } }', async () => {
    const agent = await makeAccount({ accountType: 'Agent' });
    const company = await makeAccount({ accountType: 'Agency' });
    const [agentRow] = await db().select().from(agents).where(eq(agents.accountId, agent.id));
    const [agencyRow] = await db()
      .select()
      .from(agencies)
      .where(eq(agencies.accountId, company.id));
    const a = await api(agentByAccountGet, `/api/agent/get-by-accountId/${agent.id}`, {
      params: { accountId: String(agent.id) },
    });
    expect(a.json).toEqual({ id: agentRow!.id, image: { imagePath: null } });
    const c = await api(agencyByAccountGet, `/api/agency/get-by-accountId?accountId=${company.id}`);
    expect(c.json).toEqual({ id: agencyRow!.id, image: { imagePath: null } });
    expect(
      (
        await api(agentByAccountGet, `/api/agent/get-by-accountId/${company.id}`, {
          params: { accountId: String(company.id) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(agencyByAccountGet, `/api/agency/get-by-accountId?accountId=${agent.id}`)).status,
    ).toBe(404);
    expect((await api(agencyByAccountGet, '/api/agency/get-by-accountId')).status).toBe(400);
    expect(
      (
        await api(agentByAccountGet, '/api/agent/get-by-accountId/x', {
          params: { accountId: 'x' },
        })
      ).status,
    ).toBe(400);
  });

  it('the agency photo comes from the agency record for Agency accounts', async () => {
    const company = await makeAccount({ accountType: 'Agency' });
    const response = await api(photoPost, '/api/accounts/me/photo', {
      method: 'POST',
      formData: fileForm(await jpeg(300, 300)),
      cookie: company.token,
    });
    const c = await api(agencyByAccountGet, `/api/agency/get-by-accountId?accountId=${company.id}`);
    expect(c.json.image.imagePath).toBe(response.json.image.imagePath);
    await db()
      .update(agencies)
      .set({ photoPath: '/media/avatars/aa/aa0000000000000000000000-384.webp' })
      .where(and(eq(agencies.accountId, company.id)));
    expect(
      (await api(verifyGet, '/api/user/verify', { token: company.token })).json.image.imagePath,
    ).toBe('/media/avatars/aa/aa0000000000000000000000-384.webp');
  });
});
