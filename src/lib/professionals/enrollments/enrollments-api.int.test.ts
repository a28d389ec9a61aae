// Invitations and join requests through the real routes (docs/api.md "Professionals"): the whole
// invite → accept → worker → remove flow, join → decline, withdraw, one pending per pair, one company
// at a time (with both companies' ratings), only the receiver answers, the badge, the daily
// invitation limit, the notices (once per pair a day, in the receiver's language, no sign-in link),
// and bad input (400 with fields, unknown ids 404, never 500).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson, type Person } from '@tests/helpers/authz-world';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { db } from '@/lib/db/client.server';
import { accounts, agencies, agents, enrollments, reviews } from '@/lib/db/schema';
import { readSession, type SessionAccount } from '@/lib/auth/session.server';
import { countInvitations } from '@/lib/professionals/count-invitations.server';
import { LIMITS } from '@/lib/rate-limit/limits';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import { logSmsProvider } from '@/lib/sms/sms.server';
import { readOutbox } from '@/lib/sms/outbox.server';
import { GET as getAllApi } from '@/pages/api/agent-enrollment/get-all';
import { POST as inviteApi } from '@/pages/api/agent-enrollment/invite';
import { POST as joinApi } from '@/pages/api/agent-enrollment/join';
import { DELETE as withdrawApi } from '@/pages/api/agent-enrollment/[id]';
import { POST as acceptApi } from '@/pages/api/agent-enrollment/[id]/accept';
import { POST as declineApi } from '@/pages/api/agent-enrollment/[id]/decline';
import { DELETE as removeWorkerApi } from '@/pages/api/agencies/[id]/workers/[agentId]';
import { listWorkers } from './workers.server';
import { relationOf } from './relation.server';

type Who = Person | SessionAccount | null;
const accountOf = (who: Who) => (who && 'token' in who ? who.account : who);

const getAll = (who: Who, query = '') =>
  call(getAllApi, `/api/agent-enrollment/get-all${query ? `?${query}` : ''}`, {
    account: accountOf(who),
  });
const invite = (who: Who, body: unknown) =>
  call(inviteApi, '/api/agent-enrollment/invite', {
    method: 'POST',
    account: accountOf(who),
    body,
  });
const join = (who: Who, body: unknown) =>
  call(joinApi, '/api/agent-enrollment/join', { method: 'POST', account: accountOf(who), body });
const onEnrollment =
  (handler: typeof acceptApi, method: string, suffix = '') =>
  (who: Who, id: number | string) =>
    call(handler, `/api/agent-enrollment/${id}${suffix}`, {
      method,
      account: accountOf(who),
      params: { id: String(id) },
    });
const accept = onEnrollment(acceptApi, 'POST', '/accept');
const decline = onEnrollment(declineApi, 'POST', '/decline');
const withdraw = onEnrollment(withdrawApi, 'DELETE');
const removeWorker = (who: Who, agencyId: number | string, agentId: number | string) =>
  call(removeWorkerApi, `/api/agencies/${agencyId}/workers/${agentId}`, {
    method: 'DELETE',
    account: accountOf(who),
    params: { id: String(agencyId), agentId: String(agentId) },
  });

const agentRow = async (id: number) =>
  (await db().select().from(agents).where(eq(agents.id, id)))[0]!;
const agencyRow = async (id: number) =>
  (await db().select().from(agencies).where(eq(agencies.id, id)))[0]!;
const enrollmentRow = async (id: number) =>
  (await db().select().from(enrollments).where(eq(enrollments.id, id)))[0];
const phoneOf = async (accountId: number) =>
  (await db().select().from(accounts).where(eq(accounts.id, accountId)))[0]!.phone!;
const noticesTo = async (to: string) =>
  (await readOutbox()).filter((l) => l.to === to && l.purpose === 'notice');

const agentId = (p: Person) => p.account.agentId!;
const agencyId = (p: Person) => p.account.agencyId!;

