// "Responds quickly" (docs/quote-requests.md "Response badge"): at least 80 % of the matched
// requests of the last 30 days answered within 24 hours, judged on at least 3 (answered, or a day
// old). Each case is one specialist's matches written at set times around a fixed clock, read the
// way the cards and pages read them (quickCards: one statement for a page of cards).
import { describe, expect, it } from 'vitest';
import { makePerson } from '@tests/helpers/authz-world';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { db } from '@/lib/db/client.server';
import { quoteRequestMatches, quoteRequests, regions, services } from '@/lib/db/schema';
import { quickCards } from './quick-badge.server';

const NOW = new Date('2026-11-20T12:00:00Z');
const H = 3600 * 1000;
const DAY = 24 * H;
const clock = () => NOW;

/** One match: made `ago` before NOW, answered `after` it (null: not answered). */
type Match = { ago: number; after: number | null };
const quick = (n: number, ago = 2 * DAY): Match[] =>
  Array.from({ length: n }, () => ({ ago, after: 2 * H }));
const slow = (n: number, ago = 5 * DAY): Match[] =>
  Array.from({ length: n }, () => ({ ago, after: 30 * H }));
const unanswered = (n: number, ago = 3 * DAY): Match[] =>
  Array.from({ length: n }, () => ({ ago, after: null }));

let customerId = 0;
async function withMatches(accountId: number, matches: Match[]): Promise<void> {
  if (matches.length === 0) return;
  if (!customerId) customerId = (await makePerson('user')).account.id;
  const [service] = await db().select({ id: services.id }).from(services).limit(1);
  const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
  const requests = await db()
    .insert(quoteRequests)
    .values(
      matches.map((m, i) => ({
        customerAccountId: customerId,
        serviceId: service!.id,
        regionId: region!.id,
        description: `Badge arithmetic request number ${i} for ${accountId}`,
        createdAt: new Date(NOW.getTime() - m.ago),
      })),
    )
    .returning({ id: quoteRequests.id });
  await db()
    .insert(quoteRequestMatches)
    .values(
      matches.map((m, i) => ({
        requestId: requests[i]!.id,
        accountId,
        matchedAt: new Date(NOW.getTime() - m.ago),
        respondedAt: m.after === null ? null : new Date(NOW.getTime() - m.ago + m.after),
      })),
    );
}

/** Whether an agent with these matches shows the badge. */
async function badge(matches: Match[]): Promise<boolean> {
  const { account, agent } = await makeAgent();
  await withMatches(account.id, matches);
  return (await quickCards('agent', [agent.id], clock)).has(agent.id);
}

describe('"Responds quickly"', () => {
  it('needs 80 %: 80 of 100 answered within a day shows it, 79 of 100 does not', async () => {
    expect(await badge([...quick(80), ...slow(20)])).toBe(true);
    expect(await badge([...quick(79), ...slow(21)])).toBe(false);
    expect(await badge([...quick(4), ...unanswered(1)])).toBe(true); // 4 of 5 is exactly 80 %
    expect(await badge([...quick(3), ...unanswered(1)])).toBe(false); // 75 %
  });

  it('needs at least 3 requests to judge by', async () => {
    expect(await badge(quick(2))).toBe(false);
    expect(await badge(quick(3))).toBe(true);
    expect(await badge([])).toBe(false);
  });

  it('counts an answer at exactly 24 hours as quick, one a second later as not', async () => {
    expect(await badge([...quick(2), { ago: 3 * DAY, after: DAY }])).toBe(true);
    expect(await badge([...quick(2), { ago: 3 * DAY, after: DAY + 1000 }])).toBe(false);
  });

  it('judges an unanswered request only once it is a day old', async () => {
    // Matched 23 hours ago and not answered yet: it may still be answered in time.
    expect(await badge([...quick(3), ...unanswered(1, 23 * H)])).toBe(true);
    expect(await badge([...quick(3), ...unanswered(1, 25 * H)])).toBe(false);
  });

  it('looks at the last 30 days only', async () => {
    // Old slow answers no longer count against; old quick ones no longer count for.
    expect(await badge([...quick(3), ...unanswered(5, 31 * DAY)])).toBe(true);
    expect(await badge([...quick(2), ...quick(1, 31 * DAY)])).toBe(false);
    expect(await badge([...quick(2), ...quick(1, 29 * DAY)])).toBe(true);
  });

  it('reads a page of cards at once, agents and companies alike', async () => {
    const fast = await makeAgent();
    const late = await makeAgent();
    await withMatches(fast.account.id, quick(3));
    await withMatches(late.account.id, slow(3));
    const agents = await quickCards('agent', [fast.agent.id, late.agent.id], clock);
    expect([...agents]).toEqual([fast.agent.id]);
    const { account, agency } = await makeAgency();
    await withMatches(account.id, quick(4));
    expect((await quickCards('agency', [agency.id], clock)).has(agency.id)).toBe(true);
  });
});
