import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config.server';
import { publicOrigin, siteUrlWarning } from '@/lib/platform/public-origin.server';

const at = (href: string, env: Record<string, string> = {}) =>
  publicOrigin(new URL(href), parseConfig({ PORT: '4321', ...env }));

describe('publicOrigin', () => {
  it('is SITE_URL whenever it is set, whatever Host the request names', () => {
    const env = { SITE_URL: 'https://quruvchi.uz/' };
    expect(at('http://evil.example/news', env)).toBe('https://quruvchi.uz');
    expect(at('http://localhost:4321/', env)).toBe('https://quruvchi.uz');
  });

  it.each([
    'http://localhost:4413',
    'http://127.0.0.1:4321',
    'http://127.8.9.10',
    'http://[::1]:4321',
    'https://localhost',
  ])('without SITE_URL keeps the loopback origin %s', (origin) => {
    expect(at(`${origin}/projects?x=1`)).toBe(origin);
  });

  it.each([
    'http://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://10.0.0.5:4321',
    'http://[::2]',
  ])('without SITE_URL never trusts the host of %s', (origin) => {
    expect(at(`${origin}/`)).toBe('http://localhost:4321');
  });
});

describe('siteUrlWarning', () => {
  it('names SITE_URL and the fallback origin when SITE_URL is unset, and is silent otherwise', () => {
    const warning = siteUrlWarning(parseConfig({ PORT: '8080', SITE_URL: '' }));
    expect(warning).toMatch(/SITE_URL/);
    expect(warning).toContain('http://localhost:8080');
    expect(siteUrlWarning(parseConfig({ SITE_URL: 'https://quruvchi.uz' }))).toBeNull();
  });
});
