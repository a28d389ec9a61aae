// docs/quality.md: "Every endpoint × every role × someone else's object: refused (403/404).
// Generated from one table." Each row of TABLE is one state-changing or private endpoint with the
// answer every role must get; the test makes a fresh world per cell (the object's owner, the caller
// of that role, the object), calls the real route handler with the session the middleware would
// set, checks the status, and then checks the database: a refusal changed nothing of the owner's, an
// allowed call did what it says. docs/api.md: missing session → 401, signed in but not allowed → 403,
// someone else's private object → 404.
import { vi } from 'vitest';
// The Telegram bot is configured so its endpoints answer as in production; none of these rows
// reaches the Bot API (the address is never called).
vi.hoisted(() => {
  Object.assign(process.env, {
    TELEGRAM_BOT_TOKEN: '777000222:AAmatrix-token_abcdefghijklmnopq',
    TELEGRAM_BOT_USERNAME: 'quruvchi_matrix_bot',
    TELEGRAM_WEBHOOK_SECRET: 'matrix-webhook-secret-0123',
    TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
  });
});
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/call';
import {
  makePerson,
  PASSWORD,
  refresh,
  ROLES,
  type AccountKind,
  type Person,
  type Role,
} from '../helpers/authz-world';
import { makeProject } from '../factories/projects';
import { fileForm, jpeg, uploadImages, validProjectBody } from '../factories/pro';
import { db } from '@/lib/db/client.server';
import { clearReferenceCache } from '@/lib/catalog/reference-cache.server';
import {
  accountBlocks,
  accounts,
  accountServices,
  categories,
  agents,
  conversationParticipants,
  conversationReports,
  enrollments,
  lifeHacks,
  messages,
  news,
  projectImages,
  projects,
  regions,
  reviews,
  selectedProjects,
  services,
  sessions,
} from '@/lib/db/schema';
import { getProfile } from '@/lib/accounts/get-profile.server';
import { setPhoto } from '@/lib/accounts/photo.server';
import { requestContactChange } from '@/lib/accounts/change-contact.server';
import { codeFor } from '@/lib/accounts/testing/fixtures';
import { readSession } from '@/lib/auth/session.server';
import { POST as createProjectApi } from '@/pages/api/projects/index';
import {
  DELETE as deleteProjectApi,
  GET as getProjectApi,
  PUT as putProjectApi,
} from '@/pages/api/projects/[id]/index';
import { PATCH as statusApi } from '@/pages/api/projects/[id]/status';
import { POST as addImageApi } from '@/pages/api/projects/[id]/images/index';
import { DELETE as deleteImageApi } from '@/pages/api/projects/[id]/images/[imageId]';
import { POST as uploadApi } from '@/pages/api/project-images';
import { GET as myProjectsApi } from '@/pages/api/my-projects';
import { GET as projectsMapApi } from '@/pages/api/projects/map';
import { GET as reviewsApi } from '@/pages/api/projects/[id]/reviews/index';
import {
  DELETE as deleteReviewApi,
  PUT as putReviewApi,
} from '@/pages/api/projects/[id]/reviews/mine';
import { GET as selectedApi } from '@/pages/api/selected-projects/index';
import { DELETE as unselectApi, PUT as selectApi } from '@/pages/api/selected-projects/[projectId]';
import { GET as meApi, PUT as putMeApi } from '@/pages/api/accounts/me';
import { DELETE as deletePhotoApi, POST as photoApi } from '@/pages/api/accounts/me/photo';
import { POST as proApi } from '@/pages/api/accounts/me/pro';
import { POST as contactApi } from '@/pages/api/accounts/me/contact';
import { POST as contactConfirmApi } from '@/pages/api/accounts/me/contact/confirm';
import { GET as accountApi } from '@/pages/api/accounts/[id]';
import { POST as changePasswordApi } from '@/pages/api/user/change-password';
import { POST as logoutApi } from '@/pages/api/user/logout';
import { GET as verifyApi } from '@/pages/api/user/verify';
import { GET as servicesApi } from '@/pages/api/services';
import { GET as enrollmentsApi } from '@/pages/api/agent-enrollment/get-all';
import { POST as inviteApi } from '@/pages/api/agent-enrollment/invite';
import { POST as joinApi } from '@/pages/api/agent-enrollment/join';
import { DELETE as withdrawApi } from '@/pages/api/agent-enrollment/[id]';
import { POST as acceptApi } from '@/pages/api/agent-enrollment/[id]/accept';
import { POST as declineApi } from '@/pages/api/agent-enrollment/[id]/decline';
import { DELETE as removeWorkerApi } from '@/pages/api/agencies/[id]/workers/[agentId]';
import { makeAgency, makeAgent } from '../factories/professionals';
import { POST as createAgentApi } from '@/pages/api/agents/index';
import { PUT as putAgentApi } from '@/pages/api/agents/[id]';
import { GET as streamApi } from '@/pages/api/messages/stream';
import { liveHub } from '@/lib/messages/live/hub.server';
import { POST as sendMessageApi } from '@/pages/api/messages/index';
import { GET as unreadApi } from '@/pages/api/messages/unread';
import { GET as conversationsApi } from '@/pages/api/messages/conversations/index';
import { GET as conversationApi } from '@/pages/api/messages/conversations/[id]/index';
import { POST as readConversationApi } from '@/pages/api/messages/conversations/[id]/read';
import { POST as reportConversationApi } from '@/pages/api/messages/conversations/[id]/report';
import { POST as blockApi } from '@/pages/api/messages/blocks/index';
import { DELETE as unblockApi } from '@/pages/api/messages/blocks/[accountId]';
import { GET as reportsApi } from '@/pages/api/admin/conversation-reports/index';
import { GET as reportApi } from '@/pages/api/admin/conversation-reports/[id]';
import { GET as adminUsersApi, POST as adminCreateUserApi } from '@/pages/api/admin/users/index';
import { PATCH as adminUpdateUserApi } from '@/pages/api/admin/users/[id]/index';
import { POST as adminEndSessionsApi } from '@/pages/api/admin/users/[id]/end-sessions';
import * as adminNewsApi from '@/pages/api/admin/news/index';
import * as adminNewsItemApi from '@/pages/api/admin/news/[id]';
import * as adminLifeHacksApi from '@/pages/api/admin/life-hacks/index';
import * as adminLifeHackItemApi from '@/pages/api/admin/life-hacks/[id]';
import { POST as adminImagesApi } from '@/pages/api/admin/images';
import { makeLifeHack, makeNews } from '../factories/news';
import { PATCH as closeReportApi } from '@/pages/api/admin/conversation-reports/[id]';
import { GET as adminStatsApi } from '@/pages/api/admin/stats';
import { GET as auditLogApi } from '@/pages/api/admin/audit-log';
import { PATCH as adminProjectApi } from '@/pages/api/admin/projects/[id]';
import { DELETE as adminReviewApi } from '@/pages/api/admin/reviews/[id]';
import { makeConversation, pdf, sendWithAttachments } from '../factories/messages';
import { reportConversation } from '@/lib/messages/reports.server';
import { POST as attachmentUploadApi } from '@/pages/api/messages/attachments/index';
import { GET as attachmentFileApi } from '@/pages/api/messages/attachments/[id]';
import { GET as attachmentPhotoApi } from '@/pages/api/messages/attachments/[id]/[variant]';
import {
  GET as adminCategoriesApi,
  POST as adminCategoryCreateApi,
} from '@/pages/api/admin/categories/index';
import {
  PUT as adminCategoryPutApi,
  DELETE as adminCategoryDeleteApi,
} from '@/pages/api/admin/categories/[id]';
import {
  GET as adminServicesApi,
  POST as adminServiceCreateApi,
} from '@/pages/api/admin/services/index';
import {
  PUT as adminServicePutApi,
  DELETE as adminServiceDeleteApi,
} from '@/pages/api/admin/services/[id]';
import { uniquePhone } from '@/lib/accounts/testing/fixtures';
import { GET as myOrdersApi, POST as createOrderApi } from '@/pages/api/billing/orders/index';
import { GET as myOrderApi } from '@/pages/api/billing/orders/[id]';
import { POST as paymeApi } from '@/pages/api/payments/payme';
import { POST as clickPrepareApi } from '@/pages/api/payments/click/prepare';
import { DELETE as telegramUnlinkApi, POST as telegramLinkApi } from '@/pages/api/telegram/link';
import { POST as telegramWebhookApi } from '@/pages/api/telegram/webhook';
import { createTelegramLink } from '@/lib/telegram/link.server';
import { GET as adminOrdersApi } from '@/pages/api/admin/billing/orders';
import { PUT as adminPlanApi } from '@/pages/api/admin/billing/plans/[code]';
import {
  agentServices,
  notifications,
  orders,
  plans,
  quoteRequestMatches,
  quoteRequests,
  telegramLinks,
  telegramLinkTokens,
  savedSearches,
} from '@/lib/db/schema';
import * as quotesApi from '@/pages/api/quote-requests/index';
import { POST as quoteImagesApi } from '@/pages/api/quote-requests/images';
import { GET as quoteInboxApi } from '@/pages/api/quote-requests/inbox';
import { GET as quoteApi } from '@/pages/api/quote-requests/[id]/index';
import { POST as quoteRespondApi } from '@/pages/api/quote-requests/[id]/respond';
import { POST as quoteChooseApi } from '@/pages/api/quote-requests/[id]/choose';
import { POST as quoteCloseApi } from '@/pages/api/quote-requests/[id]/close';
import { createQuoteRequest } from '@/lib/quotes/create.server';
import { respondToQuote } from '@/lib/quotes/act.server';
import * as savedSearchesApi from '@/pages/api/saved-searches/index';
import * as savedSearchApi from '@/pages/api/saved-searches/[id]';
import { GET as notificationsApi } from '@/pages/api/notifications/index';
import { POST as notificationsReadApi } from '@/pages/api/notifications/read';
import { addNotifications } from '@/lib/notify/notifications.server';

