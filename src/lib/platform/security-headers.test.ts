import { describe, expect, it } from 'vitest';
import { pageCsp, staticFileHeaders } from '@/lib/platform/security-headers';

const ASTRO = "script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';";

describe('pageCsp', () => {
  it('keeps the script hashes, allows inline styles and sets a default for the rest', () => {
    const csp = pageCsp(ASTRO, { analytics: false });
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "font-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ]);
    expect(pageCsp(csp, { analytics: false })).toBe(csp); // applied twice, unchanged
  });

  it('lets GA hits through as images and requests, never as scripts', () => {
    const csp = pageCsp(ASTRO, { analytics: true });
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/script-src 'self' 'sha256-abc='(;|$)/);
  });

  it('lets images come from the S3_PUBLIC_URL origin, and nothing else from there', () => {
    const csp = pageCsp(ASTRO, { analytics: false, mediaOrigin: 'https://cdn.example.uz' });
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.uz(;|$)/);
    expect(csp.split('; ').filter((d) => d.includes('cdn.example.uz'))).toHaveLength(1);
  });

  it('lets map tiles come from the MAP_TILE_URL origin as images only', () => {
    const csp = pageCsp(ASTRO, { analytics: false, tileOrigin: 'https://tile.openstreetmap.org' });
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
    expect(csp.split('; ').filter((d) => d.includes('openstreetmap'))).toHaveLength(1);
  });

  it('lets forms redirect to a configured payment checkout, and to nothing else outside', () => {
    const csp = pageCsp(ASTRO, {
      analytics: false,
      formTargets: ['https://checkout.paycom.uz', 'https://my.click.uz'],
    });
    expect(csp).toMatch(
      /form-action 'self' https:\/\/checkout\.paycom\.uz https:\/\/my\.click\.uz(;|$)/,
    );
    expect(pageCsp(ASTRO, { analytics: false })).toMatch(/form-action 'self'(;|$)/);
  });

  it('gives answers without a page policy a default', () => {
    expect(pageCsp(null, { analytics: false })).toMatch(/^default-src 'self'; frame-ancestors/);
  });
});

describe('staticFileHeaders', () => {
  it('locks down files that are opened rather than run by a page', () => {
    for (const p of ['/favicon.svg', '/favicon.ico', '/_astro/index.css']) {
      const h = staticFileHeaders(p);
      expect(h['X-Frame-Options']).toBe('DENY');
      expect(h['Content-Security-Policy']).toMatch(/^default-src 'none'/);
    }
  });
  it('lets our pages frame Partytown’s sandbox, and gives scripts no policy of their own', () => {
    const sandbox = staticFileHeaders('/~partytown/partytown-sandbox-sw.html');
    expect(sandbox['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(sandbox['Content-Security-Policy']).toMatch(/frame-ancestors 'self'/);
    const sw = staticFileHeaders('/~partytown/partytown-sw.js');
    expect(sw['Content-Security-Policy']).toBeUndefined();
    expect(sw['X-Content-Type-Options']).toBe('nosniff');
  });
});
