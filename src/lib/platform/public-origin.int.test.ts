// The Host header is the sender's to choose: it must never reach a link we hand out (e-mail links,
// the OpenAPI servers). See public-origin.server.ts.
import { describe, expect, it } from 'vitest';
import { api } from '@tests/helpers/api';
import { config } from '@/lib/config.server';
import { outboxFor, PASSWORD, randomEmail, randomIp } from '@/lib/accounts/testing/fixtures';
import { POST as registerPost } from '@/pages/api/user/register';
import { GET as getOpenApi } from '@/pages/api/openapi.json';

const EVIL = { url: 'http://evil.example', headers: { host: 'evil.example' } };
const allowed = () => {
  const site = config().SITE_URL;
  return site ? new URL(site).origin : `http://localhost:${config().PORT}`;
};

describe('links never name the host a request claims', () => {
  it('a sign-up sent to Host: evil.example e-mails a link to our own origin', async () => {
    const email = randomEmail();
    const r = await api(registerPost, '/api/user/register', {
      ...EVIL,
      body: {
        username: email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        fullName: 'Host Header',
        accountType: 'User',
        consent: true,
      },
      ip: randomIp(),
    });
    expect(r.status).toBe(201);
    const [mail] = await outboxFor(email);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toContain(`${allowed()}/account/register/verify?token=`);
  });

  it('/api/openapi.json names our origin in servers, not the first caller’s host', async () => {
    const first = await api(getOpenApi as never, '/api/openapi.json', EVIL);
    expect(first.json.servers).toEqual([{ url: allowed() }]);
    if (config().SITE_URL) return;
    const local = await api(getOpenApi as never, '/api/openapi.json', {
      url: 'http://127.0.0.1:4413',
    });
    expect(local.json.servers).toEqual([{ url: 'http://127.0.0.1:4413' }]);
  });
});
