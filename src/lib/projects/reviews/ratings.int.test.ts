// Computed ratings (ratings.server.ts) through the writes that change them: an agent's mean and count
// of starred reviews on its projects; an agency's over its own and its workers' projects; review
// create / update / delete and project delete refresh them; unstarred reviews do not count; a worker
// leaving the agency takes their reviews out of its figure. Then the API's `Sort=` and the star
// validation of PUT /reviews/mine.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db, getHandle } from '@/lib/db/client.server';
import { agencies, agents, reviews } from '@/lib/db/schema';
import { call } from '@tests/helpers/call';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { deleteMyReview, upsertMyReview } from '@/lib/projects/reviews/reviews.server';
import { deleteProject } from '@/lib/projects/write/delete-project.server';
import { PUT as putMine } from '@/pages/api/projects/[id]/reviews/mine';
import { GET as listAgentsApi } from '@/pages/api/agents/index';
import { GET as getAgentApi } from '@/pages/api/agents/[id]';
import { GET as listAgenciesApi } from '@/pages/api/agencies/index';
import { GET as getAgencyApi } from '@/pages/api/agencies/[id]';
import { refreshAgencyRatings, refreshAgentRatings } from '@/lib/projects/reviews/ratings.server';

type Reader = Awaited<ReturnType<typeof makeReadAccount>>;
let readers: Reader[];

beforeAll(async () => {
  readers = [];
  for (let i = 0; i < 4; i++) readers.push(await makeReadAccount());
});

async function agentFigures(id: number) {
  const [row] = await db()
    .select({ rating: agents.rating, reviewCount: agents.reviewCount })
    .from(agents)
    .where(eq(agents.id, id));
  return row!;
}

async function agencyFigures(id: number) {
  const [row] = await db()
    .select({ rating: agencies.rating, reviewCount: agencies.reviewCount })
    .from(agencies)
    .where(eq(agencies.id, id));
  return row!;
}

const asActor = (accountId: number) => ({ id: accountId, role: 'Agent' as const, isPro: false });

