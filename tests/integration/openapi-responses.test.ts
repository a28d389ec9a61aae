// docs/api.md "Response schemas": every 2xx answer with a body is described in /api/openapi.json by
// a zod schema (src/lib/openapi/responses/). Those schemas are strict, so this file keeps them the
// truth: it calls the real handlers over the real database — every documented GET and the main
// writes — and parses each answer with the schema the operation documents for its status. A field
// added to an answer but not to the schema, a missing one, a wrong type or an undocumented status
// fails here. Then it generates a TypeScript client from the live document with openapi-typescript
// and compiles the captured answers against it, so the document as a client reads it (not only the
// zod side) matches what the server sends.
import { vi } from 'vitest';
// The Telegram bot is configured so its link is sampled; nothing here reaches the Bot API.
vi.hoisted(() => {
  Object.assign(process.env, {
    TELEGRAM_BOT_TOKEN: '777000333:AAopenapi-token_abcdefghijklmnop',
    TELEGRAM_BOT_USERNAME: 'quruvchi_openapi_bot',
    TELEGRAM_WEBHOOK_SECRET: 'openapi-webhook-secret-0123',
    TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
  });
});
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as telegramLinkPost } from '@/pages/api/telegram/link';
import { POST as telegramWebhookPost } from '@/pages/api/telegram/webhook';
import { call } from '../helpers/call';
import { makePerson, PASSWORD, refresh, type Person } from '../helpers/authz-world';
import { makeProject } from '../factories/projects';
import { fileForm, jpeg, uploadImages, validProjectBody } from '../factories/pro';
import { makeLifeHack, makeNews } from '../factories/news';
import { makeConversation, pdf } from '../factories/messages';
import { POST as attachmentPost } from '@/pages/api/messages/attachments/index';
import { GET as attachmentGet } from '@/pages/api/messages/attachments/[id]';
import { GET as attachmentPhotoGet } from '@/pages/api/messages/attachments/[id]/[variant]';
import {
  codeFor,
  outboxFor,
  randomEmail,
  randomIp,
  uniquePhone,
} from '@/lib/accounts/testing/fixtures';
import { db } from '@/lib/db/client.server';
import {
  accounts,
  accountServices,
  enrollments,
  regions,
  reviews,
  services,
} from '@/lib/db/schema';
import { operations } from '@/lib/openapi/operations';
import type { Answer } from '@/lib/openapi/document';
import { GET as openApiGet } from '@/pages/api/openapi.json';
import { GET as healthGet } from '@/pages/api/health';
import { GET as readyGet } from '@/pages/api/ready';
import { GET as categoriesGet } from '@/pages/api/category/get-all';
import { GET as servicesGet } from '@/pages/api/services';
import { GET as regionsGet } from '@/pages/api/regions';
import { GET as newsList } from '@/pages/api/news/index';
import { GET as newsItem } from '@/pages/api/news/[id]';
import { GET as lifeHacksList } from '@/pages/api/life-hacks/index';
import { GET as lifeHackItem } from '@/pages/api/life-hacks/[id]';
import { GET as projectsList, POST as projectsCreate } from '@/pages/api/projects/index';
import { GET as featuredGet } from '@/pages/api/projects/featured';
import { GET as projectsMapGet } from '@/pages/api/projects/map';
import { GET as projectGet, PUT as projectPut } from '@/pages/api/projects/[id]/index';
import { PATCH as projectStatus } from '@/pages/api/projects/[id]/status';
import { POST as projectImageAdd } from '@/pages/api/projects/[id]/images/index';
import { POST as projectImageUpload } from '@/pages/api/project-images';
import { GET as reviewsGet } from '@/pages/api/projects/[id]/reviews/index';
import { PUT as reviewPut } from '@/pages/api/projects/[id]/reviews/mine';
import { GET as selectedGet } from '@/pages/api/selected-projects/index';
import {
  PUT as selectPut,
  DELETE as selectDelete,
} from '@/pages/api/selected-projects/[projectId]';
import { GET as myProjectsGet } from '@/pages/api/my-projects';
import { GET as agentsList, POST as agentCreate } from '@/pages/api/agents/index';
import { GET as agentGet, PUT as agentPut } from '@/pages/api/agents/[id]';
import { GET as agenciesList } from '@/pages/api/agencies/index';
import { GET as agencyGet } from '@/pages/api/agencies/[id]';
import { GET as agentByAccount } from '@/pages/api/agent/get-by-accountId/[accountId]';
import { GET as agencyByAccount } from '@/pages/api/agency/get-by-accountId';
import { GET as enrollmentsGet } from '@/pages/api/agent-enrollment/get-all';
import { POST as invitePost } from '@/pages/api/agent-enrollment/invite';
import { POST as joinPost } from '@/pages/api/agent-enrollment/join';
import { POST as acceptPost } from '@/pages/api/agent-enrollment/[id]/accept';
import { POST as declinePost } from '@/pages/api/agent-enrollment/[id]/decline';
import { POST as calculatorPost } from '@/pages/api/calculator/[kind]';
import { POST as estimatePost } from '@/pages/api/ai/design/estimate';
import { POST as registerPost } from '@/pages/api/user/register';
import { POST as registerConfirm } from '@/pages/api/user/register/confirm';
import { POST as registerVerify } from '@/pages/api/user/register/verify';
import { POST as loginPost } from '@/pages/api/user/login';
import { GET as verifyGet } from '@/pages/api/user/verify';
import { POST as forgotPost } from '@/pages/api/user/forgot-password';
import { POST as forgotConfirm } from '@/pages/api/user/forgot-password/confirm';
import { GET as accountGet } from '@/pages/api/accounts/[id]';
import { GET as meGet, PUT as mePut } from '@/pages/api/accounts/me';
import { POST as photoPost } from '@/pages/api/accounts/me/photo';
import { POST as proPost } from '@/pages/api/accounts/me/pro';
import { POST as contactPost } from '@/pages/api/accounts/me/contact';
import { POST as contactConfirm } from '@/pages/api/accounts/me/contact/confirm';
import { POST as messagePost } from '@/pages/api/messages/index';
import { GET as conversationsGet } from '@/pages/api/messages/conversations/index';
import { GET as conversationGet } from '@/pages/api/messages/conversations/[id]/index';
import { POST as reportPost } from '@/pages/api/messages/conversations/[id]/report';
import { GET as unreadGet } from '@/pages/api/messages/unread';
import { GET as reportsGet } from '@/pages/api/admin/conversation-reports/index';
import {
  GET as reportGet,
  PATCH as reportPatch,
} from '@/pages/api/admin/conversation-reports/[id]';
import { GET as adminUsersGet, POST as adminUsersPost } from '@/pages/api/admin/users/index';
import { PATCH as adminUserPatch } from '@/pages/api/admin/users/[id]/index';
import * as adminNews from '@/pages/api/admin/news/index';
import * as adminNewsItem from '@/pages/api/admin/news/[id]';
import * as adminLifeHacks from '@/pages/api/admin/life-hacks/index';
import * as adminLifeHackItem from '@/pages/api/admin/life-hacks/[id]';
import { POST as adminImagesPost } from '@/pages/api/admin/images';
import * as adminCategories from '@/pages/api/admin/categories/index';
import { PUT as adminCategoryPut } from '@/pages/api/admin/categories/[id]';
import * as adminServices from '@/pages/api/admin/services/index';
import { PUT as adminServicePut } from '@/pages/api/admin/services/[id]';
import { GET as statsGet } from '@/pages/api/admin/stats';
import { GET as auditGet } from '@/pages/api/admin/audit-log';
import { PATCH as adminProjectPatch } from '@/pages/api/admin/projects/[id]';
import { GET as plansGet } from '@/pages/api/billing/plans';
import { GET as ordersGet } from '@/pages/api/billing/orders/index';
import { GET as orderGet } from '@/pages/api/billing/orders/[id]';
import { POST as paymePost } from '@/pages/api/payments/payme';
import { POST as clickPreparePost } from '@/pages/api/payments/click/prepare';
import { POST as clickCompletePost } from '@/pages/api/payments/click/complete';
import { GET as adminOrdersGet } from '@/pages/api/admin/billing/orders';
import { PUT as adminPlanPut } from '@/pages/api/admin/billing/plans/[code]';
import { agentServices, agents, orders } from '@/lib/db/schema';
import * as quoteRequestsApi from '@/pages/api/quote-requests/index';
import { POST as quoteImagesPost } from '@/pages/api/quote-requests/images';
import { GET as quoteInboxGet } from '@/pages/api/quote-requests/inbox';
import { GET as quoteGet } from '@/pages/api/quote-requests/[id]/index';
import { POST as quoteRespondPost } from '@/pages/api/quote-requests/[id]/respond';
import { POST as quoteChoosePost } from '@/pages/api/quote-requests/[id]/choose';
import { POST as quoteClosePost } from '@/pages/api/quote-requests/[id]/close';
import * as savedSearchesApi from '@/pages/api/saved-searches/index';
import * as savedSearchApi from '@/pages/api/saved-searches/[id]';
import { GET as notificationsGet } from '@/pages/api/notifications/index';
import { POST as notificationsReadPost } from '@/pages/api/notifications/read';
import { addNotifications } from '@/lib/notify/notifications.server';

