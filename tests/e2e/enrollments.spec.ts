// Companies invite specialists, specialists ask to join companies (docs/product.md §2, §6), on a
// phone, in Uzbek and Russian: a company invites from the agent's page (toast), the specialist
// signs in, sees the badge, opens the invitations and accepts; the worker shows on the company's
// /account/employees and in the agency page's workers table until the company removes them (after
// a confirmation). And the other way: a join request the company declines. Accounts are made here
// through the real sign-up; texts come from the locale files.
import { expect, test, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { inReaderScript } from '@/lib/i18n/translit-user';
import { axe, browserAs, fillSignIn, hex, PHONE, signUp, toast, tr } from './helpers';

const PASSWORD = 'E2e-Enroll-Pass-1';

type Party = { phone: string; token: string; agentId: number | null; agencyId: number | null };

async function makeParty(page: Page, kind: 'Agent' | 'Agency', fullName: string): Promise<Party> {
  const company =
    kind === 'Agency'
      ? { tin: String(crypto.randomInt(100_000_000, 999_999_999)), companyName: fullName }
      : undefined;
  const { phone, token } = await signUp(page.request, {
    accountType: kind,
    fullName,
    password: PASSWORD,
    ...(company ? { company } : {}),
  });
  const me = await page.request.get('/api/user/verify', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { agentId: number | null; agencyId: number | null };
  return { phone, token, agentId: body.agentId, agencyId: body.agencyId };
}

async function openUserMenuLink(page: Page, name: string) {
  await page.locator('.user-menu summary').click();
  await page
    .locator('.user-menu')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

test.use({ viewport: PHONE });

for (const lang of ['uz', 'ru'] as const) {
  test(`[${lang}] a company invites a specialist, who accepts; the company removes them`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `E2E Qurilish ${hex()}`;
    const agentName = `Sardor Invitov ${hex()}`;
    const company = await makeParty(page, 'Agency', companyName);
    const agent = await makeParty(page, 'Agent', agentName);
    const c = await browserAs(browser, baseURL!, lang, company.token);

    // The company invites from the agent's page.
    await c.page.goto(`/agent/x~${agent.agentId}`);
    await expect(c.page.getByRole('heading', { level: 1, name: agentName })).toBeVisible();
    await c.page.getByRole('button', { name: tr(lang, 'employees:action.invite') }).click();
    await expect(toast(c.page, tr(lang, 'toasts:invitationSent'))).toBeVisible();
    const invite = c.page.getByRole('button', { name: tr(lang, 'employees:action.invite') });
    await expect(invite).toBeDisabled();
    await expect(invite).toHaveAccessibleDescription(tr(lang, 'employees:action.invited'));
    expect(await axe(c.page, { settle: true }), 'agent page').toEqual([]);
    // Inviting is for companies: a visitor sees no button on the same page.
    const v = await browserAs(browser, baseURL!, lang);
    await v.page.goto(`/agent/x~${agent.agentId}`);
    await expect(v.page.getByRole('heading', { level: 1, name: agentName })).toBeVisible();
    await expect(
      v.page.getByRole('button', { name: tr(lang, 'employees:action.invite') }),
    ).toHaveCount(0);

    // The specialist signs in, sees the badge and answers from the invitations page.
    const s = await browserAs(browser, baseURL!, lang);
    await s.page.goto('/account/login');
    await fillSignIn(s.page, lang, agent.phone, PASSWORD);
    await s.page.waitForURL((u) => !u.pathname.startsWith('/account/login'));
    await expect(s.page.locator('.user-menu summary .badge')).toHaveText('1');
    await openUserMenuLink(s.page, tr(lang, 'employees:menu.invitations'));
    await expect(s.page).toHaveURL(/\/account\/invitations$/);
    const received = s.page.locator('#received');
    await expect(received.getByRole('link', { name: companyName })).toBeVisible();
    expect(await axe(s.page, { settle: true }), 'invitations').toEqual([]);
    await received
      .getByRole('button', {
        name: tr(lang, 'employees:invitations.received.acceptNamed', { company: companyName }),
      })
      .click();
    await expect(toast(s.page, tr(lang, 'toasts:enrollmentAccepted'))).toBeVisible();
    await expect(received).toContainText(tr(lang, 'employees:invitations.received.empty'));
    await expect(s.page.locator('#company').getByRole('link', { name: companyName })).toBeVisible();
    await expect(s.page.locator('.user-menu summary .badge')).toHaveCount(0);

    // The company sees its new worker, here and in the agency page's workers table.
    await c.page.goto('/account/employees');
    const workers = c.page.locator('#workers');
    await expect(workers.getByRole('link', { name: agentName })).toBeVisible();
    await c.page.goto(`/agency/x~${company.agencyId}`);
    await expect(c.page.getByRole('table').getByRole('link', { name: agentName })).toBeVisible();

    // …and removes them, after confirming.
    await c.page.goto('/account/employees');
    await workers
      .getByRole('button', { name: tr(lang, 'employees:workers.removeNamed', { name: agentName }) })
      .click();
    const dialog = c.page.getByRole('dialog', { name: tr(lang, 'employees:workers.removeTitle') });
    await expect(dialog).toBeVisible();
    expect(await axe(c.page, { settle: true }), 'remove dialog').toEqual([]);
    await dialog.getByRole('button', { name: tr(lang, 'employees:workers.removeConfirm') }).click();
    await expect(toast(c.page, tr(lang, 'toasts:workerRemoved'))).toBeVisible();
    await expect(workers.getByRole('link', { name: agentName })).toHaveCount(0);
    await expect(workers).toContainText(tr(lang, 'employees:workers.empty'));
    await c.page.goto(`/agency/x~${company.agencyId}`);
    await expect(c.page.getByText(tr(lang, 'professionals:agency.noWorkers'))).toBeVisible();
    await s.page.goto('/account/invitations');
    await expect(s.page.locator('#company')).toContainText(
      tr(lang, 'employees:invitations.current.none'),
    );
    for (const x of [c, v, s]) await x.context.close();
  });

  test(`[${lang}] a specialist asks to join; the company declines`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `E2E Loyiha ${hex()}`;
    const agentName = `Malika Joinova ${hex()}`;
    const company = await makeParty(page, 'Agency', companyName);
    const agent = await makeParty(page, 'Agent', agentName);
    const s = await browserAs(browser, baseURL!, lang, agent.token);
    const c = await browserAs(browser, baseURL!, lang, company.token);

    await s.page.goto(`/agency/x~${company.agencyId}`);
    await expect(s.page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await s.page.getByRole('button', { name: tr(lang, 'employees:action.join') }).click();
    await expect(toast(s.page, tr(lang, 'toasts:joinRequestSent'))).toBeVisible();
    const join = s.page.getByRole('button', { name: tr(lang, 'employees:action.join') });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription(tr(lang, 'employees:action.requested'));
    // The company sees the other side: a link to answer instead of an Invite button.
    await c.page.goto(`/agent/x~${agent.agentId}`);
    await expect(c.page.getByText(tr(lang, 'employees:action.askedToJoin'))).toBeVisible();
    await expect(
      c.page.getByRole('link', { name: tr(lang, 'employees:action.answerRequest') }),
    ).toHaveAttribute('href', '/account/employees#requests');

    await c.page.goto('/');
    await expect(c.page.locator('.user-menu summary .badge')).toHaveText('1');
    await openUserMenuLink(c.page, tr(lang, 'employees:menu.employees'));
    await expect(c.page).toHaveURL(/\/account\/employees$/);
    const requests = c.page.locator('#requests');
    await expect(requests.getByRole('link', { name: agentName })).toBeVisible();
    expect(await axe(c.page, { settle: true }), 'employees').toEqual([]);
    await requests
      .getByRole('button', {
        name: tr(lang, 'employees:requests.declineNamed', { name: agentName }),
      })
      .click();
    await expect(toast(c.page, tr(lang, 'toasts:enrollmentDeclined'))).toBeVisible();
    await expect(requests).toContainText(tr(lang, 'employees:requests.empty'));
    await expect(c.page.locator('#workers')).toContainText(tr(lang, 'employees:workers.empty'));

    await s.page.goto('/account/invitations');
    await expect(s.page.locator('#sent')).toContainText(
      tr(lang, 'employees:invitations.sent.empty'),
    );
    await s.page.goto(`/agency/x~${company.agencyId}`);
    await expect(
      s.page.getByRole('button', { name: tr(lang, 'employees:action.join') }),
    ).toBeEnabled();
    for (const x of [c, s]) await x.context.close();
  });
}

test('[oz, en] the pages in Cyrillic Uzbek and English; a company finds a specialist typing the name in Cyrillic', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const companyName = `E2E Usta ${hex()}`;
  const agentName = `Botir Qidiruvov ${hex()}`;
  const company = await makeParty(page, 'Agency', companyName);
  const agent = await makeParty(page, 'Agent', agentName);
  const join = await page.request.post('/api/agent-enrollment/join', {
    headers: { authorization: `Bearer ${agent.token}` },
    data: { agencyId: company.agencyId },
  });
  expect(join.status()).toBe(201);

  const c = await browserAs(browser, baseURL!, 'oz', company.token);
  await c.page.goto('/account/employees');
  await expect(c.page).toHaveTitle(new RegExp(`^${tr('oz', 'employees:title')} — `));
  await expect(
    c.page.getByRole('heading', { level: 2, name: tr('oz', 'employees:requests.title') }),
  ).toBeVisible();
  await expect(c.page.locator('#requests').getByRole('link', { name: agentName })).toBeVisible();
  // The Latin name typed in Cyrillic letters finds the specialist, who asked to join already.
  await c.page.locator('#find').getByRole('searchbox').fill('Ботир Қидирувов');
  await c.page.locator('#find').getByRole('searchbox').press('Enter');
  await expect(c.page).toHaveURL(/Search=/);
  // The directory shows names people typed in the reader's script
  // (docs/performance.md#user-text-in-the-readers-script).
  const found = c.page.locator('#find li').filter({ hasText: inReaderScript(agentName, 'oz') });
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('button')).toBeDisabled();
  await expect(found).toContainText(tr('oz', 'employees:action.askedToJoin'));
  expect(await axe(c.page, { settle: true }), 'employees oz').toEqual([]);

  const s = await browserAs(browser, baseURL!, 'en', agent.token);
  await s.page.goto('/account/invitations');
  await expect(s.page).toHaveTitle(new RegExp(`^${tr('en', 'employees:invitations.title')} — `));
  const sent = s.page.locator('#sent');
  await expect(sent.getByRole('link', { name: companyName })).toBeVisible();
  expect(await axe(s.page, { settle: true }), 'invitations en').toEqual([]);
  await sent
    .getByRole('button', {
      name: tr('en', 'employees:invitations.sent.withdrawNamed', { company: companyName }),
    })
    .click();
  await expect(toast(s.page, tr('en', 'toasts:enrollmentWithdrawn'))).toBeVisible();
  await expect(sent).toContainText(tr('en', 'employees:invitations.sent.empty'));
  // The profile page leads here.
  await s.page.goto('/account/my-profile');
  await s.page.getByRole('link', { name: tr('en', 'employees:invitations.profileLink') }).click();
  await expect(s.page).toHaveURL(/\/account\/invitations$/);
  for (const x of [c, s]) await x.context.close();
});

