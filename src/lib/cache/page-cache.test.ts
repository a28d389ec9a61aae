import { beforeEach, describe, expect, it } from 'vitest';
import {
  cacheKey,
  clearPageCache,
  getCached,
  isCacheablePath,
  storeIfCacheable,
} from './page-cache';
import { publicOrigin } from '@/lib/platform/public-origin.server';

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html', ...headers } });

describe('page cache', () => {
  beforeEach(() => clearPageCache());

  it('serves a stored page until the TTL passes', async () => {
    const key = cacheKey('uz', new URL('http://x/projects?Status=rent'));
    const sent = await storeIfCacheable(key, html('<p>a</p>'), 1000);
    expect(await sent.text()).toBe('<p>a</p>');
    expect(await getCached(key, 5000, 5999)!.text()).toBe('<p>a</p>');
    expect(getCached(key, 5000, 6001)).toBeNull();
  });

  it('keys on language and query', () => {
    const u = new URL('http://x/projects?Status=rent');
    expect(cacheKey('uz', u)).not.toBe(cacheKey('ru', u));
    expect(cacheKey('uz', u)).not.toBe(cacheKey('uz', new URL('http://x/projects?Status=sale')));
  });

  it('keys on the origin the page links to, which an untrusted Host cannot choose', () => {
    // Pages build canonical, hreflang and og:url on publicOrigin: one key must mean one origin.
    const hosts = ['http://evil.example', 'http://other.example', 'http://127.0.0.1:4413'];
    const urls = [...hosts, 'http://localhost:4321'].map((h) => new URL(`${h}/news?x=1`));
    for (const a of urls) {
      for (const b of urls) {
        const sameOrigin = publicOrigin(a) === publicOrigin(b);
        expect(cacheKey('uz', a) === cacheKey('uz', b), `${a.host} ${b.host}`).toBe(sameOrigin);
      }
    }
    expect(cacheKey('uz', urls[0]!)).not.toContain('evil.example');
  });

  it('never stores errors, cookies or other content types', async () => {
    await storeIfCacheable(
      'a',
      new Response('no', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await storeIfCacheable('b', html('x', { 'set-cookie': 'lang=ru' }));
    await storeIfCacheable('c', new Response('img', { headers: { 'content-type': 'image/webp' } }));
    expect(getCached('a', 5000)).toBeNull();
    expect(getCached('b', 5000)).toBeNull();
    expect(getCached('c', 5000)).toBeNull();
  });

  it('leaves out account, admin, sign-in APIs, guarded pages and media', () => {
    for (const path of [
      '/account/my-profile',
      '/admin/dashboard',
      '/api/user/login',
      '/api/accounts/me',
      '/project/create',
      '/agents/create',
      '/media/a.webp',
      '/api/selected-projects',
    ]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
    for (const pagePath of [
      '/',
      '/projects',
      '/projects/uylar~3',
      // Its view is counted by the middleware after the page, also for a page served from here.
      '/project/details/123/x',
      '/news',
      '/api/category/get-all',
      '/api/projects',
    ]) {
      expect(isCacheablePath(pagePath), pagePath).toBe(true);
    }
  });
});

describe('page cache limits', () => {
  beforeEach(() => clearPageCache());
  it('does not keep answers marked no-store or private, nor very large bodies', async () => {
    await storeIfCacheable('n', html('x', { 'cache-control': 'no-store' }));
    await storeIfCacheable('p', html('x', { 'cache-control': 'private, max-age=0' }));
    const big = await storeIfCacheable('b', html('x'.repeat(300 * 1024)));
    expect(getCached('n', 5000)).toBeNull();
    expect(getCached('p', 5000)).toBeNull();
    expect(getCached('b', 5000)).toBeNull();
    expect((await big.text()).length).toBe(300 * 1024); // still sent whole
  });
  it('leaves the health check out', () => expect(isCacheablePath('/api/health')).toBe(false));
});