type Handler = Parameters<typeof call>[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row's setup makes objects of its own shape
type Fx = Record<string, any>;
/** One cell: who calls, the owner of the object, what the row's setup made. */
type Cell = { role: Role; actor: Person | null; owner: Person; fx: Fx };
type Req = { params?: Record<string, string>; query?: string; body?: unknown; formData?: FormData };
type Res = Awaited<ReturnType<typeof call>>;
/** Status per role, in ROLES order; null: the cell makes no sense (e.g. the owner against "someone else's"). */
type Expect = Record<Role, number | null>;

type Row = {
  op: string; // 'METHOD /api/path/{param}'
  object: string;
  handler: Handler;
  expect: Expect;
  ownerKind?: AccountKind; // default: a PRO agent
  setup?: (c: Omit<Cell, 'fx'>) => Promise<Fx>;
  request: (c: Cell) => Promise<Req> | Req;
  /** After the call: refused → the owner's things unchanged; allowed → the effect is there. */
  check?: (c: Cell, res: Res) => Promise<void> | void;
};

/** visitor, user, agent, agent PRO, agency, agency PRO, admin, owner */
const e = (...s: (number | null)[]): Expect =>
  Object.fromEntries(ROLES.map((r, i) => [r, s[i]!])) as Expect;
const ok = (status: number) => status >= 200 && status < 300;
const isPro = (r: Role) => r === 'agentPro' || r === 'agencyPro' || r === 'admin' || r === 'owner';

// ---- Objects ----------------------------------------------------------------------------------------
/** The owner's Telegram chat, bound as /start <token> binds it. */
let telegramChatSeq = 9_000_000_000;
const ownersTelegram = async ({ owner }: { owner: Person }) => {
  const chatId = ++telegramChatSeq;
  await db().insert(telegramLinks).values({ accountId: owner.account.id, chatId });
  return { chatId };
};
const telegramChatOf = async (accountId: number) =>
  (await db().select().from(telegramLinks).where(eq(telegramLinks.accountId, accountId)))[0]
    ?.chatId ?? null;
/** A pending PRO order of the owner's, as POST /api/billing/orders makes it. */
const ownersOrder = async (owner: Person) =>
  (
    await db()
      .insert(orders)
      .values({
        accountId: owner.account.id,
        planCode: 'pro-30',
        kind: 'pro',
        days: 30,
        amount: 99_000,
        provider: 'payme',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning()
  )[0]!;
const orderOf = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const project = (owner: Person, isActive = true, images = 1) =>
  makeProject({ ownerAccountId: owner.account.id, isActive, images });
const projectRow = async (id: number) =>
  (await db().select().from(projects).where(eq(projects.id, id)))[0];
const imagesOf = async (projectId: number) =>
  (
    await db()
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId))
      .orderBy(projectImages.position)
  ).map((r) => r.id);
const imageRow = async (id: number) =>
  (await db().select().from(projectImages).where(eq(projectImages.id, id)))[0];
const accountRow = async (id: number) =>
  (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;
const reviewOf = async (projectId: number, accountId: number) =>
  (
    await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.projectId, projectId), eq(reviews.accountId, accountId)))
  )[0];
const isSelected = async (accountId: number, projectId: number) =>
  (
    await db()
      .select()
      .from(selectedProjects)
      .where(
        and(eq(selectedProjects.accountId, accountId), eq(selectedProjects.projectId, projectId)),
      )
  ).length > 0;
const randomPhone = () => uniquePhone('+99897');
const randomIp = () =>
  `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
const firstService = async () =>
  (
    await db()
      .select({ id: services.id })
      .from(services)
      .where(eq(services.isActive, true))
      .limit(1)
  )[0]!.id;

/** A project of the owner (fx.p), active or not, with `images` images (fx.images, cover first). */
const ownersProject =
  (isActive: boolean, images = 1) =>
  async ({ owner }: { owner: Person }) => {
    const p = await project(owner, isActive, images);
    return { p, images: await imagesOf(p.id) };
  };
const unchangedUnlessAllowed = async (cell: Cell, res: Res) => {
  const after = await projectRow(cell.fx.p.id);
  if (ok(res.status)) return;
  expect(after, 'a refused call left the project in place').toBeDefined();
  expect({ title: after!.title, isActive: after!.isActive }).toEqual({
    title: cell.fx.p.title,
    isActive: cell.fx.p.isActive,
  });
  expect(await imagesOf(cell.fx.p.id)).toEqual(cell.fx.images);
};
/** The owner's active project with the owner's own review on it / in the owner's selected list. */
const reviewedByOwner = async (cell: { owner: Person }) => {
  const fx = await ownersProject(true)(cell);
  await db()
    .insert(reviews)
    .values({ projectId: fx.p.id, accountId: cell.owner.account.id, text: 'Egasining sharhi' });
  return fx;
};
const savedByOwner = async (c: { owner: Person }) => {
  const fx = await ownersProject(true)(c);
  await db().insert(selectedProjects).values({ accountId: c.owner.account.id, projectId: fx.p.id });
  return fx;
};
/** The owner asked to move to a new phone; fx.code is the code sent to it. */
const ownersContactChange = async ({ owner }: { owner: Person }) => {
  const value = randomPhone();
  const sentAfter = Date.now() - 1000;
  await requestContactChange(
    owner.account.id,
    { kind: 'phone', value, password: PASSWORD },
    { lang: 'uz', ip: randomIp(), origin: 'http://localhost:4321' },
  );
  return { value, code: await codeFor(value, { after: sentAfter }) };
};
const agentOf = async (accountId: number) =>
  (await db().select().from(agents).where(eq(agents.accountId, accountId)))[0];
const agentBody = async (designation: string) => ({
  designation,
  phone: randomPhone(),
  regionId: (await db().select({ id: regions.id }).from(regions).limit(1))[0]!.id,
  serviceIds: [await firstService()],
  gdprConsent: true,
});
const putBody = async (c: Cell) =>
  validProjectBody({ title: 'Matritsa tahrir qildi', imageIds: c.fx.images });
const pid = (c: Cell) => ({ id: String(c.fx.p.id) });

// Enrollments: fx.e is a pending one between the owner and a third party (fx.other).
const enrollmentRow = async (id: number) =>
  (await db().select().from(enrollments).where(eq(enrollments.id, id)))[0];
const agentOfId = async (id: number) =>
  (await db().select().from(agents).where(eq(agents.id, id)))[0]!;
const pendingWith = async (
  type: 0 | 1,
  agentId: number,
  agencyId: number,
): Promise<typeof enrollments.$inferSelect> =>
  (
    await db()
      .insert(enrollments)
      .values({ agentId, agencyId, type, status: 'pending' })
      .returning()
  )[0]!;
/** Another agency invited the owner's agent (the owner receives it). */
const invitationToOwner = async ({ owner }: { owner: Person }) => {
  const { agency } = await makeAgency();
  return { e: await pendingWith(1, owner.account.agentId!, agency.id), other: agency };
};
/** Another agent asked to join the owner's agency (the owner receives it). */
const requestToOwner = async ({ owner }: { owner: Person }) => {
  const { agent } = await makeAgent();
  return { e: await pendingWith(0, agent.id, owner.account.agencyId!), other: agent };
};
/** The owner's agency invited another agent (the owner sent it). */
const invitationFromOwner = async ({ owner }: { owner: Person }) => {
  const { agent } = await makeAgent();
  return { e: await pendingWith(1, agent.id, owner.account.agencyId!), other: agent };
};
const eid = (c: Cell) => ({ id: String(c.fx.e.id) });
/** Refused: the enrollment is still pending; allowed: it has the status the call gives. */
const enrollmentIs =
  (allowed: 'accepted' | 'declined' | 'deleted') => async (c: Cell, res: Res) => {
    const row = await enrollmentRow(c.fx.e.id);
    if (!ok(res.status)) return expect(row?.status).toBe('pending');
    if (allowed === 'deleted') expect(row).toBeUndefined();
    else expect(row?.status).toBe(allowed);
  };

// Quote requests: a fresh service offered in a region only by the people each row names, so who
// is matched depends on the row alone.
let quoteSeq = 0;
const quoteService = async () => {
  const n = ++quoteSeq;
  const [row] = await db()
    .insert(services)
    .values({ seoUrl: `matrix-quote-${n}`, nameUz: `Q ${n}`, nameRu: `Q ${n}`, nameEn: `Q ${n}` })
    .returning({ id: services.id });
  const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
  return { serviceId: row!.id, regionId: region!.id };
};
/** `who` (an agent) offers the service in the region. */
const offers = async (who: Person, q: { serviceId: number; regionId: number }) => {
  await db()
    .update(agents)
    .set({ regionId: q.regionId })
    .where(eq(agents.accountId, who.account.id));
  const [agent] = await db().select().from(agents).where(eq(agents.accountId, who.account.id));
  await db().insert(agentServices).values({ agentId: agent!.id, serviceId: q.serviceId });
};
const quoteText = () => `Hammomni ta'mirlash kerak, plitka va santexnika ${++quoteSeq}`;
/** The owner asked; a third account (an agent) is matched and responded (fx.qid, fx.responseId). */
const ownersQuote = async ({ owner }: { owner: Person }) => {
  const q = await quoteService();
  const third = await makePerson('agent');
  await offers(third, q);
  const made = await createQuoteRequest(owner.account, { ...q, description: quoteText() });
  await respondToQuote(third.account, made.id, { content: 'Qila olaman' });
  const [m] = await db()
    .select()
    .from(quoteRequestMatches)
    .where(eq(quoteRequestMatches.requestId, made.id));
  return { qid: made.id, responseId: m!.id };
};
/** A third account asked; the owner is the one matched (fx.qid). */
const quoteToOwner = async ({ owner }: { owner: Person }) => {
  const q = await quoteService();
  await offers(owner, q);
  const customer = await makePerson('user');
  const made = await createQuoteRequest(customer.account, { ...q, description: quoteText() });
  return { qid: made.id, customer };
};
const qid = (c: Cell) => ({ id: String(c.fx.qid) });
const quoteStatus = async (id: number) =>
  (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!.status;

// Saved searches and notifications: the owner's saved search (fx.sid) and unread notification (fx.nid).
const ownersSearch = async ({ owner }: { owner: Person }) => {
  const [row] = await db()
    .insert(savedSearches)
    .values({
      accountId: owner.account.id,
      name: 'Ikki qavat',
      query: 'Storeys=two',
      frequency: 'instant',
      channels: ['site'],
    })
    .returning({ id: savedSearches.id });
  return { sid: row!.id };
};
const sid = (c: Cell) => ({ id: String(c.fx.sid) });
const searchOf = async (id: number) =>
  (await db().select().from(savedSearches).where(eq(savedSearches.id, id)))[0];
const ownersNotification = async ({ owner }: { owner: Person }) => {
  await addNotifications([
    {
      accountId: owner.account.id,
      kind: 'savedSearch.digest',
      params: { name: 'Uylar', count: 2 },
      url: '/projects',
    },
  ]);
  const [row] = await db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.accountId, owner.account.id));
  return { nid: row!.id };
};