describe('invite → accept → worker → remove', () => {
  it('makes the invited agent a worker of the company until the company removes it or it leaves', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');

    const sent = await invite(company, { agentId: agentId(specialist) });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({
      type: 1,
      status: 'pending',
      agent: { id: agentId(specialist), url: expect.stringMatching(/^\/agent\/.+~\d+$/) },
      agency: { id: agencyId(company), url: expect.stringMatching(/^\/agency\/.+~\d+$/) },
    });
    const id = sent.json.id as number;

    // The agent received it (the badge); the company sees it among the invitations it sent.
    const received = await getAll(specialist);
    expect(received.json.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(received.json.metaData.totalCount).toBe(1);
    expect(await countInvitations(specialist.account)).toBe(1);
    expect((await getAll(company)).json.metaData.totalCount).toBe(0);
    expect((await getAll(company, 'Type=1')).json.items[0].id).toBe(id);
    expect(await relationOf(agentId(specialist), agencyId(company))).toEqual({
      isWorker: false,
      worksElsewhere: false,
      pending: { id, type: 1 },
    });

    const accepted = await accept(specialist, id);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ id, status: 'accepted' });
    const joined = await agentRow(agentId(specialist));
    expect(joined.agencyId).toBe(agencyId(company));
    expect(joined.joinedAgencyAt).toBeInstanceOf(Date);
    const workers = await listWorkers(agencyId(company), 'uz');
    expect(workers.map((w) => w.agentId)).toEqual([agentId(specialist)]);
    expect(workers[0]!.since).toBe(joined.joinedAgencyAt!.toISOString());
    expect(await countInvitations(specialist.account)).toBe(0);
    expect((await relationOf(agentId(specialist), agencyId(company))).isWorker).toBe(true);
    // Already a worker: neither side can send another.
    expect((await invite(company, { agentId: agentId(specialist) })).status).toBe(409);
    expect((await join(specialist, { agencyId: agencyId(company) })).status).toBe(409);

    const removed = await removeWorker(company, agencyId(company), agentId(specialist));
    expect(removed.status, removed.text).toBe(204);
    expect(await agentRow(agentId(specialist))).toMatchObject({
      agencyId: null,
      joinedAgencyAt: null,
    });
    expect(await listWorkers(agencyId(company), 'uz')).toEqual([]);
    // Not a worker any more: 404 for a second removal.
    expect((await removeWorker(company, agencyId(company), agentId(specialist))).status).toBe(404);

    // The agent may also leave on its own.
    const again = await invite(company, { agentId: agentId(specialist) });
    expect((await accept(specialist, again.json.id)).status).toBe(200);
    const left = await removeWorker(specialist, agencyId(company), agentId(specialist));
    expect(left.status, left.text).toBe(204);
    expect((await agentRow(agentId(specialist))).agencyId).toBeNull();
  });

  it('refuses removing a worker to anyone but that agency and that agent (403)', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    const stranger = await makePerson('agency');
    const colleague = await makePerson('agent');
    const sent = await invite(company, { agentId: agentId(specialist) });
    await accept(specialist, sent.json.id);
    for (const who of [stranger, colleague, await makePerson('admin')]) {
      const res = await removeWorker(who, agencyId(company), agentId(specialist));
      expect(res.status, res.text).toBe(403);
    }
    expect((await removeWorker(null, agencyId(company), agentId(specialist))).status).toBe(401);
    expect((await agentRow(agentId(specialist))).agencyId).toBe(agencyId(company));
  });
});

describe('join → decline, withdraw', () => {
  it('lets the company decline a join request, once', async () => {
    const company = await makePerson('agencyPro');
    const specialist = await makePerson('agentPro');
    const asked = await join(specialist, { agencyId: agencyId(company) });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json).toMatchObject({ type: 0, status: 'pending' });
    expect((await getAll(company)).json.items.map((i: { id: number }) => i.id)).toEqual([
      asked.json.id,
    ]);
    expect((await getAll(specialist, 'Type=0')).json.metaData.totalCount).toBe(1);

    const declined = await decline(company, asked.json.id);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json.status).toBe('declined');
    expect((await enrollmentRow(asked.json.id))!.respondedAt).toBeInstanceOf(Date);
    expect((await decline(company, asked.json.id)).status).toBe(409);
    expect((await accept(company, asked.json.id)).status).toBe(409);
    expect((await getAll(company)).json.metaData.totalCount).toBe(0);
    expect((await agentRow(agentId(specialist))).agencyId).toBeNull();
    // Answered: the pair may start again.
    expect((await join(specialist, { agencyId: agencyId(company) })).status).toBe(201);
  });

  it('lets only the sender withdraw a pending enrollment, which is then gone', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    const sent = await invite(company, { agentId: agentId(specialist) });
    const id = sent.json.id as number;
    for (const who of [specialist, await makePerson('agency'), await makePerson('admin')])
      expect((await withdraw(who, id)).status).toBe(404);
    expect((await withdraw(null, id)).status).toBe(401);
    expect(await enrollmentRow(id)).toBeDefined();

    const res = await withdraw(company, id);
    expect(res.status, res.text).toBe(204);
    expect(await enrollmentRow(id)).toBeUndefined();
    expect((await withdraw(company, id)).status).toBe(404);
    expect(await countInvitations(specialist.account)).toBe(0);

    // An answered one cannot be withdrawn.
    const asked = await join(specialist, { agencyId: agencyId(company) });
    await decline(company, asked.json.id);
    expect((await withdraw(specialist, asked.json.id)).status).toBe(409);
  });
});

