// Hostile input on every account endpoint: wrong types, arrays, nulls, huge and odd strings. The
// answer is a 4xx with translated messages, never a 500 and never zod's English defaults.
import { describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { makeAccount, randomIp } from '@/lib/accounts/testing/fixtures';
import { POST as register } from '@/pages/api/user/register';
import { POST as resend } from '@/pages/api/user/register/resend';
import { POST as confirm } from '@/pages/api/user/register/confirm';
import { POST as login } from '@/pages/api/user/login';
import { POST as forgot } from '@/pages/api/user/forgot-password';
import { POST as forgotConfirm } from '@/pages/api/user/forgot-password/confirm';
import { POST as reset } from '@/pages/api/user/reset-password';
import { POST as change } from '@/pages/api/user/change-password';
import { PUT as putMe } from '@/pages/api/accounts/me';
import { POST as contact } from '@/pages/api/accounts/me/contact';
import { POST as contactConfirm } from '@/pages/api/accounts/me/contact/confirm';

const BODIES: unknown[] = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{"__proto__":{"isAdmin":true}}',
  '{bad json',
  { username: ['+998901234567'], password: { $gt: '' } },
  { username: null, password: null, code: null, fullName: null },
  { username: '+998901234567\u0000', code: '1234\u0665', password: 'x'.repeat(200_000) },
  {
    username: '<script>alert(1)</script>@x.uz',
    fullName: 'x'.repeat(5000),
    accountType: 'Admin',
    consent: 'yes',
  },
  { kind: 'phone', value: 12345, password: 1 },
  { fullName: 123, serviceIds: 'all', social: 'x', regionId: { id: 1 }, company: [] },
  { resetToken: 'x'.repeat(43), password: ['A1234567'], confirmPassword: 'A1234567' },
];

const ENDPOINTS = [
  ['register', register],
  ['resend', resend],
  ['confirm', confirm],
  ['login', login],
  ['forgot', forgot],
  ['forgotConfirm', forgotConfirm],
  ['reset', reset],
  ['change', change],
  ['putMe', putMe],
  ['contact', contact],
  ['contactConfirm', contactConfirm],
] as const;

describe('hostile bodies', () => {
  it.each(ENDPOINTS)(
    '%s answers 4xx with translated messages',
    async (_name, handler) => {
      const account = await makeAccount();
      for (const body of BODIES) {
        const response = await api(handler as never, '/api/x', {
          method: _name === 'putMe' ? 'PUT' : 'POST',
          body,
          cookie: account.token,
          ip: randomIp(),
          lang: 'en',
        });
        expect(
          response.status,
          `${_name} ${JSON.stringify(body).slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        if (response.json) {
          const all = JSON.stringify(response.json.error);
          expect(all).not.toMatch(/Invalid input|expected|errors:|validation:|auth:|\{\{/);
        }
      }
    },
    60_000,
  );
});
