import { describe, expect, it } from 'vitest';
import { hasDotSegment } from '@/lib/http/raw-path';

describe('hasDotSegment', () => {
  it.each([
    '/api/projects/1/images/%2e%2e',
    '/api/projects/1/images/%2E%2E',
    '/api/projects/1/images/..',
    '/api/projects/1/images/.%2e/',
    '/api/projects/1/images/%2e.',
    '/api/projects/1/./images',
    '/api/projects/1/%2e/images',
    '/api/projects/1\\..\\x',
    '/news/%2e%2e?lang=en',
  ])('%s has one', (p) => expect(hasDotSegment(p)).toBe(true));

  it.each([
    '/',
    '/api/projects/1/images/12',
    '/favicon.svg',
    '/_astro/Header.NdAkpc04.css',
    '/news/details/2026-11-13/a...b',
    '/projects?Search=..',
    '/media/..avatars',
    '/x/%2e%2e%2fy',
  ])('%s has none', (p) => expect(hasDotSegment(p)).toBe(false));
});
