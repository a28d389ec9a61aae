// "Usually replies within N hours" from the messages tables: the first reply of each conversation
// (the account's first message after the other party's first), only with 3 replies or more, and
// exposed as replyHours on GET /api/agents/{id} and /api/agencies/{id}.
import { describe, expect, it } from 'vitest';
import { makeActor } from '@tests/factories/pro';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { api } from '@tests/helpers/api';
import type { SessionAccount } from '@/lib/auth/session.server';
import { sendMessage } from '@/lib/messages/send.server';
import { GET as agentGet } from '@/pages/api/agents/[id]';
import { GET as agencyGet } from '@/pages/api/agencies/[id]';
import { replyHoursOf } from './reply-time.server';

const H = 3600_000;
const T0 = Date.now() - 10 * 24 * H;
const at = (hours: number) => new Date(T0 + hours * H);

function actor(id: number, role: SessionAccount['role']): SessionAccount {
  return {
    id,
    fullName: 'x',
    role,
    isPro: false,
    proUntil: null,
    photoPath: null,
    agentId: null,
    agencyId: null,
  };
}

/** A customer writes at `asked`, the specialist answers `after` hours later (and once more). */
async function conversation(pro: SessionAccount, askedAt: number, after: number | null) {
  const customer = await makeActor('user');
  await sendMessage(customer, { toAccountId: pro.id, content: 'Salom' }, { now: at(askedAt) });
  await sendMessage(
    customer,
    { toAccountId: pro.id, content: 'Narxi?' },
    { now: at(askedAt + 0.1) },
  );
  if (after === null) return;
  await sendMessage(
    pro,
    { toAccountId: customer.id, content: 'Salom!' },
    { now: at(askedAt + after) },
  );
  await sendMessage(
    pro,
    { toAccountId: customer.id, content: 'Ertaga' },
    { now: at(askedAt + after + 20) },
  );
}

describe('reply time', () => {
  it('is null below 3 first replies, then the median rounded up to hours, on the agent API', async () => {
    const { account, agent } = await makeAgent();
    const pro = actor(account.id, 'Agent');
    await conversation(pro, 0, 2.5);
    await conversation(pro, 1, 0.2);
    await conversation(pro, 2, null); // never answered: not counted
    expect(await replyHoursOf(pro.id)).toBeNull();
    const before = await api(agentGet, `/api/agents/${agent.id}`, {
      params: { id: String(agent.id) },
    });
    expect(before.json.replyHours).toBeNull();

    await conversation(pro, 3, 7.5);
    expect(await replyHoursOf(pro.id)).toBe(3); // median of 0.2, 2.5, 7.5 hours
    const after = await api(agentGet, `/api/agents/${agent.id}`, {
      params: { id: String(agent.id) },
    });
    expect(after.json.replyHours).toBe(3);
  });

  it('counts from the other party’s first message when the specialist wrote first', async () => {
    const { account, agency } = await makeAgency();
    const pro = actor(account.id, 'Agency');
    for (const start of [0, 1, 2]) {
      const customer = await makeActor('user');
      // The company writes first; the customer answers; the company's next message is the reply.
      await sendMessage(pro, { toAccountId: customer.id, content: 'Taklif' }, { now: at(start) });
      await sendMessage(
        customer,
        { toAccountId: pro.id, content: 'Qiziq' },
        { now: at(start + 30) },
      );
      await sendMessage(
        pro,
        { toAccountId: customer.id, content: 'Mana' },
        { now: at(start + 35) },
      );
    }
    const res = await api(agencyGet, `/api/agencies/${agency.id}`, {
      params: { id: String(agency.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json.replyHours).toBe(5);
  });
});
