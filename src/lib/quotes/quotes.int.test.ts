// Quote requests through the real routes (docs/quote-requests.md): matching (the service or its
// parent, the region, PRO and quick responders first, never the customer, a blocked account or a
// blocked pair), no match in the region (422 with the nearest regions), the customer's contacts
// hidden until a response, one response each, choose and close as every matched specialist then
// sees them, the day's limits, and bad input beside each field.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { fakeVariants } from '@tests/factories/projects';
import { createSession, readSession } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import {
  accountBlocks,
  accounts,
  districts,
  messages,
  quoteRequestImages,
  quoteRequestMatches,
  quoteRequests,
  regions,
  services,
} from '@/lib/db/schema';
import { POST as createApi, GET as listApi } from '@/pages/api/quote-requests/index';
import { GET as inboxApi } from '@/pages/api/quote-requests/inbox';
import { GET as detailApi } from '@/pages/api/quote-requests/[id]/index';
import { POST as respondApi } from '@/pages/api/quote-requests/[id]/respond';
import { POST as chooseApi } from '@/pages/api/quote-requests/[id]/choose';
import { POST as closeApi } from '@/pages/api/quote-requests/[id]/close';
import { rankCandidates } from './match.server';

type Who = Person;
const DAY = 24 * 3600 * 1000;
let seq = 0;

const create = (who: Who, body: unknown, lang: 'uz' | 'en' | 'ru' = 'en') =>
  call(createApi, `/api/quote-requests?Lang=${lang}`, {
    method: 'POST',
    account: who.account,
    body,
  });
const inbox = (who: Who) => call(inboxApi, '/api/quote-requests/inbox', { account: who.account });
const mine = (who: Who) => call(listApi, '/api/quote-requests', { account: who.account });
const detail = (who: Who, id: number) =>
  call(detailApi, `/api/quote-requests/${id}`, {
    account: who.account,
    params: { id: String(id) },
  });
const respond = (who: Who, id: number, content = 'Salom, men bu ishni qila olaman') =>
  call(respondApi, `/api/quote-requests/${id}/respond`, {
    method: 'POST',
    account: who.account,
    params: { id: String(id) },
    body: { content },
  });
const choose = (who: Who, id: number, responseId: unknown) =>
  call(chooseApi, `/api/quote-requests/${id}/choose`, {
    method: 'POST',
    account: who.account,
    params: { id: String(id) },
    body: { responseId },
  });
const close = (who: Who, id: number) =>
  call(closeApi, `/api/quote-requests/${id}/close`, {
    method: 'POST',
    account: who.account,
    params: { id: String(id) },
  });

/** A signed-in person for an account the factories made. */
async function personOf(accountId: number): Promise<Person> {
  const { token } = await createSession(accountId, { rememberMe: false });
  const s = (await readSession(token))!;
  return { account: s.account, token, sessionId: s.sessionId, phone: '' };
}

/** A fresh parent service with one sub-service: nobody else in the file offers them. */
async function freshServices() {
  const n = ++seq;
  const [parent] = await db()
    .insert(services)
    .values({ seoUrl: `quote-parent-${n}`, nameUz: `Ota ${n}`, nameRu: `P ${n}`, nameEn: `P ${n}` })
    .returning();
  const [child] = await db()
    .insert(services)
    .values({
      parentId: parent!.id,
      seoUrl: `quote-child-${n}`,
      nameUz: `Bola ${n}`,
      nameRu: `C ${n}`,
      nameEn: `Child ${n}`,
    })
    .returning();
  return { parent: parent!.id, child: child!.id };
}

let region: { id: number; soato: number };
let neighbour: { id: number; soato: number };
let far: { id: number };
beforeAll(async () => {
  const all = await db().select().from(regions);
  const bySoato = (s: number) => all.find((r) => r.soato === s)!;
  region = bySoato(1703); // Andijan
  neighbour = bySoato(1714); // Namangan, its neighbour
  far = bySoato(1735); // Karakalpakstan
});

