// The hourly pruning: rows past their time go, fresh ones stay (PGlite and PostgreSQL alike), and
// what a page still shows (the admin's "last seen", today's and yesterday's views) is kept.
import { describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import {
  appState,
  oneTimeCodes,
  projects,
  projectViews,
  rateLimitHits,
  resetTokens,
  sessions,
  telegramLinkTokens,
} from '@/lib/db/schema';
import { deleteInBatches } from '@/lib/db/delete-in-batches.server';
import { tashkentDay } from '@/lib/projects/read/visitor.server';
import { makeAccount } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { pruneExpired } from './prune.server';

const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const rand = () => Math.random().toString(36).slice(2);

describe('pruneExpired', () => {
  it('deletes expired sessions but keeps the live ones and each account’s newest', async () => {
    const a = await makeAccount();
    const b = await makeAccount();
    const row = (accountId: number, expiresAt: Date, lastSeenAt: Date) => ({
      tokenHash: rand(),
      accountId,
      expiresAt,
      lastSeenAt,
    });
    const inserted = await db()
      .insert(sessions)
      .values([
        row(a.id, ago(3 * DAY), ago(4 * DAY)), // expired, older than a's newest: goes
        row(a.id, ago(DAY), ago(2 * DAY)), // expired, a's newest: stays ("last seen")
        row(b.id, ago(DAY), ago(2 * DAY)), // expired, older than b's live one: goes
        row(b.id, new Date(NOW.getTime() + DAY), ago(HOUR)), // live: stays
      ])
      .returning({ id: sessions.id });
    const ids = inserted.map((r) => r.id);
    const pruned = await pruneExpired(NOW);
    expect(pruned.sessions).toBeGreaterThanOrEqual(2);
    const left = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());
  });

  it('deletes codes older than a pending sign-up and expired reset tokens', async () => {
    const account = await makeAccount();
    const code = (createdAt: Date, consumedAt: Date | null) => ({
      target: `+99890${rand().slice(0, 7)}`,
      purpose: 'register' as const,
      codeHash: 'x',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 600_000),
      resendAfter: createdAt,
      consumedAt,
    });
    const codes = await db()
      .insert(oneTimeCodes)
      .values([
        code(ago(2 * DAY), null), // an abandoned sign-up: goes
        code(ago(2 * DAY), ago(2 * DAY)), // used long ago: goes
        code(ago(20 * HOUR), null), // expired, but its sign-up can still be resent: stays
        code(ago(60_000), null), // live: stays
      ])
      .returning({ id: oneTimeCodes.id });
    const token = (expiresAt: Date, usedAt: Date | null) => ({
      tokenHash: rand(),
      accountId: account.id,
      expiresAt,
      usedAt,
    });
    const tokens = await db()
      .insert(resetTokens)
      .values([
        token(ago(HOUR), null), // expired: goes
        token(ago(HOUR), ago(2 * HOUR)), // used and expired: goes
        token(new Date(NOW.getTime() + HOUR), null), // live: stays
      ])
      .returning({ id: resetTokens.id });
    await pruneExpired(NOW);
    const codeIds = codes.map((r) => r.id);
    const tokenIds = tokens.map((r) => r.id);
    const codesLeft = await db()
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(inArray(oneTimeCodes.id, codeIds));
    expect(codesLeft.map((r) => r.id).sort()).toEqual(codeIds.slice(2).sort());
    const tokensLeft = await db()
      .select({ id: resetTokens.id })
      .from(resetTokens)
      .where(inArray(resetTokens.id, tokenIds));
    expect(tokensLeft.map((r) => r.id)).toEqual([tokenIds[2]]);
  });

  it('deletes Telegram link tokens a day after they expired, used or not', async () => {
    const account = await makeAccount();
    const link = (expiresAt: Date, usedAt: Date | null) => ({
      tokenHash: rand(),
      accountId: account.id,
      expiresAt,
      usedAt,
    });
    const links = await db()
      .insert(telegramLinkTokens)
      .values([
        link(ago(2 * DAY), null), // expired two days ago: goes
        link(ago(2 * DAY), ago(2 * DAY)), // used, expired two days ago: goes
        link(ago(HOUR), null), // expired an hour ago: the bot still says "expired"
        link(new Date(NOW.getTime() + HOUR), null), // live: stays
      ])
      .returning({ id: telegramLinkTokens.id });
    expect((await pruneExpired(NOW)).telegramLinkTokens).toBeGreaterThanOrEqual(2);
    const ids = links.map((r) => r.id);
    const left = await db()
      .select({ id: telegramLinkTokens.id })
      .from(telegramLinkTokens)
      .where(inArray(telegramLinkTokens.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual(ids.slice(2).sort());
  });

  it('deletes rate-limit hits older than the longest window', async () => {
    const key = `prune:${rand()}`;
    await db()
      .insert(rateLimitHits)
      .values([
        { key, at: ago(2 * DAY) },
        { key, at: ago(23 * HOUR) }, // inside a day-long window: stays
        { key, at: ago(60_000) },
      ]);
    await pruneExpired(NOW);
    const left = await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
    expect(left).toHaveLength(2);
  });

  it('deletes view rows and salts before yesterday, keeping the totals on the project', async () => {
    const project = await makeProject({ viewCount: 7 });
    const day = (daysAgo: number) => tashkentDay(ago(daysAgo * DAY));
    await db()
      .insert(projectViews)
      .values([
        { projectId: project.id, visitorHash: 'a', day: day(3) },
        { projectId: project.id, visitorHash: 'b', day: day(2) },
        { projectId: project.id, visitorHash: 'c', day: day(1) },
        { projectId: project.id, visitorHash: 'd', day: day(0) },
      ]);
    await db()
      .insert(appState)
      .values([
        { key: `viewSalt:${day(3)}`, value: 'old' },
        { key: `viewSalt:${day(1)}`, value: 'yesterday' },
      ])
      .onConflictDoNothing();
    const pruned = await pruneExpired(NOW);
    expect(pruned.projectViews).toBeGreaterThanOrEqual(2);
    const left = await db()
      .select({ hash: projectViews.visitorHash })
      .from(projectViews)
      .where(eq(projectViews.projectId, project.id));
    expect(left.map((r) => r.hash).sort()).toEqual(['c', 'd']);
    const salts = await db()
      .select({ key: appState.key })
      .from(appState)
      .where(like(appState.key, 'viewSalt:%'));
    expect(salts.map((s) => s.key)).not.toContain(`viewSalt:${day(3)}`);
    expect(salts.map((s) => s.key)).toContain(`viewSalt:${day(1)}`);
    const [after] = await db()
      .select({ viewCount: projects.viewCount })
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(after!.viewCount).toBe(7);
  });
});

describe('deleteInBatches', () => {
  it('deletes every matching row in batches smaller than the total, and nothing else', async () => {
    const key = `batch:${rand()}`;
    const keep = `keep:${rand()}`;
    await db()
      .insert(rateLimitHits)
      .values([...Array.from({ length: 7 }, () => ({ key, at: NOW })), { key: keep, at: NOW }]);
    expect(await deleteInBatches(db(), rateLimitHits, eq(rateLimitHits.key, key), 3)).toBe(7);
    expect(await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, key))).toEqual([]);
    expect(await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, keep))).toHaveLength(
      1,
    );
  });
});
