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
    // Asked again until the pair is alike: specs running beside this one add specialists, which
    // the page's search lists, so a write between the two requests changes the page (and drops
    // what was kept). A kept page that differs from the rendered one fails every try.
    let kept = '';
    await expect(async () => {
      const rendered = await employees(request, first, lang);
      kept = await employees(request, first, lang);
      expect(kept).toBe(rendered);
    }).toPass({ timeout: 15_000 });
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

/** The page's <astro-island> element of `component` (its opening tag, HTML and end). */
function island(html: string, component: string): string {
  const at = html.search(new RegExp(`<astro-island[^>]*component-url="[^"]*/${component}\\.`));
  expect(at, `${component} on the page`).toBeGreaterThanOrEqual(0);
  return html.slice(at, html.indexOf('</astro-island>', at));
}

/** A name as it stands in an island's props attribute (JSON, then the attribute's escaping). */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};
const inProps = (name: string) =>
  JSON.stringify(name)
    .slice(1, -1)
    .replace(/[&<>'"]/g, (c) => ENTITIES[c]!);

test('the project page kept for signed-in visitors carries each one’s name, saved state and review', async ({
  request,
}) => {
  const names = [`Birinchi "Koʻz" <b>&amp; 'Ёқ' ${crypto.randomInt(1e6)}`, 'Ikkinchi Oʻquvchi'];
  const [first, second] = await Promise.all(
    names.map(async (fullName) => {
      const { token } = await signUp(request, {
        accountType: 'User',
        fullName,
        password: PASSWORD,
      });
      return token;
    }),
  );
  const list = await (await request.get('/api/projects?PageSize=12&Lang=en')).json();
  const project = (list.items as { id: number; url: string }[])[5]!;
  const auth = (sid: string) => ({ authorization: `Bearer ${sid}` });
  expect(
    (await request.put(`/api/selected-projects/${project.id}`, { headers: auth(first!) })).ok(),
  ).toBe(true);
  const page = async (sid: string, lang: string) => {
    const res = await request.get(project.url, { headers: { cookie: `sid=${sid}; lang=${lang}` } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    // No placeholder of a kept body is ever sent.
    expect(html).not.toContain('\uE000');
    return html;
  };
  const check = (html: string, name: string, other: string, saved: boolean) => {
    const form = island(html, 'ReviewForm');
    expect(form).toContain(`fullName&quot;:[0,&quot;${inProps(name)}&quot;]`);
    expect(form).not.toContain(inProps(other));
    expect(island(html, 'ProjectActions')).toContain(`aria-pressed="${saved}"`);
  };

  for (const lang of ['uz', 'oz', 'ru', 'en']) {
    // Each one twice, in turn: the second visitor gets the body the first one's request kept.
    for (let i = 0; i < 2; i++) {
      check(await page(first!, lang), names[0]!, names[1]!, true);
      check(await page(second!, lang), names[1]!, names[0]!, false);
    }
  }

  // Saved by the second: seen on their next page, and the first's stays theirs.
  expect(
    (await request.put(`/api/selected-projects/${project.id}`, { headers: auth(second!) })).ok(),
  ).toBe(true);
  check(await page(second!, 'en'), names[1]!, names[0]!, true);
  expect(
    (await request.delete(`/api/selected-projects/${project.id}`, { headers: auth(first!) })).ok(),
  ).toBe(true);
  check(await page(first!, 'en'), names[0]!, names[1]!, false);

  // A review by the second: their form shows it at once; the first sees it in the list.
  const text = `Kept body review ${crypto.randomInt(1e6)}`;
  const put = await request.put(`/api/projects/${project.id}/reviews/mine`, {
    headers: auth(second!),
    data: { text, rating: 4 },
  });
  expect(put.status()).toBe(201);
  const mine = island(await page(second!, 'en'), 'ReviewForm');
  expect(mine).toContain(text);
  const theirs = await page(first!, 'en');
  expect(island(theirs, 'ReviewForm')).not.toContain(text);
  expect(theirs).toContain(text);
});
