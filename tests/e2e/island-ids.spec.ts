// An island's ids (React's useId) are the same on the server and in the browser: with pages
// rendered to one string (docs/performance.md#render-to-one-string) the server once made them
// without the island's prefix, and after hydration a field named a hint by an id no element had
// (build/patches/react-id-prefix.mjs). Here the review form, after a failed send, names only ids that
// exist, and no id is on the page twice.
import { expect, test } from '@playwright/test';
import { signUp, tr } from './helpers';

type Card = { url: string };

test('ids named by an island after hydration exist, once each', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Id Tekshiruvchi',
    password: 'E2e-Ids-Pass-1',
  });
  await page.context().addCookies([{ name: 'sid', value: token, url: baseURL!, httpOnly: true }]);
  const list = await (await request.get('/api/projects?PageSize=3&Lang=en')).json();
  await page.goto(`${(list.items as Card[])[0]!.url}?lang=en`);
  const form = page.locator('#reviews form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await form.getByRole('button', { name: tr('en', 'projects:reviews.submit') }).click();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);

  const problems = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(
      '[aria-describedby], [aria-labelledby], label[for]',
    )) {
      const ids = [
        ...(el.getAttribute('aria-describedby') ?? '').split(' '),
        ...(el.getAttribute('aria-labelledby') ?? '').split(' '),
        el.getAttribute('for') ?? '',
      ].filter(Boolean);
      for (const id of ids) if (!document.getElementById(id)) out.push(`missing ${id}`);
    }
    const seen = new Set<string>();
    for (const el of document.querySelectorAll('[id]')) {
      if (seen.has(el.id)) out.push(`twice ${el.id}`);
      seen.add(el.id);
    }
    return out;
  });
  expect(problems).toEqual([]);
});
