// A blocked account's public content (docs/product.md §6 "Blocked accounts"): once
// an Admin blocks an agent and a company through PATCH /api/admin/users/{id}, every public reader
// stops showing their projects, profiles and reviews at once — lists and counts, the project's page
// and API answer (404; Admin still sees it), the directories and profile answers (404), the public
// company's workers and portfolio, the home blocks, featured, similar projects, the selected list,
// reviews, the sitemap, the get-by-accountId answers, the page cache — and unblocking brings every
// one of them back. Each reader is asked once before blocking too, so what the read cache and the
// category counts kept must be dropped by the block itself.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { api } from '@tests/helpers/api';
import { makeAccount as makeSignedIn } from '@/lib/accounts/testing/fixtures';
import { makeAgency, makeAgent } from '@tests/factories/professionals';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { PATCH as patchUser } from '@/pages/api/admin/users/[id]/index';
import { GET as listProjectsGet } from '@/pages/api/projects/index';
import { GET as featuredGet } from '@/pages/api/projects/featured';
import { GET as projectGet } from '@/pages/api/projects/[id]/index';
import { GET as reviewsGet } from '@/pages/api/projects/[id]/reviews/index';
import { GET as selectedGet } from '@/pages/api/selected-projects/index';
import { GET as agentsGet } from '@/pages/api/agents/index';
import { GET as agentGet } from '@/pages/api/agents/[id]';
import { GET as agenciesGet } from '@/pages/api/agencies/index';
import { GET as agencyGet } from '@/pages/api/agencies/[id]';
import { GET as agentByAccountGet } from '@/pages/api/agent/get-by-accountId/[accountId]';
import { GET as agencyByAccountGet } from '@/pages/api/agency/get-by-accountId';
import { GET as publicAccountGet } from '@/pages/api/accounts/[id]';
import { countProjects } from '@/lib/projects/read/list-projects.server';
import { resolveProjectPage } from '@/lib/pages/projects/detail-page.server';
import { categoryNav, publicProjectTotal } from '@/lib/pages/projects/category-nav.server';
import { homeCategories } from '@/lib/pages/home/home-categories.server';
import { homeProjects } from '@/lib/pages/home/home-projects.server';
import { homeReviews } from '@/lib/pages/home/home-reviews.server';
import { cardsByIds } from '@/lib/projects/project-card.server';
import { projectPath } from '@/lib/projects/project-card';
import { selectProject } from '@/lib/projects/selected/selected.server';
import { upsertMyReview } from '@/lib/projects/reviews/reviews.server';
import { agencyProjects, agentProjects } from '@/lib/professionals/professional-projects.server';
import { getAgency } from '@/lib/professionals/get-agency.server';
import { agencyPath, agentPath } from '@/lib/accounts/seo-path';
import { sitemapEntries } from '@/lib/pages/sitemap.server';
import { cacheKey, getCached, storeIfCacheable } from '@/lib/cache/page-cache';

const tag = `blk${crypto.randomBytes(3).toString('hex')}`;
const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
const ids = (items: { id: number }[]) => sorted(...items.map((i) => i.id));

async function world() {
  const admin = await makeSignedIn({ fullName: 'Admin Bosh' });
  await db().update(accounts).set({ role: 'Admin' }).where(eq(accounts.id, admin.id));
  const adminViewer = await makeReadAccount({ role: 'Admin' });
  // The public company the blocked agent works for, and the company that gets blocked with an
  // agent of its own who stays public.
  const publicCo = await makeAgency({ companyName: `Ochiq ${tag}` });
  const blockedCo = await makeAgency({ companyName: `Yopiq ${tag}` });
  const agent = await makeAgent({ fullName: `Bloklangan ${tag}`, agencyId: publicCo.agency.id });
  const staff = await makeAgent({ fullName: `Xodim ${tag}`, agencyId: blockedCo.agency.id });
  const other = await makeReadAccount();
  const agentProject = await makeProject({
    ownerAccountId: agent.account.id,
    title: `Uy ${tag} bir`,
    isFeatured: true,
  });
  const agentProject2 = await makeProject({
    ownerAccountId: agent.account.id,
    title: `Uy ${tag} ikki`,
  });
  const coProject = await makeProject({
    ownerAccountId: blockedCo.account.id,
    title: `Uy ${tag} firma`,
  });
  const control = await makeProject({ ownerAccountId: other.id, title: `Uy ${tag} ochiq` });
  const hidden = [agentProject, agentProject2, coProject];
  // The agent has reviewed someone else's (public) project; a reader saved the agent's project.
  await upsertMyReview(control.id, { id: agent.account.id, role: 'Agent' }, 'Zoʻr loyiha', 5);
  const reader = await makeReadAccount();
  await selectProject(reader, agentProject.id);
  return {
    admin,
    adminViewer,
    publicCo,
    blockedCo,
    agent,
    staff,
    reader,
    hidden,
    control,
    categoryId: control.categoryId!,
  };
}
type World = Awaited<ReturnType<typeof world>>;