// ---- The table -----------------------------------------------------------------------------------------
//                                                                  visitor user agent agent+ agency agency+ admin owner
// Messages: the owner's conversation with a third account (fx.cid), one unread message for the owner.
const ownersConversation = async ({ owner }: { owner: Person }) => {
  const third = await makePerson('user');
  const { conversationId } = await makeConversation(third.account, owner.account, ['Maxfiy']);
  return { third, cid: conversationId };
};
const cid = (c: Cell) => ({ id: String(c.fx.cid) });
/** A message from a third account to the owner carrying a PDF and a photo; `reported`: the owner
 *  reported the conversation, so an admin may read them. */
const ownersAttachments =
  (reported = false) =>
  async ({ owner }: { owner: Person }) => {
    const third = await makePerson('user');
    const sent = await sendWithAttachments(third.account, owner.account, await jpeg(120, 90));
    if (reported) await reportConversation(owner.account, sent.conversationId, { reason: 'Spam' });
    return { third, cid: sent.conversationId, file: sent.file, image: sent.image };
  };
const photoVariant = (c: Cell) => {
  const v = c.fx.image.variants[0] as { width: number; format: string };
  return { id: String(c.fx.image.id), variant: `${v.width}.${v.format}` };
};
const messagesFrom = async (senderId: number) =>
  db().select().from(messages).where(eq(messages.senderAccountId, senderId));
const ownersReadMark = async (c: Cell) =>
  (
    await db()
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, c.fx.cid),
          eq(conversationParticipants.accountId, c.owner.account.id),
        ),
      )
  )[0]!.lastReadMessageId;
const blocksBy = async (blockerId: number) =>
  (
    await db().select().from(accountBlocks).where(eq(accountBlocks.blockerAccountId, blockerId))
  ).map((b) => b.blockedAccountId);
/** The owner's open report of its conversation (fx.rid). */
let catalogTag = 0;
const uniqTag = () => `${Date.now().toString(36)}-${++catalogTag}`;
const catalogNames = (base: string) => ({
  uz: `Nom ${base}`,
  ru: `Имя ${base}`,
  en: `Name ${base}`,
});
const catalogCategory = async () => {
  const t = uniqTag();
  const [r] = await db()
    .insert(categories)
    .values({ seoUrl: `authz-cat-${t}`, nameUz: t, nameRu: t, nameEn: t })
    .returning();
  return { id: r!.id };
};
const catalogService = async () => {
  const t = uniqTag();
  const [r] = await db()
    .insert(services)
    .values({ seoUrl: `authz-svc-${t}`, nameUz: t, nameRu: t, nameEn: t })
    .returning();
  return { id: r!.id };
};

const ownersReport = async (c: { owner: Person }) => {
  const fx = await ownersConversation(c);
  const [r] = await db()
    .insert(conversationReports)
    .values({ conversationId: fx.cid, reporterAccountId: c.owner.account.id, lastMessages: [] })
    .returning();
  return { ...fx, rid: r!.id };
};