const text = (tag: string) => `Uyimning tomini yopish kerak, 120 kv.m, shifer. ${tag} ${++seq}`;
const specialist = async (opts: {
  serviceIds: number[];
  regionId: number;
  isPro?: boolean;
  isBlocked?: boolean;
}) => {
  const { account } = await makeAgent(opts);
  return account.id;
};
const matchedIds = async (requestId: number) =>
  (
    await db()
      .select({ accountId: quoteRequestMatches.accountId })
      .from(quoteRequestMatches)
      .where(eq(quoteRequestMatches.requestId, requestId))
      .orderBy(quoteRequestMatches.id)
  ).map((r) => r.accountId);

describe('matching', () => {
  it('sends to those offering the service or its parent in the region, never the customer or a blocked account', async () => {
    const s = await freshServices();
    const customer = await makePerson('user');
    const child = await specialist({ serviceIds: [s.child], regionId: region.id });
    const parent = await specialist({ serviceIds: [s.parent], regionId: region.id });
    const { account: company } = await makeAgency({ serviceIds: [s.child], regionId: region.id });
    await specialist({ serviceIds: [s.child], regionId: neighbour.id }); // another region
    await specialist({ serviceIds: [s.child], regionId: region.id, isBlocked: true });
    const blockedByCustomer = await specialist({ serviceIds: [s.child], regionId: region.id });
    await db()
      .insert(accountBlocks)
      .values({ blockerAccountId: customer.account.id, blockedAccountId: blockedByCustomer });
    const blockingCustomer = await specialist({ serviceIds: [s.child], regionId: region.id });
    await db()
      .insert(accountBlocks)
      .values({ blockerAccountId: blockingCustomer, blockedAccountId: customer.account.id });
    const res = await create(customer, {
      serviceId: s.child,
      regionId: region.id,
      description: text('a'),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ status: 'open', matchedCount: 3 });
    expect((await matchedIds(res.json.id)).sort()).toEqual([child, parent, company.id].sort());

    // A request for the parent service does not reach those offering only a sub-service.
    const up = await create(customer, {
      serviceId: s.parent,
      regionId: region.id,
      description: text('b'),
    });
    expect(up.status, up.text).toBe(201);
    expect(await matchedIds(up.json.id)).toEqual([parent]);
  });

  it('never matches the customer themself', async () => {
    const s = await freshServices();
    const { account } = await makeAgent({ serviceIds: [s.child], regionId: region.id });
    const customer = await personOf(account.id);
    const other = await specialist({ serviceIds: [s.child], regionId: region.id });
    const res = await create(customer, {
      serviceId: s.child,
      regionId: region.id,
      description: text('c'),
    });
    expect(res.status, res.text).toBe(201);
    expect(await matchedIds(res.json.id)).toEqual([other]);
  });

  it('takes at most 5: PRO first, then those answering more within a day, then the faster', async () => {
    const s = await freshServices();
    const customer = await makePerson('user');
    const plain = [];
    for (let i = 0; i < 4; i++)
      plain.push(await specialist({ serviceIds: [s.child], regionId: region.id }));
    const pro = await specialist({ serviceIds: [s.child], regionId: region.id, isPro: true });
    const pro2 = await specialist({ serviceIds: [s.child], regionId: region.id, isPro: true });
    // History: plain[3] answered all within an hour, plain[2] within 20 h, plain[0] never.
    const other = await makePerson('user');
    const [old] = await db()
      .insert(quoteRequests)
      .values({
        customerAccountId: other.account.id,
        serviceId: s.child,
        regionId: region.id,
        description: 'Eski so‘rov, tarix uchun yozilgan matn',
        createdAt: new Date(Date.now() - 5 * DAY),
      })
      .returning();
    const at = new Date(Date.now() - 5 * DAY);
    const after = (h: number) => new Date(at.getTime() + h * 3600 * 1000);
    await db()
      .insert(quoteRequestMatches)
      .values([
        { requestId: old!.id, accountId: plain[3]!, matchedAt: at, respondedAt: after(1) },
        { requestId: old!.id, accountId: plain[2]!, matchedAt: at, respondedAt: after(20) },
        { requestId: old!.id, accountId: plain[0]!, matchedAt: at },
      ]);
    const res = await create(customer, {
      serviceId: s.child,
      regionId: region.id,
      description: text('d'),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.matchedCount).toBe(5);
    // PROs (no history: the middle rate, by id), then rate 1 faster first, then no history, then rate 0.
    expect(await matchedIds(res.json.id)).toEqual([pro, pro2, plain[3], plain[2], plain[1]]);
  });

  it('orders by rate before speed, unknown between good and slow', () => {
    const stats = new Map([
      [1, { matched: 4, quick: 4, avgSeconds: 7200 }],
      [2, { matched: 4, quick: 4, avgSeconds: 600 }],
      [3, { matched: 4, quick: 1, avgSeconds: 60 }],
    ]);
    const list = [1, 2, 3, 4].map((accountId) => ({ accountId, isPro: false }));
    expect(rankCandidates(list, stats)).toEqual([2, 1, 4, 3]);
    expect(rankCandidates([...list, { accountId: 9, isPro: true }], stats)[0]).toBe(9);
  });

  it('answers 422 with the nearest regions that have someone when the region has nobody, writing nothing', async () => {
    const s = await freshServices();
    const customer = await makePerson('user');
    await specialist({ serviceIds: [s.child], regionId: neighbour.id });
    await specialist({ serviceIds: [s.child], regionId: far.id });
    const res = await create(customer, {
      serviceId: s.child,
      regionId: region.id,
      description: text('e'),
    });
    expect(res.status, res.text).toBe(422);
    expect(res.json.error.code).toBe('no_match');
    expect(res.json.error.suggestions).toEqual([
      { regionId: neighbour.id, name: expect.any(String), matchCount: 1 },
    ]);
    expect(res.json.error.fields.regionId).toContain(res.json.error.suggestions[0].name);
    const rows = await db()
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.customerAccountId, customer.account.id));
    expect(rows).toEqual([]);
  });
});

