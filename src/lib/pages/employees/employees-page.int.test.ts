// The loaders of /account/employees and /account/invitations on a real database: workers, received
// and sent enrollments on each side, the state of every specialist the company's search finds, and
// the specialist's current company — driven through the real enrollment use cases.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionAccount } from '@/lib/auth/session.server';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import {
  accept,
  invite,
  join,
  removeWorker,
} from '@/lib/professionals/enrollments/enrollment-actions.server';
import { loadInvitationsPage } from '@/lib/pages/invitations/invitations-page.server';
import { loadEmployeesPage, pendingWithAgents } from './employees-page.server';

type Agent = Awaited<ReturnType<typeof makeAgent>>;
type Agency = Awaited<ReturnType<typeof makeAgency>>;

/** The session view of a factory-made agent or agency, as readSession would build it. */
function sessionOf(p: Agent | Agency): SessionAccount {
  const base = {
    id: p.account.id,
    fullName: p.account.fullName,
    role: p.account.role,
    isPro: false,
    proUntil: null,
    photoPath: null,
  };
  return 'agent' in p
    ? { ...base, agentId: p.agent.id, agencyId: null }
    : { ...base, agentId: null, agencyId: p.agency.id };
}
const asCompany = (a: Agency) => ({ ...sessionOf(a), agencyId: a.agency.id });
const asSpecialist = (a: Agent) => ({ ...sessionOf(a), agentId: a.agent.id });

let company: Agency;
let other: Agency;
let worker: Agent;
let asker: Agent;
let invited: Agent;
let free: Agent;
let elsewhere: Agent;

beforeAll(async () => {
  company = await makeAgency({ companyName: 'Qurilish Usta' });
  other = await makeAgency({ companyName: 'Boshqa Firma' });
  worker = await makeAgent({ fullName: 'Ishchi Karimov' });
  asker = await makeAgent({ fullName: 'Soʻrovchi Aliyev' });
  invited = await makeAgent({ fullName: 'Taklifli Nazarov' });
  free = await makeAgent({ fullName: 'Эркин Тошев' });
  elsewhere = await makeAgent({ fullName: 'Boshqa Ishchi' });
  // The worker joined through an accepted request; the other company's worker through an invitation.
  const req = await join(sessionOf(worker), company.agency.id);
  await accept(sessionOf(company), req.id);
  const inv = await invite(sessionOf(other), elsewhere.agent.id);
  await accept(sessionOf(elsewhere), inv.id);
  await join(sessionOf(asker), company.agency.id);
  await invite(sessionOf(company), invited.agent.id);
});

describe('loadEmployeesPage', () => {
  it('lists the workers, the requests received and the invitations sent', async () => {
    const page = await loadEmployeesPage(asCompany(company), 'en', { page: 1 });
    expect(page.workers.map((w) => w.agentId)).toEqual([worker.agent.id]);
    expect(page.workers[0]!.since).toEqual(expect.any(String));
    expect(page.requests.items.map((e) => [e.type, e.agent.id])).toEqual([[0, asker.agent.id]]);
    expect(page.requests.metaData.totalCount).toBe(1);
    expect(page.sent.items.map((e) => [e.type, e.agent.id])).toEqual([[1, invited.agent.id]]);
  });

  it('tells for each specialist found what the company may do', async () => {
    const page = await loadEmployeesPage(asCompany(company), 'en', { page: 1 });
    const state = new Map(page.candidates.map((c) => [c.id, c.state]));
    expect(state.get(worker.agent.id)).toBe('worker');
    expect(state.get(asker.agent.id)).toBe('askedToJoin');
    expect(state.get(invited.agent.id)).toBe('invited');
    expect(state.get(free.agent.id)).toBe('invite');
    // Working for another company does not stop an invitation (accepting moves the specialist).
    expect(state.get(elsewhere.agent.id)).toBe('invite');
    const found = page.candidates.find((c) => c.id === elsewhere.agent.id)!;
    expect(found.agency?.companyName).toBe('Boshqa Firma');
    // The same specialists seen by the other company.
    const theirs = await loadEmployeesPage(asCompany(other), 'en', { page: 1 });
    const theirState = new Map(theirs.candidates.map((c) => [c.id, c.state]));
    expect(theirState.get(elsewhere.agent.id)).toBe('worker');
    expect(theirState.get(worker.agent.id)).toBe('invite');
  });

  it('searches by name in either script', async () => {
    for (const search of ['Erkin', 'эркин', 'Тошев']) {
      const page = await loadEmployeesPage(asCompany(company), 'en', { page: 1, search });
      expect(
        page.candidates.map((c) => c.id),
        search,
      ).toEqual([free.agent.id]);
      expect(page.totalCount).toBe(1);
    }
    const none = await loadEmployeesPage(asCompany(company), 'en', { page: 1, search: 'zzzz' });
    expect(none.candidates).toEqual([]);
    expect(none.totalPages).toBe(1);
  });

  it('pendingWithAgents answers only this company’s pending pairs', async () => {
    const ids = [worker.agent.id, asker.agent.id, invited.agent.id, free.agent.id];
    expect(Object.fromEntries(await pendingWithAgents(company.agency.id, ids))).toEqual({
      [asker.agent.id]: 0,
      [invited.agent.id]: 1,
    });
    expect((await pendingWithAgents(other.agency.id, ids)).size).toBe(0);
    expect((await pendingWithAgents(company.agency.id, [])).size).toBe(0);
  });
});

describe('loadInvitationsPage', () => {
  it('shows a specialist the invitations received and no company yet', async () => {
    const page = await loadInvitationsPage(asSpecialist(invited));
    expect(page.received.items.map((e) => [e.type, e.agency.id])).toEqual([[1, company.agency.id]]);
    expect(page.sent.items).toEqual([]);
    expect(page.company).toBeNull();
  });

  it('shows the requests sent', async () => {
    const page = await loadInvitationsPage(asSpecialist(asker));
    expect(page.sent.items.map((e) => [e.type, e.agency.id])).toEqual([[0, company.agency.id]]);
    expect(page.received.items).toEqual([]);
  });

  it('shows the current company until the specialist leaves it', async () => {
    const before = await loadInvitationsPage(asSpecialist(worker));
    expect(before.company).toMatchObject({
      id: company.agency.id,
      companyName: 'Qurilish Usta',
      url: expect.stringMatching(new RegExp(`^/agency/.+~${company.agency.id}$`)),
      since: expect.any(String),
    });
    await removeWorker(sessionOf(worker), company.agency.id, worker.agent.id);
    expect((await loadInvitationsPage(asSpecialist(worker))).company).toBeNull();
    const page = await loadEmployeesPage(asCompany(company), 'en', { page: 1 });
    expect(page.workers).toEqual([]);
  });
});
