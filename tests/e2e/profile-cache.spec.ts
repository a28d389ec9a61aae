// An agent's page keeps its markup in memory (docs/performance.md#agent-directory-and-article-pages):
// what is the same for everyone is rendered once, what depends on the visitor is rendered for each.
// A company sees "Invite to the company" on a specialist's page; a visitor asking for the same page
// before and after it does not; and the specialist's edit shows at once, not after the kept markup
// times out.
import { expect, test } from '@playwright/test';
import crypto from 'node:crypto';
import { hex, signUp, tr } from './helpers';

const PASSWORD = 'E2e-Profile-Cache-1';

test('an agent page: kept markup, each visitor’s own buttons, an edit seen at once', async ({
  playwright,
  baseURL,
}) => {
  // Sign-ups in a context of their own: a context keeps the cookies its answers set.
  const signUps = await playwright.request.newContext({ baseURL: baseURL! });
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  const agentName = `Kesh Mutaxassis ${hex()}`;
  const agent = await signUp(signUps, {
    accountType: 'Agent',
    fullName: agentName,
    password: PASSWORD,
  });
  const company = await signUp(signUps, {
    accountType: 'Agency',
    fullName: `Kesh Qurilish ${hex()}`,
    password: PASSWORD,
    company: {
      tin: String(crypto.randomInt(100_000_000, 999_999_999)),
      companyName: `Kesh ${hex()}`,
    },
  });
  const me = await anonymous.get('/api/user/verify', {
    headers: { authorization: `Bearer ${agent.token}` },
  });
  const { agentId } = (await me.json()) as { agentId: number };
  const invite = tr('uz', 'employees:action.invite');
  // The canonical address (a redirect would not carry the cookie header along).
  const moved = await anonymous.get(`/agent/x~${agentId}`, { maxRedirects: 0 });
  const path = moved.headers()['location']!;
  const page = async (token?: string) => {
    const res = await anonymous.get(path, {
      headers: token ? { cookie: `sid=${token}` } : {},
    });
    expect(res.status()).toBe(200);
    return (await res.text()).includes(invite) ? 'invite' : 'none';
  };

  // Asked for twice before, once between and after the company: the second answer of each is
  // the kept markup's.
  for (let i = 0; i < 2; i++) expect(await page()).toBe('none');
  for (let i = 0; i < 2; i++) expect(await page(company.token)).toBe('invite');
  expect(await page()).toBe('none');
  expect(await page(agent.token)).toBe('none');

  // The specialist writes about themselves: the next view shows it.
  const [regions, services] = await Promise.all([
    anonymous.get('/api/regions').then((r) => r.json()),
    anonymous.get('/api/services').then((r) => r.json()),
  ]);
  const about = `Yangi matn ${hex()}`;
  const put = await anonymous.put(`/api/agents/${agentId}`, {
    headers: { authorization: `Bearer ${agent.token}` },
    data: {
      designation: 'Arxitektor',
      phone: '+998901112233',
      country: 'UZ',
      regionId: regions.items[0].id,
      serviceIds: [services.items[0].id],
      about,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const after = await anonymous.get(path);
  expect((await after.text()).includes(about), 'the new text on the page').toBe(true);
  expect(await page(company.token)).toBe('invite');
  await anonymous.dispose();
  await signUps.dispose();
});