async function openRequest(n = 3) {
  const s = await freshServices();
  const customer = await makePerson('user');
  const people: Person[] = [];
  for (let i = 0; i < n; i++)
    people.push(await personOf(await specialist({ serviceIds: [s.child], regionId: region.id })));
  const [img] = await db()
    .insert(quoteRequestImages)
    .values({
      uploaderAccountId: customer.account.id,
      width: 640,
      height: 480,
      variants: fakeVariants(),
    })
    .returning();
  const res = await create(customer, {
    serviceId: s.child,
    regionId: region.id,
    description: text('f'),
    budgetMin: 5_000_000,
    budgetMax: 9_000_000,
    imageIds: [img!.id],
  });
  expect(res.status, res.text).toBe(201);
  return { customer, people, id: res.json.id as number, s };
}

describe('privacy, responses, choose and close', () => {
  it('hides the customer until the specialist responds, and shows them to that one only', async () => {
    const { customer, people, id } = await openRequest();
    const [a, b] = people;
    const before = await inbox(a!);
    expect(before.status).toBe(200);
    const item = before.json.items[0];
    expect(item).toMatchObject({
      id,
      status: 'open',
      budgetMin: 5_000_000,
      respondedAt: null,
      customer: null,
    });
    expect(item.images).toHaveLength(1);
    expect(before.text).not.toContain(customer.account.fullName);

    const r = await respond(a!, id);
    expect(r.status, r.text).toBe(201);
    const [msg] = await db()
      .select()
      .from(messages)
      .where(eq(messages.conversationId, r.json.conversationId));
    expect(msg).toMatchObject({ senderAccountId: a!.account.id, quoteRequestId: id });

    const after = await inbox(a!);
    expect(after.json.items[0].customer).toMatchObject({
      accountId: customer.account.id,
      fullName: customer.account.fullName,
    });
    expect(after.json.items[0].conversationId).toBe(r.json.conversationId);
    expect((await inbox(b!)).json.items[0].customer).toBeNull();
    expect((await inbox(b!)).text).not.toContain(customer.account.fullName);
  });

  it('drops from the inbox the requests of a customer disabled since', async () => {
    const { customer, people, id } = await openRequest(1);
    expect((await inbox(people[0]!)).json.items.map((i: { id: number }) => i.id)).toEqual([id]);
    await db()
      .update(accounts)
      .set({ isBlocked: true })
      .where(eq(accounts.id, customer.account.id));
    const after = await inbox(people[0]!);
    expect(after.json).toMatchObject({ items: [], metaData: { totalCount: 0 } });
  });

  it('lets a matched specialist respond once; anyone else gets 404', async () => {
    const { customer, people, id } = await openRequest(1);
    const stranger = await makePerson('agentPro');
    expect((await respond(stranger, id)).status).toBe(404);
    expect((await respond(customer, id)).status).toBe(404);
    expect((await respond(people[0]!, id)).status).toBe(201);
    const again = await respond(people[0]!, id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('conflict');
    expect((await respond(people[0]!, id, '')).status).toBe(400);
  });

  it('gives the claim back when the message is refused (the customer blocked the specialist)', async () => {
    const { customer, people, id } = await openRequest(1);
    await db()
      .insert(accountBlocks)
      .values({ blockerAccountId: customer.account.id, blockedAccountId: people[0]!.account.id });
    expect((await respond(people[0]!, id)).status).toBe(404);
    const [m] = await db()
      .select()
      .from(quoteRequestMatches)
      .where(eq(quoteRequestMatches.requestId, id));
    expect(m!.respondedAt).toBeNull();
  });

  it('shows the customer who responded; choosing closes it for every matched specialist', async () => {
    const { customer, people, id } = await openRequest(3);
    const [a, b, c] = people;
    const ra = await respond(a!, id);
    await respond(b!, id);
    const mineNow = await detail(customer, id);
    expect(mineNow.status).toBe(200);
    expect(mineNow.json).toMatchObject({
      id,
      status: 'open',
      matchedCount: 3,
      chosenResponseId: null,
    });
    expect(
      mineNow.json.responses.map((x: { from: { accountId: number } }) => x.from.accountId),
    ).toEqual([a!.account.id, b!.account.id]);
    expect(mineNow.json.responses[0].conversationId).toBe(ra.json.conversationId);
    expect((await mine(customer)).json.items.map((x: { id: number }) => x.id)).toEqual([id]);

    // Someone else's request is 404 for reading, choosing and closing.
    expect((await detail(a!, id)).status).toBe(404);
    expect((await choose(a!, id, mineNow.json.responses[0].id)).status).toBe(404);
    expect((await close(a!, id)).status).toBe(404);
    // Only a response to this request can be chosen.
    const [cMatch] = await db()
      .select()
      .from(quoteRequestMatches)
      .where(
        and(
          eq(quoteRequestMatches.requestId, id),
          eq(quoteRequestMatches.accountId, c!.account.id),
        ),
      );
    expect((await choose(customer, id, cMatch!.id)).status).toBe(400);

    const chosen = await choose(customer, id, mineNow.json.responses[0].id);
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json).toMatchObject({
      status: 'closed',
      chosenResponseId: mineNow.json.responses[0].id,
    });
    for (const [who, isChosen] of [
      [a!, true],
      [b!, false],
      [c!, false],
    ] as const) {
      const item = (await inbox(who)).json.items[0];
      expect(item).toMatchObject({ id, status: 'closed', chosen: isChosen });
    }
    expect((await respond(c!, id)).status).toBe(409);
    expect((await choose(customer, id, mineNow.json.responses[1].id)).status).toBe(409);
  });

  it('closes without a choice; closing again changes nothing', async () => {
    const { customer, people, id } = await openRequest(2);
    const res = await close(customer, id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'closed', chosenResponseId: null });
    expect((await close(customer, id)).status).toBe(200);
    for (const p of people) expect((await inbox(p)).json.items[0].status).toBe('closed');
    expect((await respond(people[0]!, id)).status).toBe(409);
  });
});