/** Everything the public is shown of the two accounts, read the way the pages and the API read it. */
async function publicView(w: World) {
  const anon = { account: null };
  const get = (handler: Parameters<typeof api>[0], path: string, params = {}) =>
    api(handler, path, { ...anon, params });
  const all = [...w.hidden, w.control];
  const [list, category, featured, selected, agentsList, agenciesList, reviews] = await Promise.all(
    [
      get(listProjectsGet, `/api/projects?Search=${tag}&PageSize=50`),
      get(listProjectsGet, `/api/projects?CategoryId=${w.categoryId}&PageSize=50`),
      get(featuredGet, '/api/projects/featured?PageSize=24'),
      api(selectedGet, '/api/selected-projects', { account: w.reader }),
      get(agentsGet, `/api/agents?Search=${tag}`),
      get(agenciesGet, `/api/agencies?Search=${tag}`),
      get(reviewsGet, `/api/projects/${w.control.id}/reviews`, { id: String(w.control.id) }),
    ],
  );
  const status = async (handler: Parameters<typeof api>[0], path: string, params = {}) =>
    (await get(handler, path, params)).status;
  const nav = await categoryNav('uz');
  const navCount = nav.flatMap((c) => [c, ...c.children]).find((c) => c.id === w.categoryId)!.count;
  const topOf = nav.find(
    (c) => c.id === w.categoryId || c.children.some((x) => x.id === w.categoryId),
  )!;
  const sitemap = new Set((await sitemapEntries()).map((e) => e.path));
  const controlDetail = await get(projectGet, `/api/projects/${w.control.id}`, {
    id: String(w.control.id),
  });
  const staffAnswer = await get(agentGet, `/api/agents/${w.staff.agent.id}`, {
    id: String(w.staff.agent.id),
  });
  const staffCard = (agentsList.json.items as { id: number; agency: unknown }[]).find(
    (a) => a.id === w.staff.agent.id,
  );
  return {
    list: ids(list.json.items),
    listTotal: list.json.metaData.totalCount,
    category: ids(category.json.items).filter((id) => all.some((p) => p.id === id)),
    categoryTotal: category.json.metaData.totalCount,
    total: (await countProjects({})).totalCount,
    navTotal: (await publicProjectTotal()).totalCount,
    categoryCount: navCount,
    homeCategoryCount: (await homeCategories('uz')).find((c) => c.id === topOf.id)!.projectCount,
    home: ids(await homeProjects('uz')).filter((id) => all.some((p) => p.id === id)),
    featured: ids(featured.json.items).filter((id) => all.some((p) => p.id === id)),
    similar: ids(await cardsByIds(ids(all), 'uz')),
    detail: await Promise.all(
      all.map((p) => status(projectGet, `/api/projects/${p.id}`, { id: String(p.id) })),
    ),
    page: await Promise.all(
      all.map(
        async (p) =>
          (
            await resolveProjectPage(
              { code: p.code, slug: p.seoUrl, reviewsPage: 1, search: '' },
              null,
              {},
              'uz',
            )
          ).kind,
      ),
    ),
    selected: ids(selected.json.items),
    agentsList: ids(agentsList.json.items),
    staffAgency: staffCard?.agency ?? null,
    staffDetailAgency: staffAnswer.json.agency,
    agenciesList: ids(agenciesList.json.items),
    agent: await status(agentGet, `/api/agents/${w.agent.agent.id}`, {
      id: String(w.agent.agent.id),
    }),
    agency: await status(agencyGet, `/api/agencies/${w.blockedCo.agency.id}`, {
      id: String(w.blockedCo.agency.id),
    }),
    agentByAccount: await status(
      agentByAccountGet,
      `/api/agent/get-by-accountId/${w.agent.account.id}`,
      { accountId: String(w.agent.account.id) },
    ),
    agencyByAccount: await status(
      agencyByAccountGet,
      `/api/agency/get-by-accountId?accountId=${w.blockedCo.account.id}`,
    ),
    account: await status(publicAccountGet, `/api/accounts/${w.agent.account.id}`, {
      id: String(w.agent.account.id),
    }),
    workers: ((await getAgency(w.publicCo.agency.id, 'uz'))!.workers ?? []).map((x) => x.id),
    coProjects: ids(await agencyProjects(w.publicCo.agency.id, 'uz')),
    agentProjects: ids(await agentProjects(w.agent.account.id, 'uz')),
    reviews: (reviews.json.items as { author: { accountId: number } }[]).map(
      (r) => r.author.accountId,
    ),
    reviewsTotal: reviews.json.metaData.totalCount,
    controlReviewCount: controlDetail.json.reviewCount,
    homeReviews: (await homeReviews('uz')).map((r) => r.authorName),
    sitemap: [
      ...all.map((p) => sitemap.has(projectPath(p))),
      sitemap.has(agentPath(w.agent.agent)),
      sitemap.has(agencyPath(w.blockedCo.agency)),
      sitemap.has(agentPath(w.staff.agent)),
    ],
  };
}