describe('the rules of a pair', () => {
  it('keeps one pending enrollment per pair, whichever side sent it (409)', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    expect((await invite(company, { agentId: agentId(specialist) })).status).toBe(201);
    const twice = await invite(company, { agentId: agentId(specialist) });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe('conflict');
    const other = await join(specialist, { agencyId: agencyId(company) });
    expect(other.status).toBe(409);
    expect(other.json.error.message).toMatch(/javob bering/); // "answer it", in Uzbek

    const company2 = await makePerson('agency');
    expect((await join(specialist, { agencyId: agencyId(company2) })).status).toBe(201);
    expect((await invite(company2, { agentId: agentId(specialist) })).status).toBe(409);
  });

  it('settles parallel invitations of one pair by the unique index: one 201, one 409', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    const both = await Promise.all([
      invite(company, { agentId: agentId(specialist) }),
      invite(company, { agentId: agentId(specialist) }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await db()
      .select()
      .from(enrollments)
      .where(eq(enrollments.agentId, agentId(specialist)));
    expect(rows).toHaveLength(1);
  });

  it('moves an agent to the second company it accepts, with both ratings recomputed', async () => {
    const first = await makePerson('agency');
    const second = await makePerson('agency');
    const specialist = await makePerson('agent');
    // The specialist's project has a 4-star review: it counts for the company it works for.
    const project = await makeProject({ ownerAccountId: specialist.account.id });
    const reviewer = await makePerson('user');
    await db()
      .insert(reviews)
      .values({ projectId: project.id, accountId: reviewer.account.id, text: 'Yaxshi', rating: 4 });

    const one = await invite(first, { agentId: agentId(specialist) });
    await accept(specialist, one.json.id);
    expect(await agencyRow(agencyId(first))).toMatchObject({ rating: 4, reviewCount: 1 });

    const asked = await join(specialist, { agencyId: agencyId(second) });
    expect(asked.status, asked.text).toBe(201);
    expect((await accept(second, asked.json.id)).status).toBe(200);
    expect((await agentRow(agentId(specialist))).agencyId).toBe(agencyId(second));
    expect((await listWorkers(agencyId(first), 'uz')).map((w) => w.agentId)).toEqual([]);
    expect((await listWorkers(agencyId(second), 'uz')).map((w) => w.agentId)).toEqual([
      agentId(specialist),
    ]);
    expect(await agencyRow(agencyId(first))).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await agencyRow(agencyId(second))).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(await relationOf(agentId(specialist), agencyId(first))).toEqual({
      isWorker: false,
      worksElsewhere: true,
      pending: null,
    });
    // The old company cannot remove someone who left.
    expect((await removeWorker(first, agencyId(first), agentId(specialist))).status).toBe(404);
  });

  it('lets only the receiver answer; the sender and everybody else get 404', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    const invitation = (await invite(company, { agentId: agentId(specialist) })).json.id;
    const others = [
      company,
      await makePerson('agency'),
      await makePerson('agentPro'),
      await makePerson('user'),
      await makePerson('admin'),
    ];
    for (const who of others) {
      const res = await accept(who, invitation);
      expect(res.status, res.text).toBe(404);
      expect(res.json.error.code).toBe('not_found');
      expect((await decline(who, invitation)).status).toBe(404);
    }
    expect((await accept(null, invitation)).status).toBe(401);
    expect((await enrollmentRow(invitation))!.status).toBe('pending');

    const other = await makePerson('agent');
    const request = (await join(other, { agencyId: agencyId(company) })).json.id;
    expect((await accept(other, request)).status).toBe(404);
    expect((await accept(specialist, request)).status).toBe(404);
    expect((await accept(company, request)).status).toBe(200);
  });

  it('checks roles: only a company invites, only an account with an agent profile joins', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    for (const who of [specialist, await makePerson('user'), await makePerson('admin')]) {
      const res = await invite(who, { agentId: agentId(specialist) });
      expect(res.status, res.text).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    for (const who of [company, await makePerson('user'), await makePerson('admin')])
      expect((await join(who, { agencyId: agencyId(company) })).status).toBe(403);
    expect((await invite(null, { agentId: agentId(specialist) })).status).toBe(401);
    expect((await join(null, { agencyId: agencyId(company) })).status).toBe(401);
    expect((await getAll(null)).status).toBe(401);
  });
});