test('the account pages are for their side only', async ({ page, browser, baseURL }) => {
  const agent = await makeParty(page, 'Agent', `Aziz Sidov ${hex()}`);
  const s = await browserAs(browser, baseURL!, 'ru', agent.token);
  // A specialist opening the company page lands on its own side.
  await s.page.goto('/account/employees');
  await expect(s.page).toHaveURL(/\/account\/invitations$/);
  await expect(
    s.page.getByRole('heading', { level: 1, name: tr('ru', 'employees:invitations.title') }),
  ).toBeVisible();
  // An account with no agent or company (the administrator) gets the 403 page on both.
  const login = await page.request.post('/api/user/login', {
    data: { username: process.env.E2E_ADMIN_PHONE, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const a = await browserAs(browser, baseURL!, 'ru', (await login.text()).trim());
  for (const p of ['/account/employees', '/account/invitations']) {
    const res = await a.page.goto(p);
    expect(res?.status(), p).toBe(403);
    await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(
      tr('ru', 'errors:forbiddenTitle'),
    );
  }
  // Visitors are sent to sign in.
  const v = await browserAs(browser, baseURL!, 'ru');
  await v.page.goto('/account/employees');
  await expect(v.page).toHaveURL(/\/account\/login\?next=%2Faccount%2Femployees/);
  for (const x of [s, a, v]) await x.context.close();
});