const TABLE: Row[] = [
  // Projects: create (PRO or Admin), change (owner with PRO, or Admin), take down (owner or Admin).
  {
    op: 'POST /api/projects',
    object: 'none (new project)',
    handler: createProjectApi,
    expect: e(401, 403, 403, 201, 403, 201, 201, 201),
    request: async (c) => ({
      body: await validProjectBody({
        imageIds: c.actor && isPro(c.role) ? await uploadImages(c.actor.account, 1) : [],
      }),
    }),
    check: (c, res) => {
      if (ok(res.status)) expect(res.json.owner.accountId).toBe(c.actor!.account.id);
    },
  },
  {
    op: 'POST /api/projects',
    object: "the owner's unattached upload in imageIds",
    handler: createProjectApi,
    expect: e(401, 403, 403, 400, 403, 400, 400, 201),
    setup: async ({ owner }) => ({ upload: (await uploadImages(owner.account, 1))[0] }),
    request: async (c) => ({ body: await validProjectBody({ imageIds: [c.fx.upload] }) }),
    check: async (cell, res) => {
      const img = await imageRow(cell.fx.upload);
      if (!ok(res.status))
        expect({ projectId: img?.projectId, uploader: img?.uploaderAccountId }).toEqual({
          projectId: null,
          uploader: cell.owner.account.id,
        });
    },
  },
  {
    op: 'PUT /api/projects/{id}',
    object: "someone's active project",
    handler: putProjectApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 200),
    setup: ownersProject(true),
    request: async (c) => ({ params: pid(c), body: await putBody(c) }),
    check: async (c, res) => {
      await unchangedUnlessAllowed(c, res);
      if (ok(res.status))
        expect((await projectRow(c.fx.p.id))!.title).toBe('Matritsa tahrir qildi');
    },
  },
  {
    op: 'PUT /api/projects/{id}',
    object: "someone's inactive project",
    handler: putProjectApi,
    expect: e(401, 403, 403, 404, 403, 404, 200, 200),
    setup: ownersProject(false),
    request: async (c) => ({ params: pid(c), body: await putBody(c) }),
    check: unchangedUnlessAllowed,
  },
  {
    op: 'DELETE /api/projects/{id}',
    object: "someone's active project",
    handler: deleteProjectApi,
    expect: e(401, 403, 403, 403, 403, 403, 204, 204),
    setup: ownersProject(true),
    request: (c) => ({ params: pid(c) }),
    check: async (c, res) => {
      await unchangedUnlessAllowed(c, res);
      if (ok(res.status)) expect(await projectRow(c.fx.p.id)).toBeUndefined();
    },
  },
  {
    op: 'DELETE /api/projects/{id}',
    object: "someone's inactive project",
    handler: deleteProjectApi,
    expect: e(401, 404, 404, 404, 404, 404, 204, 204),
    setup: ownersProject(false),
    request: (c) => ({ params: pid(c) }),
    check: unchangedUnlessAllowed,
  },
  {
    op: 'PATCH /api/projects/{id}/status',
    object: "someone's active project → hide",
    handler: statusApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 200),
    setup: ownersProject(true),
    request: (c) => ({ params: pid(c), body: { isActive: false } }),
    check: async (c, res) => {
      await unchangedUnlessAllowed(c, res);
      if (ok(res.status)) expect((await projectRow(c.fx.p.id))!.isActive).toBe(false);
    },
  },
  {
    op: 'PATCH /api/projects/{id}/status',
    object: "someone's inactive project → show",
    handler: statusApi,
    expect: e(401, 404, 404, 404, 404, 404, 200, 200),
    setup: ownersProject(false),
    request: (c) => ({ params: pid(c), body: { isActive: true } }),
    check: unchangedUnlessAllowed,
  },
  {
    op: 'POST /api/projects/{id}/images',
    object: "someone's active project",
    handler: addImageApi,
    expect: e(401, 403, 403, 403, 403, 403, 201, 201),
    setup: ownersProject(true),
    request: async (c) => ({ params: pid(c), formData: fileForm(await jpeg(400, 300)) }),
    check: async (c, res) => {
      await unchangedUnlessAllowed(c, res);
      if (ok(res.status)) expect(await imagesOf(c.fx.p.id)).toHaveLength(c.fx.images.length + 1);
    },
  },
  {
    op: 'POST /api/projects/{id}/images',
    object: "someone's inactive project",
    handler: addImageApi,
    expect: e(401, 403, 403, 404, 403, 404, 201, 201),
    setup: ownersProject(false),
    request: async (c) => ({ params: pid(c), formData: fileForm(await jpeg(400, 300)) }),
    check: unchangedUnlessAllowed,
  },
  {
    op: 'DELETE /api/projects/{id}/images/{imageId}',
    object: "an image of someone's active project",
    handler: deleteImageApi,
    expect: e(401, 403, 403, 403, 403, 403, 204, 204),
    setup: ownersProject(true, 2),
    request: (c) => ({ params: { ...pid(c), imageId: String(c.fx.images[1]) } }),
    check: async (c, res) => {
      await unchangedUnlessAllowed(c, res);
      if (ok(res.status)) expect(await imagesOf(c.fx.p.id)).toEqual([c.fx.images[0]]);
    },
  },
  {
    op: 'DELETE /api/projects/{id}/images/{imageId}',
    object: "an image of someone's inactive project",
    handler: deleteImageApi,
    expect: e(401, 403, 403, 404, 403, 404, 204, 204),
    setup: ownersProject(false, 2),
    request: (c) => ({ params: { ...pid(c), imageId: String(c.fx.images[1]) } }),
    check: unchangedUnlessAllowed,
  },
  {
    op: 'DELETE /api/projects/{id}/images/{imageId}',
    object: "the caller's own project, someone's image id",
    handler: deleteImageApi,
    expect: e(401, 403, 403, 404, 403, 404, 404, null),
    setup: async (c) => ({
      ...(await ownersProject(true, 2)(c)),
      own: c.actor ? await project(c.actor, true, 2) : null,
    }),
    request: (c) => ({
      params: { id: String((c.fx.own ?? c.fx.p).id), imageId: String(c.fx.images[1]) },
    }),
    check: unchangedUnlessAllowed,
  },
  {
    op: 'PUT /api/projects/{id}',
    object: "the caller's own project, someone's upload in imageIds",
    handler: putProjectApi,
    expect: e(401, 403, 403, 400, 403, 400, 400, null),
    setup: async ({ owner, actor }) => {
      const own = actor ? await project(actor, true, 1) : null;
      return {
        own,
        ownImages: own ? await imagesOf(own.id) : [],
        upload: (await uploadImages(owner.account, 1))[0],
      };
    },
    request: async (c) => ({
      params: { id: String(c.fx.own?.id ?? 1) },
      body: await validProjectBody({ imageIds: [...c.fx.ownImages, c.fx.upload] }),
    }),
    check: async (c) => expect((await imageRow(c.fx.upload))?.projectId).toBeNull(),
  },
  {
    op: 'POST /api/project-images',
    object: 'none (an upload of the caller)',
    handler: uploadApi,
    expect: e(401, 403, 403, 201, 403, 201, 201, 201),
    request: async () => ({ formData: fileForm(await jpeg(400, 300)) }),
    check: async (c, res) => {
      if (ok(res.status))
        expect((await imageRow(res.json.id))?.uploaderAccountId).toBe(c.actor!.account.id);
    },
  },
  {
    op: 'GET /api/my-projects',
    object: "the owner's hidden project must not be listed",
    handler: myProjectsApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersProject(false),
    request: () => ({ query: 'PageSize=50' }),
    check: (c, res) => {
      if (!ok(res.status)) return;
      expect(res.json.items.some((i: { id: number }) => i.id === c.fx.p.id)).toBe(
        c.role === 'owner',
      );
    },
  },
  // Reading private objects: an inactive project is the owner's and the admins' only.
  {
    op: 'GET /api/projects/map',
    object: "the owner's hidden project must not be on the map, not even for the owner or Admin",
    handler: projectsMapApi,
    expect: e(200, 200, 200, 200, 200, 200, 200, 200),
    setup: async ({ owner }) => ({
      p: await makeProject({
        ownerAccountId: owner.account.id,
        isActive: false,
        longitude: 57.5,
        latitude: 44.5,
      }),
    }),
    request: () => ({ query: 'Bbox=57.499,44.499,57.501,44.501&Zoom=18' }),
    check: (_c, res) => expect(res.json).toEqual({ clusters: [], points: [] }),
  },
  {
    op: 'GET /api/projects/{id}',
    object: "someone's inactive project",
    handler: getProjectApi,
    expect: e(404, 404, 404, 404, 404, 404, 200, 200),
    setup: ownersProject(false),
    request: (c) => ({ params: pid(c) }),
  },
  {
    op: 'GET /api/projects/{id}/reviews',
    object: "someone's inactive project",
    handler: reviewsApi,
    expect: e(404, 404, 404, 404, 404, 404, 200, 200),
    setup: ownersProject(false),
    request: (c) => ({ params: pid(c) }),
  },
  // Reviews: "mine" is always the caller's own; nobody reaches the owner's review through it.
  {
    op: 'PUT /api/projects/{id}/reviews/mine',
    object: 'an active project the owner reviewed',
    handler: putReviewApi,
    expect: e(401, 201, 201, 201, 201, 201, 201, 200),
    setup: reviewedByOwner,
    request: (c) => ({ params: pid(c), body: { text: 'Matritsadan yangi sharh matni' } }),
    check: async (cell, res) => {
      expect((await reviewOf(cell.fx.p.id, cell.owner.account.id))?.text).toBe(
        cell.role === 'owner' ? 'Matritsadan yangi sharh matni' : 'Egasining sharhi',
      );
      if (ok(res.status)) expect(res.json.author.accountId).toBe(cell.actor!.account.id);
    },
  },
  {
    op: 'PUT /api/projects/{id}/reviews/mine',
    object: "someone's inactive project",
    handler: putReviewApi,
    expect: e(401, 404, 404, 404, 404, 404, 201, 201),
    setup: ownersProject(false),
    request: (c) => ({ params: pid(c), body: { text: 'Matritsadan yangi sharh matni' } }),
    check: async (c, res) => {
      if (!ok(res.status) && c.actor)
        expect(await reviewOf(c.fx.p.id, c.actor.account.id)).toBeUndefined();
    },
  },
  {
    op: 'DELETE /api/projects/{id}/reviews/mine',
    object: "the owner's review",
    handler: deleteReviewApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 204),
    setup: reviewedByOwner,
    request: (c) => ({ params: pid(c) }),
    check: async (c) =>
      expect(!!(await reviewOf(c.fx.p.id, c.owner.account.id))).toBe(c.role !== 'owner'),
  },
  // Selected projects: the caller's own list only.
  {
    op: 'GET /api/selected-projects',
    object: "the owner's list",
    handler: selectedApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: savedByOwner,
    request: () => ({ query: 'PageSize=50' }),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.map((i: { id: number }) => i.id)).toEqual(
          c.role === 'owner' ? [c.fx.p.id] : [],
        );
    },
  },
  {
    op: 'PUT /api/selected-projects/{projectId}',
    object: "someone's inactive project",
    handler: selectApi,
    expect: e(401, 404, 404, 404, 404, 404, 200, 200),
    setup: ownersProject(false),
    request: (c) => ({ params: { projectId: String(c.fx.p.id) } }),
    check: async (c, res) => {
      if (c.actor) expect(await isSelected(c.actor.account.id, c.fx.p.id)).toBe(ok(res.status));
    },
  },
  {
    op: 'DELETE /api/selected-projects/{projectId}',
    object: "a project in the owner's list",
    handler: unselectApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: savedByOwner,
    request: (c) => ({ params: { projectId: String(c.fx.p.id) } }),
    check: async (c, res) => {
      expect(await isSelected(c.owner.account.id, c.fx.p.id)).toBe(c.role !== 'owner');
      if (ok(res.status)) expect(res.json.changed).toBe(c.role === 'owner');
    },
  },
  // The signed-in account: /me is always the caller's own.
  {
    op: 'GET /api/accounts/me',
    object: 'the caller',
    handler: meApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status)) expect(res.json.id).toBe(c.actor!.account.id);
    },
  },
  {
    op: 'GET /api/messages/stream',
    object: "the caller's own events (never the owner's)",
    // The stream never ends by itself: read its first bytes, note whose it is, and close it.
    handler: async (ctx) => {
      // The table hands the account over as the middleware would, but not its session id, which
      // the middleware sets with it and the stream is tied to: read it from the token as it does.
      ctx.locals.sessionId ??= ctx.locals.sessionToken
        ? ((await readSession(ctx.locals.sessionToken))?.sessionId ?? null)
        : null;
      const res = await streamApi(ctx);
      if (res.status !== 200) return res;
      const reader = res.body!.getReader();
      const first = await reader.read();
      const mine = liveHub().openFor(ctx.locals.account!.id);
      const open = liveHub().size;
      await reader.cancel();
      await liveHub().closeAll(); // and its first poll: nothing may outlive the test's database
      const text = new TextDecoder().decode(first.value);
      return new Response(JSON.stringify({ mine, open, first: text }), {
        status: 200,
        headers: res.headers,
      });
    },
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({}),
    check: (_c, res) => {
      expect(liveHub().size).toBe(0); // closed with the request
      if (!ok(res.status)) return;
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.json).toMatchObject({ mine: 1, open: 1 }); // the caller's, nobody else's
      expect(res.json.first).toContain('retry: 5000');
    },
  },
  {
    op: 'PUT /api/accounts/me',
    object: 'the caller (the owner untouched)',
    handler: putMeApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    request: async (cell) => ({
      body: {
        fullName: 'Matritsa Yangi Ism',
        serviceIds: [await firstService()],
        ...(cell.actor?.account.role === 'Agency'
          ? {
              company: {
                tin: String(crypto.randomInt(300_000_000, 999_999_999)),
                companyName: `Matritsa ${crypto.randomBytes(4).toString('hex')}`,
              },
            }
          : {}),
      },
    }),
    check: async (cell, res) => {
      if (cell.role !== 'owner')
        expect((await accountRow(cell.owner.account.id)).fullName).toBe(
          cell.owner.account.fullName,
        );
      if (ok(res.status))
        expect((await accountRow(cell.actor!.account.id)).fullName).toBe('Matritsa Yangi Ism');
    },
  },
  {
    op: 'POST /api/accounts/me/photo',
    object: 'the caller (the owner untouched)',
    handler: photoApi,
    expect: e(401, 201, 201, 201, 201, 201, 201, 201),
    request: async () => ({ formData: fileForm(await jpeg(300, 300)) }),
    check: async (c, res) => {
      const ownerPhoto = (await getProfile(c.owner.account.id))!.image.imagePath;
      expect(ownerPhoto).toBe(c.role === 'owner' ? res.json.image.imagePath : null);
    },
  },
  {
    op: 'DELETE /api/accounts/me/photo',
    object: "the owner's photo",
    handler: deletePhotoApi,
    expect: e(401, 204, 204, 204, 204, 204, 204, 204),
    setup: async ({ owner }) => ({
      photo: (await setPhoto(owner.account.id, await jpeg(300, 300))).imagePath,
    }),
    request: () => ({}),
    check: async (c) =>
      expect((await getProfile(c.owner.account.id))!.image.imagePath).toBe(
        c.role === 'owner' ? null : c.fx.photo,
      ),
  },
  {
    op: 'POST /api/accounts/me/pro',
    object: 'the caller, profile complete',
    handler: proApi,
    expect: e(401, 403, 200, 200, 200, 200, 403, 200),
    setup: async ({ actor }) => {
      if (actor) {
        const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
        await db()
          .update(accounts)
          .set({ regionId: region!.id, photoPath: '/media/avatars/ma/matritsa-192.webp' })
          .where(eq(accounts.id, actor.account.id));
        await db()
          .insert(accountServices)
          .values({ accountId: actor.account.id, serviceId: await firstService() })
          .onConflictDoNothing();
      }
      return {};
    },
    request: () => ({}),
    check: async (c, res) => {
      if (c.actor)
        expect((await refresh(c.actor)).account.isPro).toBe(
          ok(res.status) || c.actor.account.isPro,
        );
    },
  },
  {
    op: 'POST /api/accounts/me/contact',
    object: 'the caller (the owner untouched)',
    handler: contactApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({ body: { kind: 'phone', value: randomPhone(), password: PASSWORD } }),
    check: async (c) => expect((await accountRow(c.owner.account.id)).phone).toBe(c.owner.phone),
  },
  {
    op: 'POST /api/accounts/me/contact/confirm',
    object: "the owner's pending phone change and its code",
    handler: contactConfirmApi,
    expect: e(401, 400, 400, 400, 400, 400, 400, 200),
    setup: ownersContactChange,
    request: (c) => ({ body: { kind: 'phone', value: c.fx.value, code: c.fx.code } }),
    check: async (cell) => {
      expect((await accountRow(cell.owner.account.id)).phone).toBe(
        cell.role === 'owner' ? cell.fx.value : cell.owner.phone,
      );
      if (cell.actor && cell.role !== 'owner')
        expect((await accountRow(cell.actor.account.id)).phone).toBe(cell.actor.phone);
    },
  },
  {
    op: 'POST /api/accounts/me/contact/confirm',
    object: "the owner's code, then the owner confirms with it",
    handler: contactConfirmApi,
    expect: e(401, 400, 400, 400, 400, 400, 400, null),
    setup: ownersContactChange,
    request: (c) => ({ body: { kind: 'phone', value: c.fx.value, code: c.fx.code } }),
    // Someone else's attempt must not consume the owner's code (checkCode is given the account).
    check: async (cell) => {
      const mine = await call(contactConfirmApi, '/api/accounts/me/contact/confirm', {
        method: 'POST',
        account: cell.owner.account,
        token: cell.owner.token,
        body: { kind: 'phone', value: cell.fx.value, code: cell.fx.code },
      });
      expect(mine.status, mine.text).toBe(200);
    },
  },
  {
    op: 'POST /api/user/change-password',
    object: 'the caller (the owner untouched)',
    handler: changePasswordApi,
    expect: e(401, 204, 204, 204, 204, 204, 204, 204),
    setup: async ({ owner }) => ({ ownerHash: (await accountRow(owner.account.id)).passwordHash }),
    request: () => ({
      body: {
        currentPassword: PASSWORD,
        newPassword: 'Boshqa-parol-77',
        confirmPassword: 'Boshqa-parol-77',
      },
    }),
    check: async (c) => {
      const now = (await accountRow(c.owner.account.id)).passwordHash;
      if (c.role === 'owner') expect(now).not.toBe(c.fx.ownerHash);
      else expect(now).toBe(c.fx.ownerHash);
    },
  },
  {
    op: 'POST /api/user/logout',
    object: "the owner's session",
    handler: logoutApi,
    expect: e(204, 204, 204, 204, 204, 204, 204, 204),
    request: () => ({}),
    check: async (cell) => {
      const alive = async (p: Person) =>
        (await db().select().from(sessions).where(eq(sessions.id, p.sessionId))).length > 0;
      expect(await alive(cell.owner)).toBe(cell.role !== 'owner');
      if (cell.actor) expect(await alive(cell.actor)).toBe(false);
    },
  },
  {
    op: 'GET /api/user/verify',
    object: 'the caller',
    handler: verifyApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status)) expect(res.json.id).toBe(c.actor!.account.id);
    },
  },
  {
    op: 'GET /api/accounts/{id}',
    object: "an ordinary user's account (private)",
    handler: accountApi,
    ownerKind: 'user',
    expect: e(404, 404, 404, 404, 404, 404, 200, 200),
    request: (c) => ({ params: { id: String(c.owner.account.id) } }),
  },
  {
    op: 'GET /api/accounts/{id}',
    object: "an agent's account (public)",
    handler: accountApi,
    expect: e(200, 200, 200, 200, 200, 200, 200, 200),
    request: (c) => ({ params: { id: String(c.owner.account.id) } }),
  },
  // Agent cards: one's own is created once (a company never); only its owner or an Admin edits it.
  {
    op: 'POST /api/agents',
    object: "the caller's own new agent card (the owner already has one)",
    handler: createAgentApi,
    expect: e(401, 201, 409, 409, 403, 403, 201, 409),
    request: async () => ({ body: await agentBody('Matritsa arxitektor') }),
    check: async (c, res) => {
      expect((await agentOf(c.owner.account.id))!.designation).not.toBe('Matritsa arxitektor');
      if (!c.actor) return;
      const mine = await agentOf(c.actor.account.id);
      if (ok(res.status)) {
        expect(mine!.designation).toBe('Matritsa arxitektor');
        expect((await refresh(c.actor)).account.role).toBe(c.role === 'admin' ? 'Admin' : 'Agent');
      } else expect(mine?.designation ?? null).not.toBe('Matritsa arxitektor');
    },
  },
  {
    op: 'PUT /api/agents/{id}',
    object: "someone's agent card",
    handler: putAgentApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 200),
    request: async (c) => ({
      params: { id: String(c.owner.account.agentId) },
      body: await agentBody('Matritsa tahrir qildi'),
    }),
    check: async (c, res) =>
      expect((await agentOf(c.owner.account.id))!.designation === 'Matritsa tahrir qildi').toBe(
        ok(res.status),
      ),
  },
  // Admin-only visibility: inactive services are listed for Admin only.
  {
    op: 'GET /api/services',
    object: 'an inactive service',
    handler: servicesApi,
    expect: e(200, 200, 200, 200, 200, 200, 200, 200),
    setup: async () => {
      const seo = `matritsa-${crypto.randomBytes(4).toString('hex')}`;
      const [s] = await db()
        .insert(services)
        .values({
          seoUrl: seo,
          nameUz: seo,
          nameRu: seo,
          nameEn: seo,
          isActive: false,
          sortOrder: -1000,
        })
        .returning();
      // Written past the admin use cases, which drop the reference cache after their writes.
      clearReferenceCache();
      return { service: s! };
    },
    request: () => ({ query: 'PageSize=50' }),
    check: (c, res) =>
      expect(res.json.items.some((i: { id: number }) => i.id === c.fx.service.id)).toBe(
        c.role === 'admin',
      ),
  },
  // Enrollments (invitations and join requests): only the parties see them, only the receiver
  // answers, only the sender withdraws; someone else's is 404. A company invites, an agent joins.
  {
    op: 'GET /api/agent-enrollment/get-all',
    object: "the owner's received invitations, by the owner's AgentId",
    handler: enrollmentsApi,
    expect: e(401, 403, 403, 403, 403, 403, 403, 200),
    setup: invitationToOwner,
    request: (c) => ({ query: `AgentId=${c.owner.account.agentId}` }),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.map((i: { id: number }) => i.id)).toEqual([c.fx.e.id]);
    },
  },
  {
    op: 'GET /api/agent-enrollment/get-all',
    object: "the owner's received join requests, by the owner's AgencyId",
    handler: enrollmentsApi,
    ownerKind: 'agency',
    expect: e(401, 403, 403, 403, 403, 403, 403, 200),
    setup: requestToOwner,
    request: (c) => ({ query: `AgencyId=${c.owner.account.agencyId}&Type=0` }),
  },
  {
    op: 'GET /api/agent-enrollment/get-all',
    object: "the owner's invitation must not be listed for others",
    handler: enrollmentsApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: invitationToOwner,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.e.id)).toBe(
          c.role === 'owner',
        );
    },
  },
  {
    op: 'POST /api/agent-enrollment/invite',
    object: "the owner's agent",
    handler: inviteApi,
    expect: e(401, 403, 403, 403, 201, 201, 403, 403),
    request: (c) => ({ body: { agentId: c.owner.account.agentId } }),
    check: async (c, res) => {
      const rows = await db()
        .select()
        .from(enrollments)
        .where(eq(enrollments.agentId, c.owner.account.agentId!));
      expect(rows).toHaveLength(ok(res.status) ? 1 : 0);
      if (ok(res.status)) expect(rows[0]!.agencyId).toBe(c.actor!.account.agencyId);
    },
  },
  {
    op: 'POST /api/agent-enrollment/join',
    object: "the owner's agency",
    handler: joinApi,
    ownerKind: 'agency',
    expect: e(401, 403, 201, 201, 403, 403, 403, 403),
    request: (c) => ({ body: { agencyId: c.owner.account.agencyId } }),
    check: async (c, res) => {
      const rows = await db()
        .select()
        .from(enrollments)
        .where(eq(enrollments.agencyId, c.owner.account.agencyId!));
      expect(rows).toHaveLength(ok(res.status) ? 1 : 0);
      if (ok(res.status)) expect(rows[0]!.agentId).toBe(c.actor!.account.agentId);
    },
  },
  {
    op: 'POST /api/agent-enrollment/{id}/accept',
    object: "an invitation to the owner's agent",
    handler: acceptApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: invitationToOwner,
    request: (c) => ({ params: eid(c) }),
    check: async (c, res) => {
      await enrollmentIs('accepted')(c, res);
      expect((await agentOfId(c.owner.account.agentId!)).agencyId).toBe(
        ok(res.status) ? c.fx.other.id : null,
      );
    },
  },
  {
    op: 'POST /api/agent-enrollment/{id}/accept',
    object: "a join request to the owner's agency",
    handler: acceptApi,
    ownerKind: 'agency',
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: requestToOwner,
    request: (c) => ({ params: eid(c) }),
    check: async (c, res) => {
      await enrollmentIs('accepted')(c, res);
      expect((await agentOfId(c.fx.other.id)).agencyId).toBe(
        ok(res.status) ? c.owner.account.agencyId : null,
      );
    },
  },
  {
    op: 'POST /api/agent-enrollment/{id}/decline',
    object: "an invitation to the owner's agent",
    handler: declineApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: invitationToOwner,
    request: (c) => ({ params: eid(c) }),
    check: enrollmentIs('declined'),
  },
  {
    op: 'POST /api/agent-enrollment/{id}/decline',
    object: "a join request to the owner's agency",
    handler: declineApi,
    ownerKind: 'agency',
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: requestToOwner,
    request: (c) => ({ params: eid(c) }),
    check: enrollmentIs('declined'),
  },
  {
    op: 'DELETE /api/agent-enrollment/{id}',
    object: "the owner's invitation (sent by the owner's agency)",
    handler: withdrawApi,
    ownerKind: 'agency',
    expect: e(401, 404, 404, 404, 404, 404, 404, 204),
    setup: invitationFromOwner,
    request: (c) => ({ params: eid(c) }),
    check: enrollmentIs('deleted'),
  },
  {
    op: 'DELETE /api/agent-enrollment/{id}',
    object: "an invitation to the owner's agent (the receiver cannot withdraw)",
    handler: withdrawApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 404),
    setup: invitationToOwner,
    request: (c) => ({ params: eid(c) }),
    check: enrollmentIs('deleted'),
  },
  {
    op: 'DELETE /api/agencies/{id}/workers/{agentId}',
    object: "a worker of the owner's agency",
    handler: removeWorkerApi,
    ownerKind: 'agency',
    expect: e(401, 403, 403, 403, 403, 403, 403, 204),
    setup: async ({ owner }) => {
      const { agent } = await makeAgent({ agencyId: owner.account.agencyId! });
      return { worker: agent };
    },
    request: (c) => ({
      params: { id: String(c.owner.account.agencyId), agentId: String(c.fx.worker.id) },
    }),
    check: async (c, res) =>
      expect((await agentOfId(c.fx.worker.id)).agencyId).toBe(
        ok(res.status) ? null : c.owner.account.agencyId,
      ),
  },
  {
    op: 'DELETE /api/agencies/{id}/workers/{agentId}',
    object: "the owner's agent, a worker of another agency (only the owner may leave)",
    handler: removeWorkerApi,
    expect: e(401, 403, 403, 403, 403, 403, 403, 204),
    setup: async ({ owner }) => {
      const { agency } = await makeAgency();
      await db()
        .update(agents)
        .set({ agencyId: agency.id, joinedAgencyAt: new Date() })
        .where(eq(agents.id, owner.account.agentId!));
      return { agency };
    },
    request: (c) => ({
      params: { id: String(c.fx.agency.id), agentId: String(c.owner.account.agentId) },
    }),
    check: async (c, res) =>
      expect((await agentOfId(c.owner.account.agentId!)).agencyId).toBe(
        ok(res.status) ? null : c.fx.agency.id,
      ),
  },
  // Messages: only the two people of a conversation see it, read it or report it; someone else's
  // is 404. Anyone signed in may write to anyone (not to oneself, not to who blocked them).
  // Admins read reports, and no conversation.
  {
    op: 'POST /api/messages',
    object: 'a message to the owner',
    handler: sendMessageApi,
    expect: e(401, 201, 201, 201, 201, 201, 201, 400),
    request: (c) => ({ body: { toAccountId: c.owner.account.id, content: 'Salom' } }),
    check: async (c, res) => {
      if (!c.actor) return;
      expect(await messagesFrom(c.actor.account.id)).toHaveLength(ok(res.status) ? 1 : 0);
    },
  },
  {
    op: 'POST /api/messages',
    object: 'a message to the owner, who blocked the caller',
    handler: sendMessageApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, null),
    setup: async ({ owner, actor }) => {
      if (actor)
        await db()
          .insert(accountBlocks)
          .values({ blockerAccountId: owner.account.id, blockedAccountId: actor.account.id });
      return {};
    },
    request: (c) => ({ body: { toAccountId: c.owner.account.id, content: 'Salom' } }),
    check: async (c) => {
      if (c.actor) expect(await messagesFrom(c.actor.account.id)).toHaveLength(0);
    },
  },
  {
    op: 'GET /api/messages/conversations',
    object: "the owner's conversation must not be listed for others",
    handler: conversationsApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersConversation,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.cid)).toBe(
          c.role === 'owner',
        );
    },
  },
  {
    op: 'GET /api/messages/conversations/{id}',
    object: "the owner's conversation",
    handler: conversationApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersConversation,
    request: (c) => ({ params: cid(c) }),
    check: (_c, res) => expect(res.text.includes('Maxfiy')).toBe(ok(res.status)),
  },
  {
    op: 'POST /api/messages/conversations/{id}/read',
    object: "the owner's conversation",
    handler: readConversationApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 204),
    setup: ownersConversation,
    request: (c) => ({ params: cid(c) }),
    check: async (c, res) => expect((await ownersReadMark(c)) > 0).toBe(ok(res.status)),
  },
  {
    op: 'POST /api/messages/conversations/{id}/report',
    object: "the owner's conversation",
    handler: reportConversationApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 201),
    setup: ownersConversation,
    request: (c) => ({ params: cid(c), body: { reason: 'Spam' } }),
    check: async (c, res) =>
      expect(
        await db()
          .select()
          .from(conversationReports)
          .where(eq(conversationReports.conversationId, c.fx.cid)),
      ).toHaveLength(ok(res.status) ? 1 : 0),
  },
  {
    op: 'POST /api/messages/attachments',
    object: 'none (an upload of the caller)',
    handler: attachmentUploadApi,
    expect: e(401, 201, 201, 201, 201, 201, 201, 201),
    request: () => ({ formData: fileForm(pdf(), 'smeta.pdf', 'application/pdf') }),
  },
  {
    op: 'GET /api/messages/attachments/{id}',
    object: "a PDF in the owner's conversation",
    handler: attachmentFileApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersAttachments(),
    request: (c) => ({ params: { id: String(c.fx.file.id) } }),
    check: (_c, res) => expect(res.text.startsWith('%PDF-')).toBe(ok(res.status)),
  },
  {
    op: 'GET /api/messages/attachments/{id}',
    object: 'a PDF in a conversation the owner reported',
    handler: attachmentFileApi,
    expect: e(401, 404, 404, 404, 404, 404, 200, 200),
    setup: ownersAttachments(true),
    request: (c) => ({ params: { id: String(c.fx.file.id) } }),
  },
  {
    op: 'GET /api/messages/attachments/{id}/{variant}',
    object: "a photo in the owner's conversation",
    handler: attachmentPhotoApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersAttachments(),
    request: (c) => ({ params: photoVariant(c) }),
  },
  {
    op: 'GET /api/messages/unread',
    object: "the owner's unread message must not be counted for others",
    handler: unreadApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersConversation,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status)) expect(res.json.unreadTotal).toBe(c.role === 'owner' ? 1 : 0);
    },
  },
  {
    op: 'POST /api/messages/blocks',
    object: 'the owner (blocked by the caller)',
    handler: blockApi,
    expect: e(401, 204, 204, 204, 204, 204, 204, 400),
    request: (c) => ({ body: { accountId: c.owner.account.id } }),
    check: async (c, res) => {
      if (c.actor)
        expect(await blocksBy(c.actor.account.id)).toEqual(
          ok(res.status) ? [c.owner.account.id] : [],
        );
    },
  },
  {
    op: 'DELETE /api/messages/blocks/{accountId}',
    object: "the owner's block of a third account (a caller lifts only its own)",
    handler: unblockApi,
    expect: e(401, 204, 204, 204, 204, 204, 204, 204),
    setup: async ({ owner }) => {
      const third = await makePerson('user');
      await db()
        .insert(accountBlocks)
        .values({ blockerAccountId: owner.account.id, blockedAccountId: third.account.id });
      return { third };
    },
    request: (c) => ({ params: { accountId: String(c.fx.third.account.id) } }),
    check: async (c) =>
      expect(await blocksBy(c.owner.account.id)).toEqual(
        c.role === 'owner' ? [] : [c.fx.third.account.id],
      ),
  },
  {
    op: 'GET /api/admin/conversation-reports',
    object: "the owner's report",
    handler: reportsApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    setup: ownersReport,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.rid)).toBe(true);
    },
  },
  {
    op: 'GET /api/admin/conversation-reports/{id}',
    object: "the owner's report",
    handler: reportApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    setup: ownersReport,
    request: (c) => ({ params: { id: String(c.fx.rid) } }),
  },
  // Admin user management: only an Admin, on anyone's account.
  {
    op: 'GET /api/admin/users',
    object: "the owner's account in the list",
    handler: adminUsersApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: (c) => ({ query: `Search=${encodeURIComponent(c.owner.phone)}` }),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.owner.account.id)).toBe(true);
    },
  },
  {
    op: 'POST /api/admin/users',
    object: 'none (new account)',
    handler: adminCreateUserApi,
    expect: e(401, 403, 403, 403, 403, 403, 201, 403),
    request: () => ({
      body: { username: randomPhone(), password: 'Parol123', fullName: 'Yangi Odam', role: 'User' },
    }),
  },
  {
    op: 'PATCH /api/admin/users/{id}',
    object: "the owner's account (block)",
    handler: adminUpdateUserApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: (c) => ({ params: { id: String(c.owner.account.id) }, body: { isBlocked: true } }),
    check: async (c, res) => {
      const [row] = await db().select().from(accounts).where(eq(accounts.id, c.owner.account.id));
      expect(row!.isBlocked).toBe(ok(res.status));
    },
  },
  {
    op: 'POST /api/admin/users/{id}/end-sessions',
    object: "the owner's account",
    handler: adminEndSessionsApi,
    expect: e(401, 403, 403, 403, 403, 403, 204, 403),
    request: (c) => ({ params: { id: String(c.owner.account.id) } }),
  },
  // Admin content: news and life hacks are nobody's; only an Admin reads or writes them.
  ...(
    [
      ['/api/admin/news', adminNewsApi, adminNewsItemApi, makeNews, news],
      ['/api/admin/life-hacks', adminLifeHacksApi, adminLifeHackItemApi, makeLifeHack, lifeHacks],
    ] as const
  ).flatMap(([path, list, item, make, table]): Row[] => {
    const admin = (okStatus: number) => e(401, 403, 403, 403, 403, 403, okStatus, 403);
    const article = async () => ({ a: await make() });
    const titleOf = async (c: Cell) =>
      (await db().select().from(table).where(eq(table.id, c.fx.a.id)))[0]?.titleEn;
    const form = {
      title: { uz: 'Admin nomi', ru: 'Имя', en: 'Admin title' },
      text: { uz: 'Matn', ru: 'Текст', en: 'Text' },
    };
    return [
      {
        op: `GET ${path}`,
        object: 'the list',
        handler: list.GET,
        expect: admin(200),
        request: () => ({}),
      },
      {
        op: `POST ${path}`,
        object: 'a new item',
        handler: list.POST,
        expect: admin(201),
        request: () => ({ body: form }),
      },
      {
        op: `GET ${path}/{id}`,
        object: 'an item',
        handler: item.GET,
        expect: admin(200),
        setup: article,
        request: (c) => ({ params: { id: String(c.fx.a.id) } }),
      },
      {
        op: `PUT ${path}/{id}`,
        object: 'an item',
        handler: item.PUT,
        expect: admin(200),
        setup: article,
        request: (c) => ({ params: { id: String(c.fx.a.id) }, body: form }),
        check: async (c, res) =>
          expect(await titleOf(c)).toBe(ok(res.status) ? 'Admin title' : c.fx.a.titleEn),
      },
      {
        op: `DELETE ${path}/{id}`,
        object: 'an item',
        handler: item.DELETE,
        expect: admin(204),
        setup: article,
        request: (c) => ({ params: { id: String(c.fx.a.id) } }),
        check: async (c, res) =>
          expect(await titleOf(c)).toBe(ok(res.status) ? undefined : c.fx.a.titleEn),
      },
    ];
  }),
  {
    op: 'POST /api/admin/images',
    object: 'a new upload',
    handler: adminImagesApi,
    expect: e(401, 403, 403, 403, 403, 403, 201, 403),
    request: async () => ({ formData: fileForm(await jpeg(64, 48)) }),
  },
  {
    op: 'GET /api/admin/categories',
    object: 'the whole tree',
    handler: adminCategoriesApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: () => ({}),
  },
  {
    op: 'POST /api/admin/categories',
    object: 'a new top-level item',
    handler: adminCategoryCreateApi,
    expect: e(401, 403, 403, 403, 403, 403, 201, 403),
    request: () => ({ body: { parentId: 0, name: catalogNames(`new ${uniqTag()}`) } }),
  },
  {
    op: 'PUT /api/admin/categories/{id}',
    object: 'an existing item',
    handler: adminCategoryPutApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    setup: catalogCategory,
    request: (c) => ({
      params: { id: String(c.fx.id) },
      body: { parentId: 0, name: catalogNames('renamed') },
    }),
    check: async (c, res) => {
      const [row] = await db().select().from(categories).where(eq(categories.id, c.fx.id));
      expect(row!.nameEn === catalogNames('renamed').en).toBe(ok(res.status));
    },
  },
  {
    op: 'DELETE /api/admin/categories/{id}',
    object: 'an unused item',
    handler: adminCategoryDeleteApi,
    expect: e(401, 403, 403, 403, 403, 403, 204, 403),
    setup: catalogCategory,
    request: (c) => ({ params: { id: String(c.fx.id) } }),
    check: async (c, res) => {
      const rows = await db().select().from(categories).where(eq(categories.id, c.fx.id));
      expect(rows.length).toBe(ok(res.status) ? 0 : 1);
    },
  },
  {
    op: 'GET /api/admin/services',
    object: 'the whole tree',
    handler: adminServicesApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: () => ({}),
  },
  {
    op: 'POST /api/admin/services',
    object: 'a new top-level item',
    handler: adminServiceCreateApi,
    expect: e(401, 403, 403, 403, 403, 403, 201, 403),
    request: () => ({ body: { parentId: 0, name: catalogNames(`new ${uniqTag()}`) } }),
  },
  {
    op: 'PUT /api/admin/services/{id}',
    object: 'an existing item',
    handler: adminServicePutApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    setup: catalogService,
    request: (c) => ({
      params: { id: String(c.fx.id) },
      body: { parentId: 0, name: catalogNames('renamed') },
    }),
    check: async (c, res) => {
      const [row] = await db().select().from(services).where(eq(services.id, c.fx.id));
      expect(row!.nameEn === catalogNames('renamed').en).toBe(ok(res.status));
    },
  },
  {
    op: 'DELETE /api/admin/services/{id}',
    object: 'an unused item',
    handler: adminServiceDeleteApi,
    expect: e(401, 403, 403, 403, 403, 403, 204, 403),
    setup: catalogService,
    request: (c) => ({ params: { id: String(c.fx.id) } }),
    check: async (c, res) => {
      const rows = await db().select().from(services).where(eq(services.id, c.fx.id));
      expect(rows.length).toBe(ok(res.status) ? 0 : 1);
    },
  },
  {
    op: 'PATCH /api/admin/conversation-reports/{id}',
    object: "the owner's report",
    handler: closeReportApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    setup: ownersReport,
    request: (c) => ({ params: { id: String(c.fx.rid) }, body: { status: 'closed' } }),
    check: async (c, res) => {
      const [r] = await db()
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.id, c.fx.rid));
      expect(r!.status).toBe(ok(res.status) ? 'closed' : 'open');
    },
  },
  {
    op: 'GET /api/admin/stats',
    object: 'none (totals)',
    handler: adminStatsApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: () => ({ query: 'Days=7' }),
    check: (_c, res) => {
      if (ok(res.status)) expect(res.json.signUpsByDay).toHaveLength(7);
    },
  },
  {
    op: 'GET /api/admin/audit-log',
    object: 'none (the log)',
    handler: auditLogApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: () => ({}),
  },
  {
    op: 'PATCH /api/admin/projects/{id}',
    object: "the owner's project",
    handler: adminProjectApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    setup: ownersProject(true),
    request: (c) => ({ params: { id: String(c.fx.p.id) }, body: { isFeatured: true } }),
    check: async (c, res) => {
      expect((await projectRow(c.fx.p.id))!.isFeatured).toBe(ok(res.status));
    },
  },
  {
    op: 'DELETE /api/admin/reviews/{id}',
    object: "the owner's review",
    handler: adminReviewApi,
    expect: e(401, 403, 403, 403, 403, 403, 204, 403),
    setup: async (c) => {
      const fx = await reviewedByOwner(c);
      const [r] = await db().select().from(reviews).where(eq(reviews.projectId, fx.p.id));
      return { ...fx, rid: r!.id };
    },
    request: (c) => ({ params: { id: String(c.fx.rid) } }),
    check: async (c, res) => {
      const left = await db().select().from(reviews).where(eq(reviews.id, c.fx.rid));
      expect(left).toHaveLength(ok(res.status) ? 0 : 1);
    },
  },
  {
    op: 'GET /api/billing/orders/{id}',
    object: "the owner's order",
    handler: myOrderApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: async ({ owner }) => ({ o: await ownersOrder(owner) }),
    request: (c) => ({ params: { id: String(c.fx.o.id) } }),
    check: (c, res) => {
      if (ok(res.status)) expect(res.json).toMatchObject({ id: c.fx.o.id, status: 'pending' });
    },
  },
  {
    op: 'GET /api/billing/orders',
    object: "the caller's own orders (never the owner's)",
    handler: myOrdersApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: async ({ owner }) => ({ o: await ownersOrder(owner) }),
    request: () => ({}),
    check: (c, res) => {
      if (!ok(res.status)) return;
      const ids = res.json.items.map((o: { id: number }) => o.id);
      expect(ids.includes(c.fx.o.id)).toBe(c.role === 'owner');
    },
  },
  {
    // No provider is configured here: who may buy is decided before that (User and Admin 403),
    // then the 400 naming the provider; nothing is ever made.
    op: 'POST /api/billing/orders',
    object: 'PRO for the caller',
    handler: createOrderApi,
    expect: e(401, 403, 400, 400, 400, 400, 403, 400),
    request: () => ({ body: { plan: 'pro-30', provider: 'payme' } }),
    check: async (c) => {
      if (c.actor)
        expect(
          await db().select().from(orders).where(eq(orders.accountId, c.actor.account.id)),
        ).toEqual([]);
    },
  },
  {
    op: 'POST /api/billing/orders',
    object: "the promotion of the owner's project",
    handler: createOrderApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 400),
    setup: ownersProject(true),
    request: (c) => ({ body: { plan: 'promotion-7', provider: 'payme', projectId: c.fx.p.id } }),
    check: async (c) => {
      expect(await db().select().from(orders).where(eq(orders.projectId, c.fx.p.id))).toEqual([]);
    },
  },
  {
    // Payme's and Click's endpoints take no session: their own key decides (none is set here).
    op: 'POST /api/payments/payme',
    object: "the owner's order",
    handler: paymeApi,
    expect: e(200, 200, 200, 200, 200, 200, 200, 200),
    setup: async ({ owner }) => ({ o: await ownersOrder(owner) }),
    request: (c) => ({
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'PerformTransaction',
        params: { id: 'x', account: { order_id: String(c.fx.o.id) } },
      },
    }),
    check: async (c, res) => {
      expect(res.json.error.code).toBe(-32504);
      expect((await orderOf(c.fx.o.id)).status).toBe('pending');
    },
  },
  {
    op: 'POST /api/payments/click/prepare',
    object: "the owner's order",
    handler: clickPrepareApi,
    expect: e(200, 200, 200, 200, 200, 200, 200, 200),
    setup: async ({ owner }) => ({ o: await ownersOrder(owner) }),
    request: (c) => ({ body: { merchant_trans_id: String(c.fx.o.id) } }),
    check: async (c, res) => {
      expect(res.json.error).toBe(-8);
      expect((await orderOf(c.fx.o.id)).status).toBe('pending');
    },
  },
  // The Telegram bot: the link and unlink act on the caller's own chat only; the webhook takes no
  // session, only Telegram's secret (none is sent here).
  {
    op: 'POST /api/telegram/link',
    object: "the caller's own link (the owner's bound chat stays)",
    handler: telegramLinkApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersTelegram,
    request: () => ({}),
    check: async (c, res) => {
      expect(await telegramChatOf(c.owner.account.id)).toBe(c.fx.chatId);
      if (ok(res.status)) {
        const tokens = await db()
          .select()
          .from(telegramLinkTokens)
          .where(eq(telegramLinkTokens.accountId, c.actor!.account.id));
        expect(tokens).toHaveLength(1);
      }
    },
  },
  {
    op: 'DELETE /api/telegram/link',
    object: "the owner's bound chat",
    handler: telegramUnlinkApi,
    expect: e(401, 204, 204, 204, 204, 204, 204, 204),
    setup: ownersTelegram,
    request: () => ({}),
    check: async (c) => {
      expect(await telegramChatOf(c.owner.account.id)).toBe(
        c.role === 'owner' ? null : c.fx.chatId,
      );
    },
  },
  {
    op: 'POST /api/telegram/webhook',
    object: "the owner's link token, sent without Telegram's secret",
    handler: telegramWebhookApi,
    expect: e(401, 401, 401, 401, 401, 401, 401, 401),
    setup: async ({ owner }) => ({ link: await createTelegramLink(owner.account) }),
    request: (c) => ({
      body: {
        update_id: 1,
        message: {
          message_id: 1,
          date: 1,
          chat: { id: 424242, type: 'private' },
          from: { id: 424242, is_bot: false, first_name: 'X' },
          text: `/start ${new URL(c.fx.link.url).searchParams.get('start')}`,
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      },
    }),
    check: async (c) => {
      expect(await telegramChatOf(c.owner.account.id)).toBeNull();
    },
  },
  {
    op: 'GET /api/admin/billing/orders',
    object: 'none (every order)',
    handler: adminOrdersApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: () => ({ query: 'Status=pending' }),
  },
  {
    op: 'PUT /api/admin/billing/plans/{code}',
    object: 'a plan',
    handler: adminPlanApi,
    expect: e(401, 403, 403, 403, 403, 403, 200, 403),
    request: () => ({ params: { code: 'pro-365' }, body: { price: 990_000, isActive: true } }),
    check: async () => {
      const [p] = await db().select().from(plans).where(eq(plans.code, 'pro-365'));
      expect({ price: p!.price, isActive: p!.isActive }).toEqual({
        price: 990_000,
        isActive: true,
      });
    },
  },
  // Quote requests: anyone signed in may ask (never reaching themself); only the customer reads,
  // chooses or closes a request; only a matched specialist sees it in the inbox and responds.
  {
    op: 'POST /api/quote-requests',
    object: 'a request for a service only the owner offers (never sent to oneself)',
    handler: quotesApi.POST,
    expect: e(401, 201, 201, 201, 201, 201, 201, 422),
    setup: async ({ owner }) => {
      const q = await quoteService();
      await offers(owner, q);
      return { q };
    },
    request: (c) => ({ body: { ...c.fx.q, description: quoteText() } }),
    check: async (c, res) => {
      if (!ok(res.status)) return;
      const matched = await db()
        .select()
        .from(quoteRequestMatches)
        .where(eq(quoteRequestMatches.requestId, res.json.id));
      expect(matched.map((m) => m.accountId)).toEqual([c.owner.account.id]);
    },
  },
  {
    op: 'POST /api/quote-requests/images',
    object: 'none (an upload of the caller)',
    handler: quoteImagesApi,
    expect: e(401, 201, 201, 201, 201, 201, 201, 201),
    request: async () => ({ formData: fileForm(await jpeg(120, 90)) }),
  },
  {
    op: 'GET /api/quote-requests',
    object: "the owner's request must not be listed for others",
    handler: quotesApi.GET,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersQuote,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.qid)).toBe(
          c.role === 'owner',
        );
    },
  },
  {
    op: 'GET /api/quote-requests/{id}',
    object: "the owner's request",
    handler: quoteApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersQuote,
    request: (c) => ({ params: qid(c) }),
  },
  {
    op: 'GET /api/quote-requests/inbox',
    object: 'a request matched to the owner must not be listed for others',
    handler: quoteInboxApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: quoteToOwner,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.qid)).toBe(
          c.role === 'owner',
        );
    },
  },
  {
    op: 'POST /api/quote-requests/{id}/respond',
    object: 'a request matched to the owner',
    handler: quoteRespondApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 201),
    setup: quoteToOwner,
    request: (c) => ({ params: qid(c), body: { content: 'Salom' } }),
    check: async (c, res) => {
      const responded = await db()
        .select()
        .from(quoteRequestMatches)
        .where(eq(quoteRequestMatches.requestId, c.fx.qid));
      expect(responded.filter((m) => m.respondedAt).length).toBe(ok(res.status) ? 1 : 0);
    },
  },
  {
    op: 'POST /api/quote-requests/{id}/choose',
    object: "the owner's request",
    handler: quoteChooseApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersQuote,
    request: (c) => ({ params: qid(c), body: { responseId: c.fx.responseId } }),
    check: async (c, res) =>
      expect(await quoteStatus(c.fx.qid)).toBe(ok(res.status) ? 'closed' : 'open'),
  },
  {
    op: 'POST /api/quote-requests/{id}/close',
    object: "the owner's request",
    handler: quoteCloseApi,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersQuote,
    request: (c) => ({ params: qid(c) }),
    check: async (c, res) =>
      expect(await quoteStatus(c.fx.qid)).toBe(ok(res.status) ? 'closed' : 'open'),
  },
  // Saved searches and notifications: only their account reads, changes or deletes them.
  {
    op: 'POST /api/saved-searches',
    object: "none (the caller's own search)",
    handler: savedSearchesApi.POST,
    expect: e(401, 201, 201, 201, 201, 201, 201, 201),
    request: () => ({ body: { query: 'Storeys=two', frequency: 'daily', channels: ['site'] } }),
  },
  {
    op: 'GET /api/saved-searches',
    object: "the owner's search must not be listed for others",
    handler: savedSearchesApi.GET,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersSearch,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.sid)).toBe(
          c.role === 'owner',
        );
    },
  },
  {
    op: 'GET /api/saved-searches/{id}',
    object: "the owner's search",
    handler: savedSearchApi.GET,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersSearch,
    request: (c) => ({ params: sid(c) }),
  },
  {
    op: 'PUT /api/saved-searches/{id}',
    object: "the owner's search",
    handler: savedSearchApi.PUT,
    expect: e(401, 404, 404, 404, 404, 404, 404, 200),
    setup: ownersSearch,
    request: (c) => ({ params: sid(c), body: { paused: true } }),
    check: async (c, res) => expect((await searchOf(c.fx.sid))!.paused).toBe(ok(res.status)),
  },
  {
    op: 'DELETE /api/saved-searches/{id}',
    object: "the owner's search",
    handler: savedSearchApi.DELETE,
    expect: e(401, 404, 404, 404, 404, 404, 404, 204),
    setup: ownersSearch,
    request: (c) => ({ params: sid(c) }),
    check: async (c, res) => expect(!(await searchOf(c.fx.sid))).toBe(ok(res.status)),
  },
  {
    op: 'GET /api/notifications',
    object: "the owner's notification must not be listed for others",
    handler: notificationsApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersNotification,
    request: () => ({}),
    check: (c, res) => {
      if (ok(res.status))
        expect(res.json.items.some((i: { id: number }) => i.id === c.fx.nid)).toBe(
          c.role === 'owner',
        );
    },
  },
  {
    op: 'POST /api/notifications/read',
    object: "the owner's notification (others' ids are ignored)",
    handler: notificationsReadApi,
    expect: e(401, 200, 200, 200, 200, 200, 200, 200),
    setup: ownersNotification,
    request: (c) => ({ body: { ids: [c.fx.nid] } }),
    check: async (c, res) => {
      const [row] = await db().select().from(notifications).where(eq(notifications.id, c.fx.nid));
      expect(row!.readAt !== null).toBe(ok(res.status) && c.role === 'owner');
    },
  },
];

