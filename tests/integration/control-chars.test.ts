// Control characters in text fields (docs/api.md "Bad input is a 4xx"): every text field of the
// project, review, profile and registration bodies refuses U+0000–U+0008, U+000B, U+000C,
// U+000E–U+001F and U+007F with a translated 400 beside the field — a NUL used to reach
// PostgreSQL and answer 500. Tab and line breaks stay allowed.
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { call } from '@tests/helpers/call';
import { makeActor, makeOwnedProject, uploadImages, validProjectBody } from '@tests/factories/pro';
import { makeProject, makeReadAccount } from '@tests/factories/projects';
import { makeAccount, PASSWORD, randomIp, randomPhone } from '@/lib/accounts/testing/fixtures';
import { tFor } from '@/lib/i18n/i18n';
import type { SessionAccount } from '@/lib/auth/session.server';
import { POST as createRoute } from '@/pages/api/projects/index';
import { PUT as updateRoute } from '@/pages/api/projects/[id]/index';
import { PUT as reviewRoute } from '@/pages/api/projects/[id]/reviews/mine';
import { PUT as profileRoute } from '@/pages/api/accounts/me';
import { POST as registerRoute } from '@/pages/api/user/register';

const NUL = '\u0000';
const OTHERS = ['\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F'];
const MESSAGE = tFor('en')('errors:controlChars');

/** NUL and one other control character per field (a different one for each field). */
function probes(fields: string[]): [string, string][] {
  return fields.flatMap((f, i) => [
    [f, NUL],
    [f, OTHERS[i % OTHERS.length]!],
  ]);
}

/** `path` set to `value` inside a copy of `body` (dotted paths name nested fields). */
function withField(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's JSON, as tests/helpers/api.ts gives it
function expectRefused(r: { status: number; json: any }, field: string) {
  expect(r.status, JSON.stringify(r.json)).toBe(400);
  expect(r.json.error.code).toBe('validation_failed');
  expect(r.json.error.fields[field]).toBe(MESSAGE);
}

describe('project bodies', () => {
  const FIELDS = [
    'title',
    'description',
    'address',
    'city',
    'state',
    'zipCode',
    'contactName',
    'contactEmail',
    'contactPhone',
  ];
  const VALID: Record<string, string> = {
    title: 'Bir qavatli uy',
    description: 'Keng hovli',
    address: 'Chilonzor 5',
    city: 'Toshkent',
    state: 'Toshkent',
    zipCode: '100000',
    contactName: 'Aziz Karimov',
    contactEmail: 'aziz@example.uz',
    contactPhone: '+998901234567',
  };
  let pro: SessionAccount;
  let create: Record<string, unknown>;
  let update: Record<string, unknown>;
  let projectId: number;
  beforeAll(async () => {
    pro = await makeActor('pro');
    create = { ...(await validProjectBody({ imageIds: await uploadImages(pro, 1) })), ...VALID };
    const project = await makeOwnedProject(pro, {}, 1);
    projectId = project.id;
    update = {
      ...(await validProjectBody({ imageIds: project.images.map((i) => i.id) })),
      ...VALID,
    };
  });

  it.each(probes(FIELDS))('create: %s with %j is a 400 beside the field', async (field, c) => {
    const value = `${VALID[field]!.slice(0, 3)}${c}${VALID[field]!.slice(3)}`;
    const r = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: withField(create, field, value),
      account: pro,
      lang: 'en',
    });
    expectRefused(r, field);
  });

  it.each(probes(FIELDS))('update: %s with %j is a 400 beside the field', async (field, c) => {
    const r = await call(updateRoute, `/api/projects/${projectId}`, {
      method: 'PUT',
      body: withField(update, field, `${c}${VALID[field]}`),
      params: { id: String(projectId) },
      account: pro,
      lang: 'en',
    });
    expectRefused(r, field);
  });

  it('keeps tabs and line breaks in the description', async () => {
    const description = 'Birinchi qator\r\nIkkinchi\tqator\nUchinchi';
    const r = await call(createRoute, '/api/projects', {
      method: 'POST',
      body: { ...create, imageIds: await uploadImages(pro, 1), description },
      account: pro,
      lang: 'en',
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.description).toBe(description);
  });
});

describe('review body', () => {
  it.each([NUL, ...OTHERS])('text with %j is a 400 beside the field', async (c) => {
    const project = await makeProject();
    const r = await call(reviewRoute, `/api/projects/${project.id}/reviews/mine`, {
      method: 'PUT',
      body: { text: `Juda yaxshi${c} loyiha` },
      params: { id: String(project.id) },
      account: await makeReadAccount(),
      lang: 'en',
    });
    expectRefused(r, 'text');
  });
});

describe('profile body', () => {
  const FIELDS = [
    'fullName',
    'specialistType',
    'address',
    'about',
    'social.telegram',
    'company.tin',
    'company.companyName',
    'company.fullAddress',
    'company.directorName',
    'company.email',
    'company.phone',
  ];
  const VALID: Record<string, string> = {
    fullName: 'Aziz Karimov',
    specialistType: 'Arxitektor',
    address: 'Chilonzor 5',
    about: 'Uy loyihalari',
    'social.telegram': 'https://t.me/aziz',
    'company.tin': '123456789',
    'company.companyName': 'Qurilish Firma',
    'company.fullAddress': 'Toshkent',
    'company.directorName': 'Bekzod Aliyev',
    'company.email': 'info@firma.uz',
    'company.phone': '+998901112233',
  };
  let token: string;
  beforeAll(async () => {
    token = (await makeAccount({ accountType: 'Agency' })).token;
  });

  it.each(probes(FIELDS))('%s with %j is a 400 beside the field', async (field, c) => {
    const body = Object.entries(VALID).reduce(
      (b, [k, v]) => withField(b, k, v),
      {} as Record<string, unknown>,
    );
    const r = await api(profileRoute, '/api/accounts/me', {
      method: 'PUT',
      body: withField(body, field, `${VALID[field]}${c}`),
      cookie: token,
      lang: 'en',
    });
    expectRefused(r, field);
  });
});

describe('registration body', () => {
  const FIELDS = ['username', 'password', 'confirmPassword', 'fullName', 'tin', 'companyName'];
  it.each(probes(FIELDS))('%s with %j is a 400 beside the field', async (field, c) => {
    const body: Record<string, unknown> = {
      username: randomPhone(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fullName: 'Dilnoza Rahimova',
      accountType: 'Agency',
      consent: true,
      tin: '987654321',
      companyName: 'Yangi Firma',
    };
    body[field] = `${String(body[field]).slice(0, 4)}${c}${String(body[field]).slice(4)}`;
    const r = await api(registerRoute, '/api/user/register', { body, ip: randomIp(), lang: 'en' });
    expectRefused(r, field);
  });
});