describe('the list and the badge', () => {
  it("refuses someone else's AgentId or AgencyId (403) and counts only visible pending ones", async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    expect((await getAll(specialist, `AgentId=${agentId(specialist) + 100000}`)).status).toBe(403);
    expect((await getAll(company, `AgencyId=${agencyId(company) + 100000}`)).status).toBe(403);
    expect((await getAll(company, `AgentId=${agentId(specialist)}`)).status).toBe(403);
    expect((await getAll(await makePerson('user'), `AgencyId=${agencyId(company)}`)).status).toBe(
      403,
    );
    expect((await getAll(await makePerson('user'))).json.metaData.totalCount).toBe(0);

    // Two requests from agents, one of them blocked later: the badge and the list say 1.
    const a = await makePerson('agent');
    const b = await makePerson('agent');
    const fromA = await join(a, { agencyId: agencyId(company) });
    await join(b, { agencyId: agencyId(company) });
    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, b.account.id));
    await invite(company, { agentId: agentId(specialist) }); // sent, not received
    const list = await getAll(company, `AgencyId=${agencyId(company)}&Type=0`);
    expect(list.json.items.map((i: { id: number }) => i.id)).toEqual([fromA.json.id]);
    expect(list.json.metaData.totalCount).toBe(1);
    expect(await countInvitations(company.account)).toBe(1);
    expect((await getAll(company, `AgencyId=${agencyId(company)}`)).json.metaData.totalCount).toBe(
      2,
    );
    // A blocked agent's request is unknown: answering it is 404.
    const hidden = (
      await db()
        .select()
        .from(enrollments)
        .where(eq(enrollments.agentId, agentId(b)))
    )[0]!;
    expect((await accept(company, hidden.id)).status).toBe(404);
  });

  it('pages and orders the list', async () => {
    const company = await makePerson('agency');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await join(await makePerson('agent'), { agencyId: agencyId(company) })).json.id);
    const page = await getAll(company, 'PageSize=2&PageNumber=1&Order=desc');
    expect(page.json.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(page.json.metaData).toEqual({ totalCount: 3, pageNumber: 1, pageSize: 2 });
  });
});

