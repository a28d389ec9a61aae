// The Host header is the sender's to choose (src/lib/platform/public-origin.server.ts): a request
// naming evil.example must get, and leave behind for the next visitor, only links to our origin.
// The server here runs without SITE_URL, where the request's Host used to be believed.
import { expect, test } from '@playwright/test';
import http from 'node:http';

/** A GET with the Host header of our choosing (browsers and fetch would not let us pick it). */
function getWithHost(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get({ hostname, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const PAGES = ['/', '/news', '/projects', '/calculate', '/sitemap.xml', '/api/openapi.json'];

test('pages, the sitemap and the API description never link to the Host a request names', async ({
  request,
  baseURL,
}) => {
  for (const path of PAGES) {
    const evil = await getWithHost(baseURL!, path, 'evil.example');
    expect(evil.status, path).toBe(200);
    expect(evil.body.includes('evil.example'), path).toBe(false);
    // The next, ordinary visitor sees our own origin.
    const body = await (await request.get(path)).text();
    expect(body.includes('evil.example'), path).toBe(false);
    expect(body.includes(baseURL!), path).toBe(true);
  }
  const home = await getWithHost(baseURL!, '/', 'evil.example');
  expect(home.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
});