describe('computed ratings', () => {
  it("an agent: the mean and count of starred reviews on its projects; the agency adds its own and its workers' projects", async () => {
    const company = await makeAgency();
    const worker = await makeAgent({ agencyId: company.agency.id });
    const loner = await makeAgent();
    const p1 = await makeProject({ ownerAccountId: worker.account.id });
    const p2 = await makeProject({ ownerAccountId: worker.account.id, isActive: false });
    const own = await makeProject({ ownerAccountId: company.account.id });
    const elsewhere = await makeProject({ ownerAccountId: loner.account.id });

    await upsertMyReview(p1.id, readers[0], 'Aʼlo ish', 5);
    await upsertMyReview(p1.id, readers[1], 'Yaxshi', 4);
    // An inactive project's reviews (written by its owner, who can see it) count too.
    await upsertMyReview(p2.id, worker.account, 'Oʻzimniki', 3);
    // No stars: shown, but not part of the figure or the count.
    await upsertMyReview(p1.id, readers[2], 'Faqat matn');
    await upsertMyReview(own.id, readers[0], 'Kompaniya binosi', 2);
    await upsertMyReview(elsewhere.id, readers[0], 'Boshqa odam', 1);

    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 4, reviewCount: 3 });
    expect(await agentFigures(loner.agent.id)).toEqual({ rating: 1, reviewCount: 1 });
    // (5 + 4 + 3 + 2) / 4: the worker's three and the company's own one; the loner's not at all.
    expect(await agencyFigures(company.agency.id)).toEqual({ rating: 3.5, reviewCount: 4 });

    const id = String(worker.agent.id);
    expect((await call(getAgentApi, `/api/agents/${id}`, { params: { id } })).json).toMatchObject({
      rating: 4,
      reviewCount: 3,
    });
    const cid = String(company.agency.id);
    expect(
      (await call(getAgencyApi, `/api/agencies/${cid}`, { params: { id: cid } })).json,
    ).toMatchObject({ rating: 3.5, reviewCount: 4 });
    const list = await call(listAgenciesApi, '/api/agencies?PageSize=50');
    expect(list.json.items.find((a: { id: number }) => a.id === company.agency.id)).toMatchObject({
      rating: 3.5,
      reviewCount: 4,
    });
    const agentsList = await call(listAgentsApi, '/api/agents?PageSize=50');
    expect(
      agentsList.json.items.find((a: { id: number }) => a.id === loner.agent.id),
    ).toMatchObject({ rating: 1, reviewCount: 1 });
  });

  it('updating stars, clearing them, deleting a review and deleting a project refresh both figures', async () => {
    const company = await makeAgency();
    const worker = await makeAgent({ agencyId: company.agency.id });
    const p1 = await makeProject({ ownerAccountId: worker.account.id });
    const p2 = await makeProject({ ownerAccountId: worker.account.id });
    await upsertMyReview(p1.id, readers[0], 'Birinchi', 5);
    await upsertMyReview(p2.id, readers[1], 'Ikkinchi', 3);
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 4, reviewCount: 2 });

    await upsertMyReview(p2.id, readers[1], 'Oʻylab koʻrdim', 1);
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 3, reviewCount: 2 });
    expect(await agencyFigures(company.agency.id)).toEqual({ rating: 3, reviewCount: 2 });

    // Text only: the stars the review had stay (absent = keep).
    await upsertMyReview(p2.id, readers[1], 'Matnni tuzatdim');
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 3, reviewCount: 2 });

    // null clears them.
    await upsertMyReview(p2.id, readers[1], 'Baholamayman', null);
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 5, reviewCount: 1 });

    await upsertMyReview(p2.id, readers[2], 'Yana biri', 2);
    expect(await deleteMyReview(p2.id, readers[2])).toBe(true);
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 5, reviewCount: 1 });

    await deleteProject({ actor: asActor(worker.account.id), projectId: p1.id });
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 0, reviewCount: 0 });
    expect(await agencyFigures(company.agency.id)).toEqual({ rating: 0, reviewCount: 0 });
  });

  it("a worker leaving the agency takes their reviews out of the agency's figure", async () => {
    const company = await makeAgency();
    const worker = await makeAgent({ agencyId: company.agency.id });
    const own = await makeProject({ ownerAccountId: company.account.id });
    const theirs = await makeProject({ ownerAccountId: worker.account.id });
    await upsertMyReview(own.id, readers[0], 'Kompaniya', 4);
    await upsertMyReview(theirs.id, readers[0], 'Ishchi', 1);
    expect(await agencyFigures(company.agency.id)).toEqual({ rating: 2.5, reviewCount: 2 });

    await db().transaction(async (tx) => {
      await tx.update(agents).set({ agencyId: null }).where(eq(agents.id, worker.agent.id));
      await refreshAgencyRatings(tx, [company.agency.id]);
    });
    expect(await agencyFigures(company.agency.id)).toEqual({ rating: 4, reviewCount: 1 });
    expect(await agentFigures(worker.agent.id)).toEqual({ rating: 1, reviewCount: 1 });
  });
});