describe('limits', () => {
  it('takes 3 requests a day, then 429 with Retry-After; the same text twice a day is refused', async () => {
    const s = await freshServices();
    await specialist({ serviceIds: [s.child], regionId: region.id });
    const customer = await makePerson('user');
    const body = (d: string) => ({ serviceId: s.child, regionId: region.id, description: d });
    const first = text('g');
    expect((await create(customer, body(first))).status).toBe(201);
    const same = await create(customer, body(first));
    expect(same.status).toBe(409);
    expect(same.json.error.fields.description).toBeTruthy();
    expect((await create(customer, body(text('h')))).status).toBe(201);
    expect((await create(customer, body(text('i')))).status).toBe(201);
    const fourth = await create(customer, body(text('j')));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fourth.json.error.code).toBe('rate_limited');
  });
});

describe('bad input', () => {
  it('answers 400 with a translated message beside each field, writing nothing', async () => {
    const s = await freshServices();
    await specialist({ serviceIds: [s.child], regionId: region.id });
    const customer = await makePerson('user');
    const other = await makePerson('user');
    const [foreign] = await db()
      .insert(quoteRequestImages)
      .values({
        uploaderAccountId: other.account.id,
        width: 1,
        height: 1,
        variants: fakeVariants(),
      })
      .returning();
    const [otherDistrict] = await db()
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.regionId, neighbour.id))
      .limit(1);
    const [inactive] = await db()
      .insert(services)
      .values({
        seoUrl: `quote-off-${++seq}`,
        nameUz: 'O',
        nameRu: 'O',
        nameEn: 'O',
        isActive: false,
      })
      .returning();
    const good = { serviceId: s.child, regionId: region.id, description: text('k') };
    const cases: [unknown, string, RegExp][] = [
      [{ ...good, serviceId: inactive!.id }, 'serviceId', /not available/],
      [{ ...good, serviceId: 999_999 }, 'serviceId', /not available/],
      [{ ...good, districtId: otherDistrict!.id }, 'districtId', /district/],
      [{ ...good, budgetMin: 10, budgetMax: 5 }, 'budgetMax', /lowest budget/],
      [{ ...good, startBy: '2020-01-01' }, 'startBy', /passed/],
      [{ ...good, startBy: 'tomorrow' }, 'startBy', /.+/],
      [{ ...good, description: 'qisqa' }, 'description', /20/],
      [{ ...good, description: `${'a'.repeat(30)}\u0007` }, 'description', /.+/],
      [{ ...good, description: 'x'.repeat(1001) }, 'description', /1000/],
      [{ ...good, imageIds: [foreign!.id] }, 'imageIds', /not yours/],
      [{ ...good, imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'imageIds', /10/],
      [{ ...good, budgetMin: 'many' }, 'budgetMin', /.+/],
      [{ ...good, regionId: 'x' }, 'regionId', /.+/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(customer, body);
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.json.error.fields[field], `${field}: ${res.text}`).toMatch(message);
    }
    const ru = await create(customer, { ...good, budgetMin: 10, budgetMax: 5 }, 'ru');
    expect(ru.json.error.fields.budgetMax).toMatch(/бюджет/);
    expect(
      await db()
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.customerAccountId, customer.account.id)),
    ).toEqual([]);
    const bad = await call(createApi, '/api/quote-requests', {
      method: 'POST',
      account: customer.account,
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(createApi, '/api/quote-requests', { method: 'POST', body: good })).status,
    ).toBe(401);
  });
});
