// docs/api.md "Language": every message of the API — errors included — comes in `?Lang=`, else the
// `lang` cookie, else uz. The cookie's language is what the middleware leaves in `locals.lang`
// (here: `lang` of call()); `?Lang=` must win over it for a query error, a body error and a 404
// alike (`GET /api/projects?Status=lease&Lang=en` once answered in Uzbek).
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { translate } from '@/lib/i18n/i18n';
import { LANGS, type Lang } from '@/lib/i18n/languages';
import { GET as listProjects } from '@/pages/api/projects/index';
import { GET as getProject } from '@/pages/api/projects/[id]/index';
import { POST as calculate } from '@/pages/api/calculator/[kind]';

/** A cookie language other than `lang`, so the answer can only come from `?Lang=`. */
const otherThan = (lang: Lang): Lang => (lang === 'uz' ? 'ru' : 'uz');

describe.each(LANGS)('Lang=%s', (lang) => {
  it('a query error answers in Lang, whatever the cookie says', async () => {
    const r = await call(listProjects, `/api/projects?Status=lease&Lang=${lang}`, {
      lang: otherThan(lang),
    });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe(translate(lang, 'errors:validationFailed'));
    expect(r.json.error.fields.Status).toBe(translate(lang, 'errors:invalidEnum'));
  });

  it('a body (field) error answers in Lang, as the cookie of that language would', async () => {
    const byQuery = await call(calculate, `/api/calculator/foundation?Lang=${lang}`, {
      method: 'POST',
      body: {},
      params: { kind: 'foundation' },
      lang: otherThan(lang),
    });
    const byCookie = await call(calculate, '/api/calculator/foundation', {
      method: 'POST',
      body: {},
      params: { kind: 'foundation' },
      lang,
    });
    expect(byQuery.status).toBe(400);
    expect(byQuery.json.error.message).toBe(translate(lang, 'errors:validationFailed'));
    expect(Object.keys(byQuery.json.error.fields).length).toBeGreaterThan(0);
    expect(byQuery.json).toEqual(byCookie.json);
  });

  it('a 404 answers in Lang', async () => {
    const r = await call(getProject, `/api/projects/2147483000?Lang=${lang}`, {
      params: { id: '2147483000' },
      lang: otherThan(lang),
    });
    expect(r.status).toBe(404);
    expect(r.json.error).toEqual({
      code: 'not_found',
      message: translate(lang, 'errors:notFound'),
    });
  });
});

it('without Lang the cookie language answers; a wrong Lang cannot choose', async () => {
  const r = await call(listProjects, '/api/projects?Status=lease', { lang: 'ru' });
  expect(r.json.error.message).toBe(translate('ru', 'errors:validationFailed'));
  const bad = await call(listProjects, '/api/projects?Lang=xx', { lang: 'en' });
  expect(bad.status).toBe(400);
  expect(bad.json.error.fields.Lang).toBe(translate('en', 'errors:lang'));
});