type Res = Awaited<ReturnType<typeof call>>;
type Captured = { op: string; status: number; contentType: string; body: unknown };

/**
 * Answers with a body that this file does not produce, and why. Everything else documented with a
 * 2xx body must be called below (the coverage test says which one is missing).
 */
const NOT_SAMPLED: Record<string, string> = {
  'GET /api/messages/stream':
    'an endless text/event-stream (src/lib/messages/live/stream.int.test.ts)',
  'POST /api/billing/orders':
    'needs a payment provider configured, which would make PRO paid for the rest of this file; src/lib/billing/orders-api.int.test.ts checks its answer against this schema',
  'POST /api/user/register/resend':
    'answers only after the 60-second countdown; the same { resendAfterSeconds } as forgot-password',
};

const captured: Captured[] = [];
const sampled = new Set<string>();

function documented(op: string) {
  const [method, p] = op.split(' ');
  return operations.find((o) => o.method === method!.toLowerCase() && o.path === p);
}

/** The answer is a documented success and parses with the schema documented for its status. */
function expectDocumented(op: string, res: Res) {
  const operation = documented(op);
  expect(operation, `${op} is not in src/lib/openapi/operations`).toBeDefined();
  expect(res.status, `${op} answered ${res.status}: ${res.text.slice(0, 400)}`).toBeLessThan(300);
  const entry = operation!.responses[String(res.status)];
  expect(entry, `${op} answered ${res.status}, which it does not document`).toBeDefined();
  sampled.add(op);
  if (res.status === 204) return;
  expect(typeof entry, `${op} ${res.status} has a body but no schema`).toBe('object');
  const { schema, contentType = 'application/json' } = entry as Answer;
  const body = contentType === 'application/json' ? res.json : res.text;
  const parsed = z.safeParse(schema, body);
  expect(
    parsed.success ? [] : parsed.error.issues.slice(0, 5),
    `${op} ${res.status}: the answer does not match its documented schema`,
  ).toEqual([]);
  captured.push({ op, status: res.status, contentType, body });
}

