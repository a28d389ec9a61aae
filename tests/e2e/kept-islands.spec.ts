// /account/employees keeps its four blocks, their buttons (islands) and the toast host whole per
// account, language, search and asked toast (`<CachedHtml islands>`, src/lib/cache/kept-islands.server.ts,
// docs/performance.md#account-pages-third-round). Read here without a browser, as a phone without
// JavaScript gets it: the kept page is the page rendered (the same HTML again, each island's id
// prefix once and in order, the island runtime's script once and before the first island), in
// four languages; an invitation shows at once; another company never gets the first one's blocks;
// the toast a redirect asks for is an entry of its own.
import { expect, test, type APIRequestContext } from '@playwright/test';
import crypto from 'node:crypto';
import { signUp } from './helpers';

const PASSWORD = 'E2e-Kept-Pass-1';

async function company(request: APIRequestContext, name: string): Promise<string> {
  const { token } = await signUp(request, {
    accountType: 'Agency',
    fullName: name,
    password: PASSWORD,
    company: { tin: String(crypto.randomInt(100_000_000, 999_999_999)), companyName: name },
  });
  return token;
}

async function employees(request: APIRequestContext, sid: string, lang: string, query = '') {
  const res = await request.get(`/account/employees${query}`, {
    headers: { cookie: `sid=${sid}; lang=${lang}` },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

/** The invitations sent, as the page lists them. */
const sentBlock = (html: string) =>
  html.slice(html.indexOf('<section id="sent"'), html.indexOf('<section id="find"'));

test('the employees page kept with its islands is the page rendered, per account', async ({
  request,
}) => {
  const first = await company(request, `Kept Blok ${crypto.randomInt(1e6)}`);
  const other = await company(request, `Boshqa Blok ${crypto.randomInt(1e6)}`);

  for (const lang of ['uz', 'oz', 'ru', 'en']) {
    const rendered = await employees(request, first, lang);
    const kept = await employees(request, first, lang);
    expect(kept).toBe(rendered);
    const prefixes = [...kept.matchAll(/<astro-island[^>]* prefix="r(\d+)"/g)].map((m) => +m[1]!);
    expect(prefixes.length).toBeGreaterThan(1);
    expect(prefixes).toEqual(prefixes.map((_, i) => i));
    const scripts = [...kept.matchAll(/<script async src="\/_astro\/island-runtime/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.index).toBeLessThan(kept.indexOf('<astro-island'));
  }

  // A specialist who works nowhere, invited by the first company: on its page at once, never on
  // the other's, whose page was kept before the invitation too.
  await employees(request, other, 'en');
  const { items } = (await (await request.get('/api/agents?PageSize=50')).json()) as {
    items: { id: number; agency: unknown }[];
  };
  const agent = items.find((a) => a.agency === null)!;
  const invited = await request.post('/api/agent-enrollment/invite', {
    headers: { authorization: `Bearer ${first}` },
    data: { agentId: agent.id },
  });
  expect(invited.status()).toBe(201);
  // Its withdraw button names the invitation.
  const withdraw = `/api/agent-enrollment/${((await invited.json()) as { id: number }).id}&quot;`;
  expect(sentBlock(await employees(request, first, 'en'))).toContain(withdraw);
  expect(sentBlock(await employees(request, first, 'en'))).toContain(withdraw);
  expect(sentBlock(await employees(request, other, 'en'))).not.toContain(withdraw);

  // The toast a redirect asks for, then the page without it again.
  const toastProps = (html: string) =>
    /<astro-island[^>]*component-url="[^"]*\/Toasts\.[^>]*props="([^"]*)"/.exec(html)![1]!;
  const asked = await employees(request, first, 'en', '?toast=invitationSent');
  expect(toastProps(asked)).toContain('invitationSent');
  expect(toastProps(await employees(request, first, 'en'))).not.toContain('invitationSent');
  expect(toastProps(await employees(request, first, 'en', '?toast=invitationSent'))).toBe(
    toastProps(asked),
  );
});