describe('limits and notices', () => {
  it(`answers 429 with Retry-After to the invitation over ${LIMITS.invitationsPerAgency.limit} a day`, async () => {
    const company = await makePerson('agency');
    const limit = LIMITS.invitationsPerAgency.limit;
    // A refused invitation (409) does not spend the allowance.
    const first = await makeAgent();
    await invite(company, { agentId: first.agent.id });
    expect((await invite(company, { agentId: first.agent.id })).status).toBe(409);
    for (let i = 1; i < limit; i++) {
      const { agent } = await makeAgent();
      const res = await invite(company, { agentId: agent.id });
      expect(res.status, res.text).toBe(201);
    }
    const { agent } = await makeAgent();
    const over = await invite(company, { agentId: agent.id });
    expect(over.status, over.text).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3600);
    // Join requests have their own allowance.
    expect((await join(await makePerson('agent'), { agencyId: agencyId(company) })).status).toBe(
      201,
    );
  });

  it('tells the receiver once per pair a day, in its language, with a plain link', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    await db().update(accounts).set({ lang: 'ru' }).where(eq(accounts.id, specialist.account.id));
    const agentPhone = await phoneOf(specialist.account.id);
    const agencyPhone = await phoneOf(company.account.id);
    const companyName = (await agencyRow(agencyId(company))).companyName;

    const first = await invite(company, { agentId: agentId(specialist) });
    let toAgent = await noticesTo(agentPhone);
    expect(toAgent).toHaveLength(1);
    expect(toAgent[0]!.text).toBe(
      `${companyName} приглашает вас в компанию. Ответить: ${configuredOrigin()}/account/invitations`,
    );
    expect(toAgent[0]!.text).not.toMatch(/token|code=/i);

    // Withdrawn and sent again the same day: no second notice.
    await withdraw(company, first.json.id);
    const second = await invite(company, { agentId: agentId(specialist) });
    expect(second.status).toBe(201);
    toAgent = await noticesTo(agentPhone);
    expect(toAgent).toHaveLength(1);

    // The answer reaches the company (a different receiver), in its language (uz by default).
    await accept(specialist, second.json.id);
    const toAgency = await noticesTo(agencyPhone);
    expect(toAgency).toHaveLength(1);
    expect(toAgency[0]!.text).toContain('taklifni qabul qildi');
    expect(await noticesTo(agentPhone)).toHaveLength(1);
  });

  it('writes an e-mail when the account has no phone, and never fails the action on a provider error', async () => {
    const company = await makePerson('agency');
    // Unique across runs: the outbox file outlives the test databases.
    const email = `notice-${crypto.randomBytes(6).toString('hex')}@example.uz`;
    await db()
      .update(accounts)
      .set({ phone: null, email, lang: 'en' })
      .where(eq(accounts.id, company.account.id));
    const specialist = await makePerson('agent');
    expect((await join(specialist, { agencyId: agencyId(company) })).status).toBe(201);
    const mails = await noticesTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${specialist.account.fullName} wants to join your company`);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.spyOn(logSmsProvider, 'send').mockRejectedValue(new Error('gateway down'));
    const other = await makePerson('agent');
    const otherPhone = await phoneOf(other.account.id);
    try {
      const res = await invite(company, { agentId: agentId(other) });
      expect(res.status, res.text).toBe(201);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('gateway down'));
      expect((await withdraw(company, res.json.id)).status).toBe(204);
    } finally {
      send.mockRestore();
      warn.mockRestore();
    }
    expect(await noticesTo(otherPhone)).toHaveLength(0);
    // The failed notice gave its daily slot back: the next invitation of the pair is told.
    expect((await invite(company, { agentId: agentId(other) })).status).toBe(201);
    expect(await noticesTo(otherPhone)).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('answers 400 with fields for bad bodies and queries, 404 for bad or unknown ids', async () => {
    const company = await makePerson('agency');
    const specialist = await makePerson('agent');
    for (const body of [
      {},
      { agentId: 'abc' },
      { agentId: true },
      { agentId: -1 },
      { agentId: 1.5 },
      { agentId: 3_000_000_000 },
      { agentId: '12345678901' },
    ]) {
      const res = await invite(company, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields.agentId).toEqual(expect.any(String));
    }
    for (const body of ['{not json', '[]', 'null', '"x"'])
      expect((await invite(company, body)).status, body).toBe(400);
    const badJoin = await join(specialist, { agencyId: null });
    expect(badJoin.status).toBe(400);
    expect(badJoin.json.error.fields.agencyId).toEqual(expect.any(String));
    for (const q of ['Type=2', 'AgentId=x', 'PageSize=500']) {
      const res = await getAll(specialist, q);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.json.error.fields)).toHaveLength(1);
    }

    expect((await invite(company, { agentId: 2_147_483_647 })).status).toBe(404);
    expect((await invite(company, { agentId: String(agentId(specialist)) })).status).toBe(201);
    expect((await join(specialist, { agencyId: 2_147_483_647 })).status).toBe(404);
    const blocked = await makeAgency({ isBlocked: true });
    expect((await join(specialist, { agencyId: blocked.agency.id })).status).toBe(404);
    const blockedAgent = await makeAgent({ isBlocked: true });
    expect((await invite(company, { agentId: blockedAgent.agent.id })).status).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999', '2147483647']) {
      expect((await accept(specialist, id)).status, id).toBe(404);
      expect((await decline(specialist, id)).status, id).toBe(404);
      expect((await withdraw(company, id)).status, id).toBe(404);
      expect((await removeWorker(company, id, agentId(specialist))).status, id).toBe(404);
      expect((await removeWorker(company, agencyId(company), id)).status, id).toBe(404);
    }
  });
});

it('reads the session from a Bearer token as well as from the test account', async () => {
  const specialist = await makePerson('agent');
  const res = await call(getAllApi, '/api/agent-enrollment/get-all', { token: specialist.token });
  expect(res.status).toBe(200);
  expect((await readSession(specialist.token))?.account.agentId).toBe(agentId(specialist));
});