/** The token of the e-mail's confirmation link (waits a moment, as codeFor does for codes). */
async function linkTokenFor(email: string): Promise<string> {
  for (let tries = 0; tries < 120; tries++) {
    const link = (await outboxFor(email))
      .map((l) => /verify\?token=(\S+)/.exec(l.text)?.[1])
      .find(Boolean);
    if (link) return decodeURIComponent(link);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`No link was sent to ${email}`);
}

let admin: Person;
let agencyPro: Person;
let agentPro: Person;
let user: Person;
let projectId: number;
let agentId: number;
let agencyId: number;
let conversationId: number;
let newsId: number;
let lifeHackId: number;

beforeAll(async () => {
  [admin, agencyPro, agentPro, user] = await Promise.all([
    makePerson('admin'),
    makePerson('agencyPro'),
    makePerson('agentPro'),
    makePerson('user'),
  ]);
  agentId = agentPro.account.agentId!;
  agencyId = agencyPro.account.agencyId!;
  const project = await makeProject({ ownerAccountId: agentPro.account.id, images: 2 });
  projectId = project.id;
  await db()
    .insert(reviews)
    .values({ projectId, accountId: admin.account.id, text: 'Yaxshi loyiha', rating: 5 });
  conversationId = (
    await makeConversation(user.account, agentPro.account, ['Salom', 'Narxi qancha?'], {
      projectId,
    })
  ).conversationId;
  newsId = (await makeNews()).id;
  lifeHackId = (await makeLifeHack()).id;
});

const id = (n: number) => ({ id: String(n) });