describe('concurrent writers', () => {
  it('two reviews written at once both count: the second refresh waits for the first commit', async () => {
    const agent = await makeAgent();
    const project = await makeProject({ ownerAccountId: agent.account.id });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let refreshed!: () => void;
    const firstRefreshed = new Promise<void>((r) => (refreshed = r));
    // The first writer refreshes, then stays open (holding the agent's row) until released.
    const first = db().transaction(async (tx) => {
      await tx
        .insert(reviews)
        .values({ projectId: project.id, accountId: readers[0]!.id, text: 'Birinchi', rating: 5 });
      await refreshAgentRatings(tx, [agent.agent.id]);
      refreshed();
      await gate;
    });
    await firstRefreshed;
    const second = upsertMyReview(project.id, readers[1], 'Ikkinchi', 1);
    // PostgreSQL: let the second writer reach the lock before the first commits (PGlite runs one
    // transaction at a time, so there the second simply starts after the first).
    if (getHandle().kind === 'postgres') {
      for (let i = 0; i < 100; i++) {
        const waiting = await db().execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (waiting.rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    release();
    await Promise.all([first, second]);
    expect(await agentFigures(agent.agent.id)).toEqual({ rating: 3, reviewCount: 2 });
  });
});

describe('PUT /api/projects/{id}/reviews/mine with stars', () => {
  it('stores and answers the stars, null clears them, and refuses anything but 1–5 with fields.rating', async () => {
    const agent = await makeAgent();
    const project = await makeProject({ ownerAccountId: agent.account.id });
    const path = `/api/projects/${project.id}/reviews/mine`;
    const params = { id: String(project.id) };
    const put = (body: unknown) =>
      call(putMine, path, { method: 'PUT', params, account: readers[3]!, body, lang: 'en' });

    const created = await put({ text: 'Zoʻr loyiha', rating: 4 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ text: 'Zoʻr loyiha', rating: 4 });
    expect(await agentFigures(agent.agent.id)).toEqual({ rating: 4, reviewCount: 1 });

    for (const rating of [0, 6, 2.5, 'x', '3', true]) {
      const r = await put({ text: 'Boshqa matn', rating });
      expect(r.status, String(rating)).toBe(400);
      expect(r.json.error.fields.rating).toEqual(expect.any(String));
      expect(r.json.error.fields.rating).not.toMatch(/^(errors|projects):/);
    }
    // Nothing was written by the refused requests.
    expect(await agentFigures(agent.agent.id)).toEqual({ rating: 4, reviewCount: 1 });

    const cleared = await put({ text: 'Zoʻr loyiha', rating: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json.rating).toBeNull();
    expect(await agentFigures(agent.agent.id)).toEqual({ rating: 0, reviewCount: 0 });
  });
});

describe('Sort= of GET /api/agents and /api/agencies', () => {
  it('orders by rating (default: best first, more ratings first among equals), newest, or name', async () => {
    const tag = `Sortlash${Date.now().toString(36)}`;
    const a = await makeAgent({ fullName: `${tag} Zafar` });
    const b = await makeAgent({ fullName: `${tag} Anvar` });
    const c = await makeAgent({ fullName: `${tag} Malika` });
    const pa = await makeProject({ ownerAccountId: a.account.id });
    const pc = await makeProject({ ownerAccountId: c.account.id });
    await upsertMyReview(pa.id, readers[0], 'Yaxshi', 5);
    await upsertMyReview(pc.id, readers[0], 'Yaxshi', 5);
    await upsertMyReview(pc.id, readers[1], 'Yaxshi', 5);
    const q = (s: string) =>
      call(listAgentsApi, `/api/agents?Search=${encodeURIComponent(tag)}${s}`).then((r) =>
        r.json.items.map((i: { id: number }) => i.id),
      );
    expect(await q('')).toEqual([c.agent.id, a.agent.id, b.agent.id]);
    expect(await q('&Sort=rating')).toEqual([c.agent.id, a.agent.id, b.agent.id]);
    expect(await q('&Sort=newest')).toEqual([c.agent.id, b.agent.id, a.agent.id]);
    expect(await q('&Sort=name')).toEqual([b.agent.id, c.agent.id, a.agent.id]);

    const x = await makeAgency({ companyName: `${tag} Yulduz MChJ` });
    const y = await makeAgency({ companyName: `${tag} Bunyod MChJ` });
    const px = await makeProject({ ownerAccountId: x.account.id });
    await upsertMyReview(px.id, readers[0], 'Yaxshi', 3);
    const qa = (s: string) =>
      call(listAgenciesApi, `/api/agencies?Search=${encodeURIComponent(tag)}${s}`).then((r) =>
        r.json.items.map((i: { id: number }) => i.id),
      );
    expect(await qa('')).toEqual([x.agency.id, y.agency.id]);
    expect(await qa('&Sort=name')).toEqual([y.agency.id, x.agency.id]);
    expect(await qa('&Sort=newest')).toEqual([y.agency.id, x.agency.id]);

    const bad = await call(listAgentsApi, '/api/agents?Sort=stars', { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.Sort).toEqual(expect.any(String));
  });
});
