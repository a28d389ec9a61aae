import { describe, expect, it } from 'vitest';
import { db } from '../db/client.server';
import { enrollments } from '../db/schema';
import type { SessionAccount } from '../auth/session.server';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { countInvitations, invitationsFor } from './count-invitations.server';

const session = (
  id: number,
  role: SessionAccount['role'],
  agentId: number | null,
  agencyId: number | null,
): SessionAccount => ({
  id,
  fullName: 'x',
  role,
  isPro: false,
  proUntil: null,
  photoPath: null,
  agentId,
  agencyId,
});

describe('the invitations badge', () => {
  it('counts pending join requests for an agency and pending invitations for an agent, nothing else', async () => {
    const { account: agencyAcc, agency } = await makeAgency();
    const { account: agentAcc, agent } = await makeAgent();
    const { agent: other } = await makeAgent();
    const { agency: another } = await makeAgency();
    await db()
      .insert(enrollments)
      .values([
        { agentId: agent.id, agencyId: agency.id, type: 0, status: 'pending' }, // agent asks to join
        { agentId: other.id, agencyId: agency.id, type: 0, status: 'declined' },
        { agentId: agent.id, agencyId: another.id, type: 1, status: 'pending' }, // another invites
        { agentId: other.id, agencyId: agency.id, type: 1, status: 'accepted' },
      ]);
    expect(await countInvitations(session(agencyAcc.id, 'Agency', null, agency.id))).toBe(1);
    expect(await countInvitations(session(agentAcc.id, 'Agent', agent.id, null))).toBe(1);
    expect(await countInvitations(session(1, 'User', null, null))).toBe(0);
    expect(await countInvitations(null)).toBe(0);
  });

  it('asks the database once per request however many components need it', async () => {
    const locals = { account: null };
    expect(invitationsFor(locals)).toBe(invitationsFor(locals));
  });
});