describe('every answer matches the schema /api/openapi.json documents for it', () => {
  it('service, catalog and content reads', async () => {
    expectDocumented('GET /api/openapi.json', await call(openApiGet as never, '/api/openapi.json'));
    expectDocumented('GET /api/health', await call(healthGet as never, '/api/health'));
    expectDocumented('GET /api/ready', await call(readyGet as never, '/api/ready'));
    expectDocumented(
      'GET /api/category/get-all',
      await call(categoriesGet, '/api/category/get-all'),
    );
    expectDocumented('GET /api/services', await call(servicesGet, '/api/services?Lang=ru'));
    expectDocumented(
      'GET /api/services',
      await call(servicesGet, '/api/services', { account: admin.account }),
    );
    expectDocumented('GET /api/regions', await call(regionsGet, '/api/regions?Lang=en'));
    expectDocumented('GET /api/news', await call(newsList, '/api/news'));
    expectDocumented(
      'GET /api/news/{id}',
      await call(newsItem, `/api/news/${newsId}`, { params: id(newsId) }),
    );
    expectDocumented('GET /api/life-hacks', await call(lifeHacksList, '/api/life-hacks?Lang=oz'));
    expectDocumented(
      'GET /api/life-hacks/{id}',
      await call(lifeHackItem, `/api/life-hacks/${lifeHackId}`, { params: id(lifeHackId) }),
    );
  });

  it('project reads', async () => {
    expectDocumented('GET /api/projects', await call(projectsList, '/api/projects?PageSize=5'));
    for (const zoom of [3, 4])
      expectDocumented(
        'GET /api/projects/map',
        await call(projectsMapGet, `/api/projects/map?Bbox=56,37,73,46&Zoom=${zoom}`),
      );
    expectDocumented(
      'GET /api/projects/featured',
      await call(featuredGet, '/api/projects/featured'),
    );
    for (const account of [null, agentPro.account]) {
      expectDocumented(
        'GET /api/projects/{id}',
        await call(projectGet, `/api/projects/${projectId}?Lang=uz`, {
          params: id(projectId),
          account,
        }),
      );
    }
    expectDocumented(
      'GET /api/projects/{id}/reviews',
      await call(reviewsGet, `/api/projects/${projectId}/reviews`, {
        params: id(projectId),
        account: admin.account,
      }),
    );
    expectDocumented(
      'PUT /api/selected-projects/{projectId}',
      await call(selectPut, `/api/selected-projects/${projectId}`, {
        method: 'PUT',
        params: { projectId: String(projectId) },
        account: user.account,
      }),
    );
    expectDocumented(
      'GET /api/selected-projects',
      await call(selectedGet, '/api/selected-projects', { account: user.account }),
    );
    expectDocumented(
      'DELETE /api/selected-projects/{projectId}',
      await call(selectDelete, `/api/selected-projects/${projectId}`, {
        method: 'DELETE',
        params: { projectId: String(projectId) },
        account: user.account,
      }),
    );
    expectDocumented(
      'GET /api/my-projects',
      await call(myProjectsGet, '/api/my-projects', { account: agentPro.account }),
    );
  });

  it('project writes', async () => {
    const [upload] = await uploadImages(agentPro.account, 1);
    const created = await call(projectsCreate, '/api/projects', {
      method: 'POST',
      account: agentPro.account,
      body: await validProjectBody({ imageIds: [upload!] }),
    });
    expectDocumented('POST /api/projects', created);
    const newId = created.json.id as number;
    expectDocumented(
      'PUT /api/projects/{id}',
      await call(projectPut, `/api/projects/${newId}`, {
        method: 'PUT',
        params: id(newId),
        account: agentPro.account,
        body: await validProjectBody({ imageIds: [upload!], flooring: 'beams' }),
      }),
    );
    expectDocumented(
      'PATCH /api/projects/{id}/status',
      await call(projectStatus, `/api/projects/${newId}/status`, {
        method: 'PATCH',
        params: id(newId),
        account: agentPro.account,
        body: { isActive: false },
      }),
    );
    const picture = fileForm(await jpeg(64, 48));
    expectDocumented(
      'POST /api/projects/{id}/images',
      await call(projectImageAdd, `/api/projects/${newId}/images`, {
        method: 'POST',
        params: id(newId),
        account: agentPro.account,
        formData: picture,
      }),
    );
    expectDocumented(
      'POST /api/project-images',
      await call(projectImageUpload, '/api/project-images', {
        method: 'POST',
        account: agentPro.account,
        formData: fileForm(await jpeg(64, 48)),
      }),
    );
    for (const expected of [201, 200]) {
      const res = await call(reviewPut, `/api/projects/${projectId}/reviews/mine`, {
        method: 'PUT',
        params: id(projectId),
        account: user.account,
        body: { text: 'Menga yoqdi', rating: 4 },
      });
      expect(res.status).toBe(expected);
      expectDocumented('PUT /api/projects/{id}/reviews/mine', res);
    }
    expectDocumented(
      'PATCH /api/admin/projects/{id}',
      await call(adminProjectPatch, `/api/admin/projects/${newId}`, {
        method: 'PATCH',
        params: id(newId),
        account: admin.account,
        body: { isFeatured: true },
      }),
    );
  });

  it('professionals and invitations', async () => {
    expectDocumented('GET /api/agents', await call(agentsList, '/api/agents?PageSize=5&Lang=en'));
    expectDocumented('GET /api/agencies', await call(agenciesList, '/api/agencies?PageSize=5'));
    const [worker, leaver, joiner] = await Promise.all([
      makePerson('agent'),
      makePerson('agent'),
      makePerson('agent'),
    ]);
    const invited = await call(invitePost, '/api/agent-enrollment/invite', {
      method: 'POST',
      account: agencyPro.account,
      body: { agentId: worker.account.agentId },
    });
    expectDocumented('POST /api/agent-enrollment/invite', invited);
    expectDocumented(
      'POST /api/agent-enrollment/{id}/accept',
      await call(acceptPost, `/api/agent-enrollment/${invited.json.id}/accept`, {
        method: 'POST',
        params: id(invited.json.id),
        account: worker.account,
      }),
    );
    const [declined] = await db()
      .insert(enrollments)
      .values({ agentId: leaver.account.agentId!, agencyId, type: 1, status: 'pending' })
      .returning();
    expectDocumented(
      'POST /api/agent-enrollment/{id}/decline',
      await call(declinePost, `/api/agent-enrollment/${declined!.id}/decline`, {
        method: 'POST',
        params: id(declined!.id),
        account: leaver.account,
      }),
    );
    expectDocumented(
      'POST /api/agent-enrollment/join',
      await call(joinPost, '/api/agent-enrollment/join', {
        method: 'POST',
        account: joiner.account,
        body: { agencyId },
      }),
    );
    expectDocumented(
      'GET /api/agent-enrollment/get-all',
      await call(enrollmentsGet, '/api/agent-enrollment/get-all', { account: agencyPro.account }),
    );
    // The agency with a worker (and its photo), the worker with its agency.
    expectDocumented(
      'GET /api/agencies/{id}',
      await call(agencyGet, `/api/agencies/${agencyId}?Lang=oz`, { params: id(agencyId) }),
    );
    const workerId = worker.account.agentId!;
    expectDocumented(
      'GET /api/agents/{id}',
      await call(agentGet, `/api/agents/${workerId}`, { params: id(workerId) }),
    );
    expectDocumented(
      'GET /api/agents/{id}',
      await call(agentGet, `/api/agents/${agentId}?Lang=ru`, { params: id(agentId) }),
    );
    expectDocumented(
      'GET /api/agent/get-by-accountId/{accountId}',
      await call(agentByAccount, `/api/agent/get-by-accountId/${agentPro.account.id}`, {
        params: { accountId: String(agentPro.account.id) },
      }),
    );
    expectDocumented(
      'GET /api/agency/get-by-accountId',
      await call(agencyByAccount, `/api/agency/get-by-accountId?accountId=${agencyPro.account.id}`),
    );
    const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
    const [service] = await db()
      .select({ id: services.id })
      .from(services)
      .where(eq(services.isActive, true))
      .limit(1);
    const agentBody = {
      designation: 'Muhandis',
      phone: uniquePhone('+99897'),
      regionId: region!.id,
      serviceIds: [service!.id],
      gdprConsent: true,
    };
    const fresh = await makePerson('user');
    expectDocumented(
      'POST /api/agents',
      await call(agentCreate, '/api/agents', {
        method: 'POST',
        account: fresh.account,
        body: agentBody,
      }),
    );
    expectDocumented(
      'PUT /api/agents/{id}',
      await call(agentPut, `/api/agents/${agentId}`, {
        method: 'PUT',
        params: id(agentId),
        account: agentPro.account,
        body: { ...agentBody, designation: 'Bosh muhandis' },
      }),
    );
  });

  it('calculators and the estimator', async () => {
    const bodies = {
      foundation: {
        type: 'strip',
        length: 10,
        width: 8,
        innerWalls: 6,
        stripWidth: 0.4,
        stripDepth: 1,
        mix: '1:2:4',
        barDiameter: 12,
        barSpacing: 200,
        barRows: 2,
        wastePercent: 5,
      },
      wall: { length: 10, height: 3, material: 'brickSingle', thickness: 'half' },
      roofing: {
        roofType: 'gable',
        length: 10,
        width: 8,
        eaveOverhang: 0.5,
        gableOverhang: 0.3,
        pitchMode: 'angle',
        pitch: 30,
        covering: 'metalTile',
      },
      tiles: {
        surface: 'wall',
        length: 8.4,
        width: 2.5,
        openings: [{ width: 0.7, height: 2 }],
        tileSize: 't200x300',
        joint: 2,
        layout: 'straight',
        prices: { tiles: 180000 },
      },
    } as const;
    for (const [kind, body] of Object.entries(bodies)) {
      const res = await call(calculatorPost, `/api/calculator/${kind}`, {
        method: 'POST',
        params: { kind },
        body,
      });
      expectDocumented(`POST /api/calculator/${kind}`, res);
    }
    expectDocumented(
      'POST /api/ai/design/estimate',
      await call(estimatePost, '/api/ai/design/estimate?Lang=en', {
        method: 'POST',
        body: {
          totalArea: 163,
          storeys: 2,
          bedrooms: 4,
          bathrooms: 2,
          wallMaterial: 'gasSilicate',
          foundation: 'slab',
          roofType: 'hip',
          style: 'scandinavian',
          finishingLevel: 'turnkey',
          hasGarage: true,
          hasAttic: false,
        },
      }),
    );
  });

  it('sign-up, sign-in and the account', async () => {
    const username = uniquePhone('+99891');
    const ip = randomIp();
    const registration = {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: 'Sxema Tekshiruvchi',
      accountType: 'User',
      consent: true,
    };
    const registered = await call(registerPost, '/api/user/register', {
      method: 'POST',
      body: registration,
      clientAddress: ip,
    });
    expectDocumented('POST /api/user/register', registered);
    const { attemptToken } = registered.json as { attemptToken: string };
    expectDocumented(
      'POST /api/user/register/confirm',
      await call(registerConfirm, '/api/user/register/confirm', {
        method: 'POST',
        body: { username, code: await codeFor(username), attemptToken },
      }),
    );
    // By e-mail: the link's token, as the /account/register/verify page sends it.
    const email = randomEmail();
    expectDocumented(
      'POST /api/user/register',
      await call(registerPost, '/api/user/register', {
        method: 'POST',
        body: { ...registration, username: email },
        clientAddress: randomIp(),
      }),
    );
    const linkToken = await linkTokenFor(email);
    expectDocumented(
      'POST /api/user/register/verify',
      await call(registerVerify, '/api/user/register/verify', {
        method: 'POST',
        body: { token: linkToken },
      }),
    );
    const login = await call(loginPost, '/api/user/login', {
      method: 'POST',
      body: { username: user.phone, password: PASSWORD },
      clientAddress: randomIp(),
    });
    expectDocumented('POST /api/user/login', login);
    expectDocumented(
      'GET /api/user/verify',
      await call(verifyGet, '/api/user/verify', { token: login.text }),
    );
    const sentAfter = Date.now() - 1000;
    expectDocumented(
      'POST /api/user/forgot-password',
      await call(forgotPost, '/api/user/forgot-password', {
        method: 'POST',
        body: { username: user.phone },
        clientAddress: randomIp(),
      }),
    );
    expectDocumented(
      'POST /api/user/forgot-password/confirm',
      await call(forgotConfirm, '/api/user/forgot-password/confirm', {
        method: 'POST',
        body: { username: user.phone, code: await codeFor(user.phone, { after: sentAfter }) },
      }),
    );
    for (const p of [user, agentPro, agencyPro]) {
      expectDocumented(
        'GET /api/accounts/me',
        await call(meGet, '/api/accounts/me', { account: p.account }),
      );
      expectDocumented(
        'GET /api/accounts/{id}',
        await call(accountGet, `/api/accounts/${p.account.id}`, {
          params: id(p.account.id),
          account: p.account,
        }),
      );
    }
    expectDocumented(
      'PUT /api/accounts/me',
      await call(mePut, '/api/accounts/me', {
        method: 'PUT',
        account: user.account,
        body: { fullName: 'Yangi Ism', social: { telegram: 'https://t.me/yangi' } },
      }),
    );
    expectDocumented(
      'POST /api/accounts/me/photo',
      await call(photoPost, '/api/accounts/me/photo', {
        method: 'POST',
        account: user.account,
        formData: fileForm(await jpeg(64, 64)),
      }),
    );
    // PRO needs a complete profile: region, photo and a service.
    const pro = await makePerson('agent');
    const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
    const [service] = await db()
      .select({ id: services.id })
      .from(services)
      .where(eq(services.isActive, true))
      .limit(1);
    await db()
      .update(accounts)
      .set({ regionId: region!.id, photoPath: '/media/avatars/ma/sxema-192.webp' })
      .where(eq(accounts.id, pro.account.id));
    await db()
      .insert(accountServices)
      .values({ accountId: pro.account.id, serviceId: service!.id });
    expectDocumented(
      'POST /api/accounts/me/pro',
      await call(proPost, '/api/accounts/me/pro', { method: 'POST', account: pro.account }),
    );
    const newEmail = randomEmail();
    const asked = Date.now() - 1000;
    expectDocumented(
      'POST /api/accounts/me/contact',
      await call(contactPost, '/api/accounts/me/contact', {
        method: 'POST',
        account: user.account,
        body: { kind: 'email', value: newEmail, password: PASSWORD },
        clientAddress: randomIp(),
      }),
    );
    expectDocumented(
      'POST /api/accounts/me/contact/confirm',
      await call(contactConfirm, '/api/accounts/me/contact/confirm', {
        method: 'POST',
        account: user.account,
        body: { kind: 'email', value: newEmail, code: await codeFor(newEmail, { after: asked }) },
      }),
    );
  });

  it('messages and reports', async () => {
    const me = (await refresh(user)).account;
    const upload = (file: FormData) =>
      call(attachmentPost, '/api/messages/attachments', {
        method: 'POST',
        account: agentPro.account,
        formData: file,
        clientAddress: randomIp(),
      });
    const file = await upload(fileForm(pdf(), 'smeta.pdf', 'application/pdf'));
    expectDocumented('POST /api/messages/attachments', file);
    const photo = await upload(fileForm(await jpeg(64, 48)));
    expectDocumented('POST /api/messages/attachments', photo);
    expectDocumented(
      'POST /api/messages',
      await call(messagePost, '/api/messages', {
        method: 'POST',
        account: agentPro.account,
        body: {
          toAccountId: me.id,
          content: 'Ertaga qoʻngʻiroq qilaman',
          projectId,
          attachmentIds: [file.json.id, photo.json.id],
        },
        clientAddress: randomIp(),
      }),
    );
    expectDocumented(
      'GET /api/messages/attachments/{id}',
      await call(attachmentGet, file.json.url, { params: id(file.json.id), account: me }),
    );
    const variant = photo.json.variants.find((v: { format: string }) => v.format === 'webp');
    expectDocumented(
      'GET /api/messages/attachments/{id}/{variant}',
      await call(attachmentPhotoGet, variant.path, {
        params: { id: String(photo.json.id), variant: `${variant.width}.webp` },
        account: me,
      }),
    );
    expectDocumented(
      'GET /api/messages/conversations',
      await call(conversationsGet, '/api/messages/conversations', { account: me }),
    );
    expectDocumented(
      'GET /api/messages/conversations/{id}',
      await call(conversationGet, `/api/messages/conversations/${conversationId}`, {
        params: id(conversationId),
        account: agentPro.account,
      }),
    );
    expectDocumented(
      'GET /api/messages/unread',
      await call(unreadGet, '/api/messages/unread', { account: me }),
    );
    const report = await call(reportPost, `/api/messages/conversations/${conversationId}/report`, {
      method: 'POST',
      params: id(conversationId),
      account: me,
      body: { reason: 'Reklama' },
    });
    expectDocumented('POST /api/messages/conversations/{id}/report', report);
    expectDocumented(
      'GET /api/admin/conversation-reports',
      await call(reportsGet, '/api/admin/conversation-reports', { account: admin.account }),
    );
    expectDocumented(
      'GET /api/admin/conversation-reports/{id}',
      await call(reportGet, `/api/admin/conversation-reports/${report.json.id}`, {
        params: id(report.json.id),
        account: admin.account,
      }),
    );
    expectDocumented(
      'PATCH /api/admin/conversation-reports/{id}',
      await call(reportPatch, `/api/admin/conversation-reports/${report.json.id}`, {
        method: 'PATCH',
        params: id(report.json.id),
        account: admin.account,
        body: { status: 'closed' },
      }),
    );
  });

  it('admin', async () => {
    const as = { account: admin.account };
    expectDocumented('GET /api/admin/users', await call(adminUsersGet, '/api/admin/users', as));
    const created = await call(adminUsersPost, '/api/admin/users', {
      ...as,
      method: 'POST',
      body: {
        username: uniquePhone('+99895'),
        password: 'Parol123',
        fullName: 'Admin Yaratdi',
        role: 'Agency',
        tin: String(crypto.randomInt(300_000_000, 999_999_999)),
        companyName: `Sxema ${crypto.randomBytes(3).toString('hex')}`,
      },
    });
    expectDocumented('POST /api/admin/users', created);
    expectDocumented(
      'PATCH /api/admin/users/{id}',
      await call(adminUserPatch, `/api/admin/users/${created.json.id}`, {
        ...as,
        method: 'PATCH',
        params: id(created.json.id),
        body: { isBlocked: true },
      }),
    );
    const article = {
      title: { uz: 'Sxema nomi', ru: 'Имя', en: 'Schema title' },
      text: { uz: 'Matn', ru: 'Текст', en: 'Text' },
    };
    for (const [base, list, item, existing] of [
      ['/api/admin/news', adminNews, adminNewsItem, newsId],
      ['/api/admin/life-hacks', adminLifeHacks, adminLifeHackItem, lifeHackId],
    ] as const) {
      expectDocumented(`GET ${base}`, await call(list.GET, base, as));
      expectDocumented(
        `POST ${base}`,
        await call(list.POST, base, { ...as, method: 'POST', body: article }),
      );
      expectDocumented(
        `GET ${base}/{id}`,
        await call(item.GET, `${base}/${existing}`, { ...as, params: id(existing) }),
      );
      expectDocumented(
        `PUT ${base}/{id}`,
        await call(item.PUT, `${base}/${existing}`, {
          ...as,
          method: 'PUT',
          params: id(existing),
          body: article,
        }),
      );
    }
    expectDocumented(
      'POST /api/admin/images',
      await call(adminImagesPost, '/api/admin/images', {
        ...as,
        method: 'POST',
        formData: fileForm(await jpeg(80, 60)),
      }),
    );
    const tag = crypto.randomBytes(3).toString('hex');
    const names = (s: string) => ({ uz: `Nom ${s}`, ru: `Имя ${s}`, en: `Name ${s}` });
    for (const [base, list, put] of [
      ['/api/admin/categories', adminCategories, adminCategoryPut],
      ['/api/admin/services', adminServices, adminServicePut],
    ] as const) {
      expectDocumented(`GET ${base}`, await call(list.GET, base, as));
      const made = await call(list.POST, base, {
        ...as,
        method: 'POST',
        body: { parentId: 0, name: names(tag) },
      });
      expectDocumented(`POST ${base}`, made);
      expectDocumented(
        `PUT ${base}/{id}`,
        await call(put, `${base}/${made.json.id}`, {
          ...as,
          method: 'PUT',
          params: id(made.json.id),
          body: { parentId: 0, name: names(`${tag} 2`) },
        }),
      );
    }
    expectDocumented('GET /api/admin/stats', await call(statsGet, '/api/admin/stats', as));
    expectDocumented('GET /api/admin/audit-log', await call(auditGet, '/api/admin/audit-log', as));
  });

  it('payments', async () => {
    const as = { account: agentPro.account };
    expectDocumented('GET /api/billing/plans', await call(plansGet, '/api/billing/plans'));
    const [order] = await db()
      .insert(orders)
      .values({
        accountId: agentPro.account.id,
        planCode: 'pro-30',
        kind: 'pro',
        days: 30,
        amount: 99_000,
        provider: 'payme',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expectDocumented('GET /api/billing/orders', await call(ordersGet, '/api/billing/orders', as));
    expectDocumented(
      'GET /api/billing/orders/{id}',
      await call(orderGet, `/api/billing/orders/${order!.id}`, { ...as, params: id(order!.id) }),
    );
    expectDocumented(
      'POST /api/payments/payme',
      await call(paymePost, '/api/payments/payme', {
        method: 'POST',
        body: { jsonrpc: '2.0', id: 1, method: 'CheckTransaction', params: { id: 'x' } },
      }),
    );
    for (const [step, handler] of [
      ['prepare', clickPreparePost],
      ['complete', clickCompletePost],
    ] as const)
      expectDocumented(
        `POST /api/payments/click/${step}`,
        await call(handler, `/api/payments/click/${step}`, {
          method: 'POST',
          body: 'click_trans_id=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    const asAdmin = { account: admin.account };
    expectDocumented(
      'GET /api/admin/billing/orders',
      await call(adminOrdersGet, '/api/admin/billing/orders', asAdmin),
    );
    expectDocumented(
      'PUT /api/admin/billing/plans/{code}',
      await call(adminPlanPut, '/api/admin/billing/plans/pro-365', {
        ...asAdmin,
        method: 'PUT',
        params: { code: 'pro-365' },
        body: { price: 990_000, isActive: true },
      }),
    );
  });

  it('telegram', async () => {
    expectDocumented(
      'POST /api/telegram/link',
      await call(telegramLinkPost, '/api/telegram/link', {
        account: user.account,
        method: 'POST',
      }),
    );
    // An update no handler takes (an edited message): answered without calling Telegram.
    expectDocumented(
      'POST /api/telegram/webhook',
      await call(telegramWebhookPost, '/api/telegram/webhook', {
        method: 'POST',
        headers: { 'x-telegram-bot-api-secret-token': 'openapi-webhook-secret-0123' },
        body: {
          update_id: 1,
          edited_message: { message_id: 1, date: 1, chat: { id: 1, type: 'private' } },
        },
      }),
    );
  });

  it('quote requests', async () => {
    const [service] = await db()
      .select({ id: services.id })
      .from(services)
      .where(eq(services.isActive, true))
      .limit(1);
    const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
    // The PRO agent offers the service in the region, so the user's request reaches them.
    await db().update(agents).set({ regionId: region!.id }).where(eq(agents.id, agentId));
    await db()
      .insert(agentServices)
      .values({ agentId, serviceId: service!.id })
      .onConflictDoNothing();
    const asUser = { account: user.account };
    const photo = await call(quoteImagesPost, '/api/quote-requests/images', {
      ...asUser,
      method: 'POST',
      formData: fileForm(await jpeg(64, 48)),
    });
    expectDocumented('POST /api/quote-requests/images', photo);
    const body = (n: number) => ({
      serviceId: service!.id,
      regionId: region!.id,
      description: `Hovlida ayvon qurish kerak, 30 kv.m, yog'och ${n}`,
      budgetMin: 1_000_000,
      budgetMax: 2_000_000,
      imageIds: n === 1 ? [photo.json.id] : [],
    });
    const made = await call(quoteRequestsApi.POST, '/api/quote-requests', {
      ...asUser,
      method: 'POST',
      body: body(1),
    });
    expectDocumented('POST /api/quote-requests', made);
    const qid = { params: id(made.json.id) };
    expectDocumented(
      'GET /api/quote-requests/inbox',
      await call(quoteInboxGet, '/api/quote-requests/inbox', { account: agentPro.account }),
    );
    expectDocumented(
      'POST /api/quote-requests/{id}/respond',
      await call(quoteRespondPost, `/api/quote-requests/${made.json.id}/respond`, {
        account: agentPro.account,
        method: 'POST',
        ...qid,
        body: { content: 'Qila olaman' },
      }),
    );
    const detail = await call(quoteGet, `/api/quote-requests/${made.json.id}`, {
      ...asUser,
      ...qid,
    });
    expectDocumented('GET /api/quote-requests/{id}', detail);
    expectDocumented(
      'GET /api/quote-requests',
      await call(quoteRequestsApi.GET, '/api/quote-requests', asUser),
    );
    expectDocumented(
      'POST /api/quote-requests/{id}/choose',
      await call(quoteChoosePost, `/api/quote-requests/${made.json.id}/choose`, {
        ...asUser,
        method: 'POST',
        ...qid,
        body: { responseId: detail.json.responses[0].id },
      }),
    );
    const second = await call(quoteRequestsApi.POST, '/api/quote-requests', {
      ...asUser,
      method: 'POST',
      body: body(2),
    });
    expectDocumented(
      'POST /api/quote-requests/{id}/close',
      await call(quoteClosePost, `/api/quote-requests/${second.json.id}/close`, {
        ...asUser,
        method: 'POST',
        params: id(second.json.id),
      }),
    );
  });

  it('saved searches and notifications', async () => {
    const asUser = { account: user.account };
    const made = await call(savedSearchesApi.POST, '/api/saved-searches', {
      ...asUser,
      method: 'POST',
      body: { query: 'Storeys=two&Sort=priceAsc', frequency: 'instant', channels: ['site'] },
    });
    expectDocumented('POST /api/saved-searches', made);
    const sid = { params: id(made.json.id) };
    expectDocumented(
      'GET /api/saved-searches',
      await call(savedSearchesApi.GET, '/api/saved-searches', asUser),
    );
    expectDocumented(
      'GET /api/saved-searches/{id}',
      await call(savedSearchApi.GET, `/api/saved-searches/${made.json.id}`, { ...asUser, ...sid }),
    );
    expectDocumented(
      'PUT /api/saved-searches/{id}',
      await call(savedSearchApi.PUT, `/api/saved-searches/${made.json.id}`, {
        ...asUser,
        ...sid,
        method: 'PUT',
        body: { paused: true },
      }),
    );
    await addNotifications([
      {
        accountId: user.account.id,
        kind: 'savedSearch.digest',
        params: { name: 'A', count: 2 },
        url: '/projects',
      },
    ]);
    expectDocumented(
      'GET /api/notifications',
      await call(notificationsGet, '/api/notifications', asUser),
    );
    expectDocumented(
      'POST /api/notifications/read',
      await call(notificationsReadPost, '/api/notifications/read', {
        ...asUser,
        method: 'POST',
        body: {},
      }),
    );
  });

  it('samples every documented GET and every answer with a body, but the few excused', () => {
    const withBody = operations
      .filter((o) =>
        Object.entries(o.responses).some(([s, e]) => Number(s) < 300 && typeof e === 'object'),
      )
      .map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const missing = withBody.filter((op) => !sampled.has(op) && !(op in NOT_SAMPLED));
    expect(missing, 'answers no test here checks against their schema').toEqual([]);
    for (const op of Object.keys(NOT_SAMPLED)) expect(withBody).toContain(op);
  });
});

describe('a client generated from /api/openapi.json type-checks against the real answers', () => {
  let dir: string;
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('openapi-typescript types, compiled with the captured answers assigned to them', async () => {
    expect(captured.length).toBeGreaterThan(60);
    const doc = (await call(openApiGet as never, '/api/openapi.json')).json;
    const types = astToString(await openapiTS(doc));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
    fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
    // One declaration per answer: a fresh object literal, so TypeScript also refuses a field the
    // document does not name (excess property check), a missing required one and a wrong type.
    const lines = captured.map((c, i) => {
      const [method, p] = c.op.split(' ');
      const type = `paths[${JSON.stringify(p)}][${JSON.stringify(method!.toLowerCase())}]['responses'][${c.status}]['content'][${JSON.stringify(c.contentType)}]`;
      return `// ${c.op} ${c.status}\nexport const a${i}: ${type} = ${JSON.stringify(c.body)};`;
    });
    fs.writeFileSync(
      path.join(dir, 'answers.ts'),
      `import type { paths } from './api';\n\n${lines.join('\n')}\n`,
    );
    const program = ts.createProgram([path.join(dir, 'answers.ts')], {
      strict: true,
      noEmit: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      // JSON needs no DOM: the smallest standard library keeps the compile to a few seconds.
      lib: ['lib.es2022.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => {
      const where =
        d.file && d.start !== undefined
          ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} `
          : '';
      return where + ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 600);
    });
    expect(errors).toEqual([]);
  });
});
