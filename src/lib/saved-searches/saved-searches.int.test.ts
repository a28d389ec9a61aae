// Saved searches through the real routes and the real alert passes (docs/saved-searches.md): the
// query is the project list's (unknown filters and bad values refused by name, counts equal to the
// list's), at most 20 per account, someone else's is 404; a project that becomes active is matched
// with the list's own filters (several filters, search text, the sort ignored), never for its own
// owner, announced once per search however often it is reactivated or however many passes race,
// daily searches at 09:00 Tashkent by a clock the test sets, nothing for a paused search; e-mails in
// the account's language with a one-click unsubscribe whose token opens only its own search.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makeActor, makeOwnedProject } from '@tests/factories/pro';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  agents,
  agentServices,
  notifications,
  regions,
  savedSearches,
  services,
} from '@/lib/db/schema';
import { createQuoteRequest } from '@/lib/quotes/create.server';
import { respondToQuote } from '@/lib/quotes/act.server';
import { runIfDue } from '@/lib/platform/cluster-job.server';
import { setProjectStatus } from '@/lib/projects/write/set-project-status.server';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import { readOutbox } from '@/lib/sms/outbox.server';
import { GET as projectsApi } from '@/pages/api/projects/index';
import { GET as listApi, POST as createApi } from '@/pages/api/saved-searches/index';
import { DELETE as deleteApi, GET as getApi, PUT as putApi } from '@/pages/api/saved-searches/[id]';
import { GET as notificationsApi } from '@/pages/api/notifications/index';
import { POST as readApi } from '@/pages/api/notifications/read';
import { runSavedSearchAlerts, savedSearchAlertJob } from './alert-job.server';
import { lastDigestAt } from './deliver.server';
import { pauseSavedSearchForAccount } from './index';
import { unsubscribeByToken, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe.server';

const word = () => `zx${crypto.randomBytes(4).toString('hex')}`;

const save = (who: SessionAccount, body: Record<string, unknown>) =>
  call(createApi, '/api/saved-searches?Lang=en', {
    method: 'POST',
    account: who,
    body: { frequency: 'instant', channels: ['site'], ...body },
  });

async function saved(who: SessionAccount, body: Record<string, unknown>) {
  const res = await save(who, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; matchCount: number; query: string; name: string };
}

async function notesOf(who: SessionAccount) {
  return db().select().from(notifications).where(eq(notifications.accountId, who.id));
}

async function withEmail(who: SessionAccount, lang: 'uz' | 'ru' | 'en' = 'en') {
  const email = `${word()}@example.uz`;
  await db().update(accounts).set({ email, lang }).where(eq(accounts.id, who.id));
  return email;
}
const mailsTo = async (email: string) =>
  (await readOutbox()).filter((l) => l.to === email && l.purpose === 'alert');

describe('saved searches API', () => {
  it('stores the canonical query and counts exactly what GET /api/projects counts', async () => {
    const me = await makeActor('user');
    const pro = await makeActor('pro');
    const w = word();
    await makeOwnedProject(pro, { title: `Uy ${w} bir`, storeys: 'two', price: 300_000_000 }, 1);
    await makeOwnedProject(pro, { title: `Uy ${w} ikki`, storeys: 'two', price: 900_000_000 }, 1);
    await makeOwnedProject(pro, { title: `Uy ${w} uch`, storeys: 'single' }, 1);
    const query = `?Sort=priceDesc&Storeys=two&Search=${w}&PageNumber=3&PriceMax=500000000`;
    const s = await saved(me, { query, name: 'Ikki qavat' });
    expect(s.query).toBe(`Search=${w}&PriceMax=500000000&Storeys=two&Sort=priceDesc`);
    const list = await call(projectsApi, `/api/projects?${s.query}`);
    expect(list.status).toBe(200);
    expect(s.matchCount).toBe(
      (list.json as { metaData: { totalCount: number } }).metaData.totalCount,
    );
    expect(s.matchCount).toBe(1);
    const mine = await call(listApi, '/api/saved-searches', { account: me });
    expect((mine.json as { items: { id: number }[] }).items.map((i) => i.id)).toEqual([s.id]);
  });

  it('refuses an unknown filter or a bad value with a 400 naming it', async () => {
    const me = await makeActor('user');
    const unknown = await save(me, { query: 'Colour=red&Storeys=two' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ error: { fields: { 'query.Colour': 'Unknown filter' } } });
    const bad = await save(me, { query: 'Storeys=ten' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.json as { error: { fields: object } }).error.fields)).toEqual([
      'query.Storeys',
    ]);
    const price = await save(me, { query: 'PriceMin=lots' });
    expect(Object.keys((price.json as { error: { fields: object } }).error.fields)).toEqual([
      'query.PriceMin',
    ]);
    const freq = await save(me, { query: '', frequency: 'hourly' });
    expect(Object.keys((freq.json as { error: { fields: object } }).error.fields)).toEqual([
      'frequency',
    ]);
    const none = await save(me, { query: '', channels: [] });
    expect(Object.keys((none.json as { error: { fields: object } }).error.fields)).toEqual([
      'channels',
    ]);
    // No bot token in the tests: Telegram is not a channel.
    const tg = await save(me, { query: '', channels: ['site', 'telegram'] });
    expect(tg.status).toBe(400);
    expect(tg.json).toMatchObject({
      error: { fields: { channels: 'Telegram alerts are not available' } },
    });
    expect(
      await db().select().from(savedSearches).where(eq(savedSearches.accountId, me.id)),
    ).toEqual([]);
  });

  it('keeps at most 20 per account (409), even when saved at the same time', async () => {
    const me = await makeActor('user');
    const results = await Promise.all(
      Array.from({ length: 22 }, (_, i) => save(me, { query: `Search=${word()}`, name: `S${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const [one] = results.filter((r) => r.status === 409);
    expect(one!.json).toMatchObject({ error: { code: 'conflict' } });
  });

  it('answers 404 for someone else’s search, and lets the owner edit, pause and delete it', async () => {
    const me = await makeActor('user');
    const other = await makeActor('user');
    const s = await saved(me, { query: 'Storeys=two' });
    const params = { id: String(s.id) };
    for (const res of [
      await call(getApi, `/api/saved-searches/${s.id}`, { account: other, params }),
      await call(putApi, `/api/saved-searches/${s.id}`, {
        method: 'PUT',
        account: other,
        params,
        body: { paused: true },
      }),
      await call(deleteApi, `/api/saved-searches/${s.id}`, {
        method: 'DELETE',
        account: other,
        params,
      }),
    ])
      expect(res.status).toBe(404);
    expect(await pauseSavedSearchForAccount(db(), other.id, s.id)).toBeNull();
    const put = await call(putApi, `/api/saved-searches/${s.id}`, {
      method: 'PUT',
      account: me,
      params,
      body: { paused: true, name: 'Yangi nom', frequency: 'daily', query: 'Storeys=single' },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({
      paused: true,
      name: 'Yangi nom',
      frequency: 'daily',
      query: 'Storeys=single',
    });
    const badPut = await call(putApi, `/api/saved-searches/${s.id}`, {
      method: 'PUT',
      account: me,
      params,
      body: { query: 'Style=gothic' },
    });
    expect(Object.keys((badPut.json as { error: { fields: object } }).error.fields)).toEqual([
      'query.Style',
    ]);
    const del = await call(deleteApi, `/api/saved-searches/${s.id}`, {
      method: 'DELETE',
      account: me,
      params,
    });
    expect(del.status).toBe(204);
    expect((await call(getApi, '/', { account: me, params })).status).toBe(404);
  });
});

describe('matching and delivery', () => {
  it('matches with the list’s own filters (several filters, search text; the sort ignored)', async () => {
    const me = await makeActor('user');
    const pro = await makeActor('pro');
    const w = word();
    const s = await saved(me, {
      query: `Search=${w}&Storeys=two&PriceMax=500000000&WallMaterial=brick&Sort=popular`,
      name: 'Gʻisht uy',
    });
    const fits = await makeOwnedProject(
      pro,
      { title: `Uy ${w} mos`, storeys: 'two', price: 400_000_000, wallMaterial: 'brick' },
      1,
    );
    await makeOwnedProject(pro, { title: `Uy ${w} qimmat`, storeys: 'two', price: 600_000_000 }, 1);
    await makeOwnedProject(pro, { title: `Uy ${w} bir`, storeys: 'single', price: 100 }, 1);
    await makeOwnedProject(pro, { title: `Uy ${w} yogoch`, wallMaterial: 'wood', price: 100 }, 1);
    await makeOwnedProject(pro, { title: 'Boshqa uy', storeys: 'two', price: 100 }, 1);
    await makeOwnedProject(pro, { title: `Uy ${w} nofaol`, price: 100, isActive: false }, 1);
    await runSavedSearchAlerts();
    const notes = await notesOf(me);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'savedSearch.project',
      params: { name: 'Gʻisht uy', title: `Uy ${w} mos` },
      url: fits.seoProjectUrl
        ? `/project/details/${fits.seoProjectCode}/${fits.seoProjectUrl}`
        : '',
    });
    // The same answer as the list for the same query.
    const list = await call(projectsApi, `/api/projects?${s.query}`);
    expect((list.json as { items: { id: number }[] }).items.map((i) => i.id)).toEqual([fits.id]);
  });

  it('never tells searchers about their own projects, nor a paused search', async () => {
    const pro = await makeActor('pro');
    const paused = await makeActor('user');
    const w = word();
    await saved(pro, { query: `Search=${w}` });
    const p = await saved(paused, { query: `Search=${w}` });
    expect(await pauseSavedSearchForAccount(db(), paused.id, p.id)).toEqual({ name: p.name });
    await makeOwnedProject(pro, { title: `Uy ${w}` }, 1);
    await runSavedSearchAlerts();
    expect(await notesOf(pro)).toEqual([]);
    expect(await notesOf(paused)).toEqual([]);
  });

  it('announces a project once per search: reactivated, or with passes racing', async () => {
    const me = await makeActor('user');
    const pro = await makeActor('pro');
    const w = word();
    await saved(me, { query: `Search=${w}` });
    const project = await makeOwnedProject(pro, { title: `Uy ${w}` }, 1);
    // Several job runners at once (on PostgreSQL each on its own connection).
    await Promise.all([
      runSavedSearchAlerts(),
      runSavedSearchAlerts(),
      runIfDue(savedSearchAlertJob),
      runIfDue(savedSearchAlertJob),
    ]);
    await runSavedSearchAlerts();
    expect(await notesOf(me)).toHaveLength(1);
    await setProjectStatus({ actor: pro, projectId: project.id, body: { isActive: false } });
    await setProjectStatus({ actor: pro, projectId: project.id, body: { isActive: true } });
    await Promise.all([runSavedSearchAlerts(), runSavedSearchAlerts()]);
    expect(await notesOf(me)).toHaveLength(1);
  });

  it('reactivation and a new project both reach a search saved after the first activation', async () => {
    const me = await makeActor('user');
    const pro = await makeActor('pro');
    const w = word();
    const project = await makeOwnedProject(pro, { title: `Uy ${w}`, isActive: false }, 1);
    await saved(me, { query: `Search=${w}` });
    await runSavedSearchAlerts();
    expect(await notesOf(me)).toEqual([]); // created inactive: not news
    await setProjectStatus({ actor: pro, projectId: project.id, body: { isActive: true } });
    await runSavedSearchAlerts();
    expect(await notesOf(me)).toHaveLength(1);
  });

  it('sends a daily search’s projects in one digest at 09:00 Tashkent time', async () => {
    const me = await makeActor('user');
    const pro = await makeActor('pro');
    const email = await withEmail(me, 'ru');
    const w = word();
    await saved(me, {
      query: `Search=${w}`,
      frequency: 'daily',
      channels: ['site', 'email'],
      name: 'Дом',
    });
    await makeOwnedProject(pro, { title: `Uy ${w} A` }, 1);
    await makeOwnedProject(pro, { title: `Uy ${w} B` }, 1);
    // 10:00 in Tashkent: matched now, sent at tomorrow's 09:00.
    const t = (iso: string) => new Date(iso);
    await runSavedSearchAlerts(t('2031-05-10T05:00:00Z'));
    await runSavedSearchAlerts(t('2031-05-11T03:59:00Z'));
    expect(await notesOf(me)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    await runSavedSearchAlerts(t('2031-05-11T04:00:30Z'));
    const notes = await notesOf(me);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'savedSearch.digest', params: { count: 2 } });
    expect(notes[0]!.url).toBe(`/projects?Search=${w}`);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Новые проекты по поиску «Дом»: 2');
    await runSavedSearchAlerts(t('2031-05-12T04:00:30Z'));
    expect(await notesOf(me)).toHaveLength(1);
    expect(lastDigestAt(t('2031-05-11T03:59:59Z')).toISOString()).toBe('2031-05-10T04:00:00.000Z');
    expect(lastDigestAt(t('2031-05-11T04:00:00Z')).toISOString()).toBe('2031-05-11T04:00:00.000Z');
  });
});

describe('e-mail alerts and unsubscribe', () => {
  it('mails in the account’s language with a one-click unsubscribe link and headers', async () => {
    const me = await makeActor('user');
    const pro = await makeActor('pro');
    const email = await withEmail(me, 'en');
    const w = word();
    const s = await saved(me, { query: `Search=${w}`, channels: ['email'], name: 'Brick house' });
    const project = await makeOwnedProject(pro, { title: `Uy ${w}`, price: 450_000_000 }, 1);
    await runSavedSearchAlerts();
    expect(await notesOf(me)).toEqual([]); // e-mail only
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('New projects for “Brick house”: 1');
    expect(mail!.text).toContain(`Uy ${w}`);
    expect(mail!.text).toContain('450,000,000\u00a0UZS');
    expect(mail!.text).toContain(
      `${configuredOrigin()}/project/details/${project.seoProjectCode}/${project.seoProjectUrl}`,
    );
    const link = /Stop these e-mails: (\S+)/.exec(mail!.text)![1]!;
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const token = new URL(link).searchParams.get('token')!;
    expect(await verifyUnsubscribeToken(token)).toEqual({ savedSearchId: s.id, accountId: me.id });
    expect(await unsubscribeByToken(token)).toEqual({ name: 'Brick house' });
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, s.id));
    expect(row!.channels).toEqual([]);
    await makeOwnedProject(pro, { title: `Uy ${w} 2` }, 1);
    await runSavedSearchAlerts();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a tampered token and a token used for another search', async () => {
    const me = await makeActor('user');
    const a = await saved(me, { query: 'Storeys=two', channels: ['site', 'email'] });
    const b = await saved(me, { query: 'Storeys=single', channels: ['site', 'email'] });
    const token = await unsubscribeToken(a.id, me.id);
    const [, , mac] = token.split('.');
    const flipped = mac!.startsWith('A') ? `B${mac!.slice(1)}` : `A${mac!.slice(1)}`;
    expect(await verifyUnsubscribeToken(`${a.id}.${me.id}.${flipped}`)).toBeNull();
    expect(await verifyUnsubscribeToken(`${b.id}.${me.id}.${mac}`)).toBeNull();
    expect(await verifyUnsubscribeToken(`${a.id}.${me.id + 1}.${mac}`)).toBeNull();
    expect(await verifyUnsubscribeToken('nonsense')).toBeNull();
    expect(await unsubscribeByToken(`${b.id}.${me.id}.${mac}`)).toBeNull();
    const rows = await db().select().from(savedSearches).where(eq(savedSearches.accountId, me.id));
    expect(rows.map((r) => r.channels)).toEqual([
      ['site', 'email'],
      ['site', 'email'],
    ]);
  });
});

describe('notifications API', () => {
  it('lists the caller’s notifications in their language and marks them read', async () => {
    const me = await makeActor('user');
    const other = await makeActor('user');
    const pro = await makeActor('pro');
    const w = word();
    await saved(me, { query: `Search=${w}`, name: 'Uylar' });
    await saved(other, { query: `Search=${w}` });
    await makeOwnedProject(pro, { title: `Uy ${w} 1` }, 1);
    await runSavedSearchAlerts();
    await makeOwnedProject(pro, { title: `Uy ${w} 2` }, 1);
    await runSavedSearchAlerts();
    const list = await call(notificationsApi, '/api/notifications?Lang=ru', { account: me });
    expect(list.status).toBe(200);
    const body = list.json as {
      items: { id: number; title: string; readAt: string | null }[];
      metaData: { unreadTotal: number; totalCount: number };
    };
    expect(body.metaData).toMatchObject({ unreadTotal: 2, totalCount: 2 });
    expect(body.items[0]!.title).toBe(`Новый проект по поиску «Uylar»: Uy ${w} 2`);
    const theirs = (
      (await call(notificationsApi, '/api/notifications', { account: other })).json as {
        items: { id: number }[];
      }
    ).items;
    const read = await call(readApi, '/api/notifications/read', {
      method: 'POST',
      account: me,
      body: { ids: [body.items[1]!.id, theirs[0]!.id] },
    });
    expect(read.json).toEqual({ unreadTotal: 1 });
    const otherAfter = await call(notificationsApi, '/api/notifications', { account: other });
    expect((otherAfter.json as typeof body).metaData.unreadTotal).toBe(2);
    const all = await call(readApi, '/api/notifications/read', {
      method: 'POST',
      account: me,
      body: {},
    });
    expect(all.json).toEqual({ unreadTotal: 0 });
    const anon = await call(notificationsApi, '/api/notifications');
    expect(anon.status).toBe(401);
  });
});

describe('other kinds of notification', () => {
  it('rings a specialist’s bell for a new quote request, and the customer’s for a response', async () => {
    const customer = await makeActor('user');
    const specialist = await makeActor('pro', 'Javob Beruvchi Usta');
    const n = word();
    const [service] = await db()
      .insert(services)
      .values({ seoUrl: `svc-${n}`, nameUz: n, nameRu: n, nameEn: n })
      .returning({ id: services.id });
    const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
    const [agent] = await db()
      .insert(agents)
      .values({
        accountId: specialist.id,
        regionId: region!.id,
        seoName: `usta-${n}`,
        fullName: specialist.fullName,
      })
      .returning({ id: agents.id });
    await db().insert(agentServices).values({ agentId: agent!.id, serviceId: service!.id });
    const made = await createQuoteRequest(customer, {
      serviceId: service!.id,
      regionId: region!.id,
      description: `Hammomni taʼmirlash kerak, plitka va santexnika ${n}`,
    });
    // The specialist's bell rings for the new request.
    const theirs = await call(notificationsApi, '/api/notifications?Lang=ru', {
      account: specialist,
    });
    expect((theirs.json as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        kind: 'quote.request',
        title: 'Новая заявка от заказчика: ответьте в разделе «Заявки»',
        url: '/account/requests',
      }),
    ]);
    const { conversationId } = await respondToQuote(specialist, made.id, {
      content: 'Qila olaman',
    });
    const list = await call(notificationsApi, '/api/notifications?Lang=en', { account: customer });
    expect((list.json as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        kind: 'quote.response',
        title: 'Javob Beruvchi Usta responded to your quote request',
        url: `/account/messages?c=${conversationId}`,
        readAt: null,
      }),
    ]);
  });
});
