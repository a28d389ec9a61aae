import { describe, expect, it } from 'vitest';
import { agencyPath, agentPath, serviceAgentsPath } from './seo-path';
import { parseSeoParam } from '@/lib/http/params';
import { directoryHref, readDirectoryParams } from '@/lib/professionals/list-page-params';
import { safeLinks } from '@/lib/professionals/social-links';

describe('parseSeoParam', () => {
  it('reads the number after the last ~', () => {
    expect(parseSeoParam('ali-valiyev~12')).toEqual({ name: 'ali-valiyev', id: 12 });
    expect(parseSeoParam('a~b~7')).toEqual({ name: 'a~b', id: 7 });
    expect(parseSeoParam('~5')).toEqual({ name: '', id: 5 });
  });

  it.each([
    'ali-valiyev',
    'ali~',
    'ali~abc',
    'ali~0',
    'ali~012',
    'ali~1.5',
    'ali~-3',
    'ali~99999999999',
    'ali~2147483648',
    '',
    undefined,
  ])('refuses %s (the page answers 404)', (raw) => {
    expect(parseSeoParam(raw)).toBeNull();
  });
});

describe('paths', () => {
  it('builds the spec URLs, with the default names when a slug is empty', () => {
    expect(agentPath({ id: 3, seoName: 'ali' })).toBe('/agent/ali~3');
    expect(agentPath({ id: 3, seoName: '' })).toBe('/agent/user~3');
    expect(agencyPath({ id: 4, seoName: 'mega' })).toBe('/agency/mega~4');
    expect(serviceAgentsPath({ id: 9, seoUrl: 'geodeziya' })).toBe(
      '/professionals/agents/geodeziya~9',
    );
  });
});

describe('directory params', () => {
  it('reads valid filters, ignores malformed ones, and writes them back in a stable order', () => {
    const p = readDirectoryParams(
      new URL('http://x/a?RegionId=5&ServiceId=x&Search=%20ali%20&page=3'),
    );
    expect(p).toEqual({ page: 3, regionId: 5, search: 'ali' });
    expect(readDirectoryParams(new URL('http://x/a?page=0&RegionId=-1'))).toEqual({ page: 1 });
    expect(directoryHref('/agencies', { search: 'a b', regionId: 2, serviceId: 1, page: 2 })).toBe(
      '/agencies?ServiceId=1&RegionId=2&Search=a+b&page=2',
    );
    expect(directoryHref('/agencies', { page: 1 })).toBe('/agencies');
  });

  it('reads and writes Sort, leaving the default (rating) and unknown values out', () => {
    expect(readDirectoryParams(new URL('http://x/a?Sort=name'))).toEqual({ page: 1, sort: 'name' });
    expect(readDirectoryParams(new URL('http://x/a?Sort=rating'))).toEqual({ page: 1 });
    expect(readDirectoryParams(new URL('http://x/a?Sort=stars'))).toEqual({ page: 1 });
    expect(directoryHref('/agencies', { sort: 'newest', page: 2 })).toBe(
      '/agencies?Sort=newest&page=2',
    );
    expect(directoryHref('/agencies', { sort: 'rating' })).toBe('/agencies');
  });
});

describe('safeLinks', () => {
  it('drops anything but http(s) links', () => {
    expect(
      safeLinks([
        { network: 'telegram', url: 'https://t.me/x' },
        { network: 'facebook', url: 'javascript:alert(1)' },
        { network: 'instagram', url: 'http://instagram.com/x' },
        { network: 'twitter', url: 'https://x.com/a b' },
      ]),
    ).toEqual([
      { network: 'telegram', url: 'https://t.me/x' },
      { network: 'instagram', url: 'http://instagram.com/x' },
    ]);
  });
});
