// The account pages' data is kept per account by the read cache (docs/performance.md#account-pages).
// For each page: a second load comes from memory (the same frozen object), a write by one account
// shows at once on its own page, and nothing of one account ever reaches another's page, before or
// after the write.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { getProfile } from '@/lib/accounts/get-profile.server';
import { sendMessage } from '@/lib/messages/send.server';
import { countInvitations } from '@/lib/professionals/count-invitations.server';
import { decline, invite, join } from '@/lib/professionals/enrollments/enrollment-actions.server';
import { selectProject, unselectProject } from '@/lib/projects/selected/selected.server';
import { setProjectStatus } from '@/lib/projects/write/set-project-status.server';
import { makeConversation } from '@tests/factories/messages';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { makePerson } from '@tests/helpers/authz-world';
import { loadEmployeesPage } from './employees/employees-page.server';
import { loadInvitationsPage } from './invitations/invitations-page.server';
import { loadMessagesPage } from './messages/messages-page.server';
import { loadMyProjectsPage } from './projects/my-projects-page.server';
import { loadSelectedPage } from './projects/selected-page.server';

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
const firstPage = { page: 1 };

describe('account pages kept per account', () => {
  it('messages: a message sent shows at once to its sender and never to another account', async () => {
    const a = await makePerson('user');
    const b = await makePerson('user');
    const c = await makePerson('agent');
    const mine = await makeConversation(a.account, c.account, ['Salom']);
    const theirs = await makeConversation(b.account, c.account, ['Privet']);

    const first = await loadMessagesPage(a.account, null);
    expect(await loadMessagesPage(a.account, null)).toBe(first); // from memory
    expect((await loadMessagesPage(b.account, null)).list.items.map((i) => i.id)).toEqual([
      theirs.conversationId,
    ]);

    await sendMessage(a.account, { toAccountId: c.account.id, content: 'Yana savol' });
    const after = await loadMessagesPage(a.account, String(mine.conversationId));
    expect(after.list.items[0]!.lastMessage.content).toBe('Yana savol');
    expect(after.open?.messages.items[0]!.content).toBe('Yana savol');
    const other = await loadMessagesPage(b.account, String(mine.conversationId));
    expect(other.list.items.map((i) => i.id)).toEqual([theirs.conversationId]);
    expect(other.open).toBeNull();
  });

  it('selected projects: a save and a removal show at once, only in the saver’s list', async () => {
    const a = await makePerson('user');
    const b = await makePerson('user');
    const p = await makeProject({ title: 'Saqlangan Uy' });

    expect((await loadSelectedPage(a.account, 'uz', 1)).items).toEqual([]);
    const bBefore = await loadSelectedPage(b.account, 'uz', 1);
    expect(await loadSelectedPage(b.account, 'uz', 1)).toBe(bBefore); // from memory

    await selectProject(a.account, p.id);
    expect((await loadSelectedPage(a.account, 'uz', 1)).items.map((i) => i.id)).toEqual([p.id]);
    expect((await loadSelectedPage(b.account, 'uz', 1)).items).toEqual([]);

    await unselectProject(a.account, p.id);
    expect((await loadSelectedPage(a.account, 'uz', 1)).items).toEqual([]);
  });

  it('my projects: a status switch shows at once, and each owner sees only its own', async () => {
    const a = await makePerson('agentPro');
    const b = await makePerson('agentPro');
    const pa = await makeProject({ ownerAccountId: a.account.id });
    const pb = await makeProject({ ownerAccountId: b.account.id });

    const first = await loadMyProjectsPage(a.account, firstPage.page);
    expect(first.items.map((i) => [i.id, i.isActive])).toEqual([[pa.id, true]]);
    expect(await loadMyProjectsPage(a.account, firstPage.page)).toBe(first); // from memory
    expect((await loadMyProjectsPage(b.account, 1)).items.map((i) => i.id)).toEqual([pb.id]);

    await setProjectStatus({ actor: a.account, projectId: pa.id, body: { isActive: false } });
    expect((await loadMyProjectsPage(a.account, 1)).items.map((i) => i.isActive)).toEqual([false]);
    expect((await loadMyProjectsPage(b.account, 1)).items.map((i) => i.id)).toEqual([pb.id]);
  });

  it('employees, invitations and the badge: an invitation and its answer show at once, to the parties only', async () => {
    const company = await makeAgency();
    const rival = await makeAgency();
    const agent = await makeAgent();
    const bystander = await makeAgent();
    const companyPage = () => loadEmployeesPage(asCompany(company), 'uz', firstPage);
    const rivalPage = () => loadEmployeesPage(asCompany(rival), 'uz', firstPage);

    const before = await companyPage();
    expect(await companyPage()).toBe(before); // from memory
    expect(before.sent.items).toEqual([]);
    await rivalPage();
    const agentBefore = await loadInvitationsPage(asSpecialist(agent));
    expect(agentBefore.received.items).toEqual([]);
    expect(await loadInvitationsPage(asSpecialist(agent))).toBe(agentBefore);
    await loadInvitationsPage(asSpecialist(bystander));
    expect(await countInvitations(sessionOf(agent))).toBe(0);
    expect(await countInvitations(sessionOf(bystander))).toBe(0);

    const sent = await invite(sessionOf(company), agent.agent.id);
    expect((await companyPage()).sent.items.map((e) => e.id)).toEqual([sent.id]);
    expect((await rivalPage()).sent.items).toEqual([]);
    expect(
      (await loadInvitationsPage(asSpecialist(agent))).received.items.map((e) => e.id),
    ).toEqual([sent.id]);
    expect((await loadInvitationsPage(asSpecialist(bystander))).received.items).toEqual([]);
    expect(await countInvitations(sessionOf(agent))).toBe(1);
    expect(await countInvitations(sessionOf(bystander))).toBe(0);

    // The specialist answers: gone from its page and from the company's at once.
    await decline(sessionOf(agent), sent.id);
    expect((await loadInvitationsPage(asSpecialist(agent))).received.items).toEqual([]);
    expect((await companyPage()).sent.items).toEqual([]);
    expect(await countInvitations(sessionOf(agent))).toBe(0);

    // A request to join: the company's badge and list, not the rival's.
    expect(await countInvitations(sessionOf(company))).toBe(0);
    expect(await countInvitations(sessionOf(rival))).toBe(0);
    const asked = await join(sessionOf(bystander), company.agency.id);
    expect(await countInvitations(sessionOf(company))).toBe(1);
    expect(await countInvitations(sessionOf(rival))).toBe(0);
    expect((await companyPage()).requests.items.map((e) => e.id)).toEqual([asked.id]);
    expect((await rivalPage()).requests.items).toEqual([]);
  });

  it('profile: an edit shows at once to its account and never in another’s profile', async () => {
    const a = await makePerson('agent');
    const b = await makePerson('agent');
    const bName = (await getProfile(b.account.id))!.fullName;
    await getProfile(a.account.id);

    await db().update(accounts).set({ fullName: 'Yangi Ism' }).where(eq(accounts.id, a.account.id));
    expect((await getProfile(a.account.id))!.fullName).toBe('Yangi Ism');
    expect((await getProfile(b.account.id))!.fullName).toBe(bName);
  });
});