const setBlocked = async (w: World, isBlocked: boolean) => {
  for (const id of [w.agent.account.id, w.blockedCo.account.id]) {
    const r = await api(patchUser, `/api/admin/users/${id}`, {
      method: 'PATCH',
      token: w.admin.token,
      body: { isBlocked },
      params: { id: String(id) },
    });
    expect(r.status).toBe(200);
  }
};

describe('blocking an account takes its public content down at once, unblocking brings it back', () => {
  it('every public reader, before, while blocked and after unblocking', async () => {
    const w = await world();
    const [p1, p2, p3] = w.hidden.map((p) => p.id) as [number, number, number];
    const c = w.control.id;
    const all = sorted(p1, p2, p3, c);
    const before = await publicView(w);
    // What is there before: all four projects, both profiles, the review, the saved project.
    expect(before).toMatchObject({
      list: all,
      listTotal: 4,
      category: all,
      total: 4,
      navTotal: 4,
      categoryCount: 4,
      home: all,
      featured: all,
      similar: all,
      detail: [200, 200, 200, 200],
      page: ['page', 'page', 'page', 'page'],
      selected: [p1],
      agentsList: sorted(w.agent.agent.id, w.staff.agent.id),
      staffAgency: { id: w.blockedCo.agency.id },
      staffDetailAgency: { id: w.blockedCo.agency.id },
      agenciesList: sorted(w.publicCo.agency.id, w.blockedCo.agency.id),
      agent: 200,
      agency: 200,
      agentByAccount: 200,
      agencyByAccount: 200,
      account: 200,
      workers: [w.agent.agent.id],
      coProjects: sorted(p1, p2),
      agentProjects: sorted(p1, p2),
      reviews: [w.agent.account.id],
      reviewsTotal: 1,
      controlReviewCount: 1,
      homeReviews: [w.agent.agent.fullName],
      sitemap: [true, true, true, true, true, true, true],
    });

    // A page the page cache holds for anonymous visitors (the agent's) is not served again.
    const key = cacheKey('uz', new URL(`http://localhost:4321${agentPath(w.agent.agent)}`));
    await storeIfCacheable(
      key,
      new Response('<p>agent</p>', { headers: { 'content-type': 'text/html' } }),
    );
    expect(getCached(key, 60_000)).not.toBeNull();

    await setBlocked(w, true);
    expect(getCached(key, 60_000)).toBeNull();
    const blocked = await publicView(w);
    expect(blocked).toEqual({
      ...before,
      list: [c],
      listTotal: 1,
      category: [c],
      categoryTotal: before.categoryTotal - 3,
      total: 1,
      navTotal: 1,
      categoryCount: 1,
      homeCategoryCount: before.homeCategoryCount - 3,
      home: [c],
      featured: [c],
      similar: [c],
      detail: [404, 404, 404, 200],
      page: ['notFound', 'notFound', 'notFound', 'page'],
      selected: [],
      agentsList: [w.staff.agent.id],
      staffAgency: null,
      staffDetailAgency: null,
      agenciesList: [w.publicCo.agency.id],
      agent: 404,
      agency: 404,
      agentByAccount: 404,
      agencyByAccount: 404,
      account: 404,
      workers: [],
      coProjects: [],
      agentProjects: [],
      reviews: [],
      reviewsTotal: 0,
      controlReviewCount: 0,
      homeReviews: [],
      sitemap: [false, false, false, true, false, false, true],
    });

    // Admin still sees the project (with the notice's flag) and the records behind the admin pages.
    const asAdmin = await api(projectGet, `/api/projects/${p1}`, {
      token: w.admin.token,
      params: { id: String(p1) },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.ownerBlocked).toBe(true);
    const adminByAccount = await api(
      agentByAccountGet,
      `/api/agent/get-by-accountId/${w.agent.account.id}`,
      { account: w.adminViewer, params: { accountId: String(w.agent.account.id) } },
    );
    expect(adminByAccount.json).toMatchObject({ id: w.agent.agent.id });

    await setBlocked(w, false);
    expect(await publicView(w)).toEqual(before);
    const back = await api(projectGet, `/api/projects/${p1}`, { params: { id: String(p1) } });
    expect(back.json.ownerBlocked).toBe(false);
  });
});