// ---- The generated cases --------------------------------------------------------------------------------

async function runCell(row: Row, role: Role) {
  const owner = await makePerson(row.ownerKind ?? 'agentPro');
  const actor = role === 'visitor' ? null : role === 'owner' ? owner : await makePerson(role);
  const base = { role, actor, owner };
  const fx = row.setup ? await row.setup(base) : {};
  const cell: Cell = { ...base, fx };
  const req = await row.request(cell);
  const [method, template] = row.op.split(' ') as [string, string];
  const path =
    template.replace(/\{(\w+)\}/g, (_, k: string) => req.params?.[k] ?? `{${k}}`) +
    (req.query ? `?${req.query}` : '');
  const res = await call(row.handler, path, {
    method,
    params: req.params ?? {},
    account: actor?.account ?? null,
    token: actor?.token ?? null,
    clientAddress: randomIp(),
    ...(req.body !== undefined ? { body: req.body } : {}),
    ...(req.formData ? { formData: req.formData } : {}),
  });
  return { cell, res };
}

const cases = TABLE.flatMap((row) =>
  ROLES.filter((r) => row.expect[r] !== null).map(
    (role) => [`${row.op} · ${row.object} · as ${role} → ${row.expect[role]}`, row, role] as const,
  ),
);

async function runCase(row: Row, role: Role) {
  const { cell, res } = await runCell(row, role);
  expect(res.status, `${row.op} as ${role}: ${res.text.slice(0, 300)}`).toBe(row.expect[role]);
  if (res.status === 401 || res.status === 403 || res.status === 404) {
    expect(res.json?.error?.code, res.text).toMatch(/^(unauthorized|forbidden|not_found)$/);
  }
  await row.check?.(cell, res);
}

describe('authorisation matrix', () => {
  it('covers every role for every row', () => {
    for (const row of TABLE)
      expect(Object.keys(row.expect).sort(), row.op).toEqual([...ROLES].sort());
    expect(cases.length).toBeGreaterThan(TABLE.length * 7);
  });

  it.each(cases)('%s', (_name, row, role) => runCase(row, role));
});
