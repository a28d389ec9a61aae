// Smaller hardening of the running server (src/lib/platform/security-headers.ts, src/server/serve.ts):
// static files carry the pages' security headers, the page CSP names a default for everything,
// the bearer scheme is read whatever its case, and a path with dot segments reaches no other route.
import { expect, test } from '@playwright/test';
import http from 'node:http';
import { signUp } from './helpers';

/** A request whose path goes out byte for byte (fetch and browsers resolve `%2e%2e` first). */
function rawRequest(baseURL: string, method: string, path: string, headers = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ hostname, port, method, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test('static files carry the security headers of pages', async ({ request }) => {
  for (const path of ['/favicon.svg', '/favicon.ico', '/icons/icon-192.png']) {
    const h = (await request.get(path)).headers();
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBeTruthy();
    expect(h['content-security-policy'], path).toMatch(/default-src 'none'/);
    expect(h['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
  }
  // Partytown's sandbox is framed by our own pages only, and runs nothing when opened on its own.
  const sandbox = (await request.get('/~partytown/partytown-sandbox-sw.html')).headers();
  expect(sandbox['x-frame-options']).toBe('SAMEORIGIN');
  expect(sandbox['content-security-policy']).toMatch(/default-src 'none'/);
  expect(sandbox['content-security-policy']).toMatch(/frame-ancestors 'self'/);
});

test('the page CSP has a default and names images, connections and fonts', async ({ request }) => {
  const csp = (await request.get('/projects')).headers()['content-security-policy']!;
  expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
  // Images also from the map tiles' origin (MAP_TILE_URL), and from no other.
  const tiles = process.env.E2E_TILE_ORIGIN!;
  expect(csp).toContain(`; img-src 'self' data: blob: ${tiles};`);
  expect(csp).toMatch(/(^|; )connect-src 'self'(;|$)/);
  expect(csp).toMatch(/(^|; )font-src 'self'(;|$)/);
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
});

test('the bearer scheme is read whatever its case (RFC 7235)', async ({ playwright, baseURL }) => {
  const signup = await playwright.request.newContext({ baseURL: baseURL! });
  const { token } = await signUp(signup, {
    accountType: 'User',
    fullName: 'Bearer Case',
    password: 'E2e-Bearer-1',
  });
  await signup.dispose();
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
    const res = await anonymous.get('/api/user/verify', {
      headers: { authorization: `${scheme} ${token}` },
    });
    expect(res.status(), scheme).toBe(200);
  }
  await anonymous.dispose();
});

test('a path with dot segments reaches no other route', async ({ request, baseURL }) => {
  const { token } = await signUp(request, {
    accountType: 'User',
    fullName: 'Dot Segments',
    password: 'E2e-Dots-1',
  });
  const list = await (await request.get('/api/projects?PageSize=1')).json();
  const id = list.items[0].id as number;
  const auth = { authorization: `Bearer ${token}` };
  for (const path of [
    `/api/projects/${id}/images/%2e%2e`,
    `/api/projects/${id}/images/%2E%2E/`,
    `/api/projects/${id}/images/..`,
    `/api/projects/${id}/images/.%2e`,
  ]) {
    const res = await rawRequest(baseURL!, 'DELETE', path, auth);
    // Resolved, the path is DELETE /api/projects/{id}: that handler would answer 403 here.
    expect([400, 404], path).toContain(res.status);
    expect(res.headers['x-frame-options'], path).toBe('DENY');
  }
  const still = await request.get(`/api/projects/${id}`);
  expect(still.status()).toBe(200);
  const page = await rawRequest(baseURL!, 'GET', '/news/%2e%2e/projects');
  expect([400, 404]).toContain(page.status);
});
