import { describe, expect, it } from 'vitest';
import { guardFor, safeNext } from './routes';

describe('guardFor', () => {
  it.each([
    ['/', 'public'],
    ['/projects', 'public'],
    ['/account/login', 'public'],
    ['/account/register/confirm', 'public'],
    ['/account/forgot-password', 'public'],
    ['/account/logout', 'public'],
    ['/account/my-profile', 'login'],
    ['/account/my-project/update/12', 'login'],
    ['/project/create', 'login'],
    ['/agents/create', 'login'],
    ['/admin/dashboard', 'admin'],
    ['/admin', 'admin'],
    ['/administrator', 'public'],
    ['/account/my-profile/', 'login'],
  ])('%s is %s', (p, g) => expect(guardFor(p)).toBe(g));
});

describe('safeNext', () => {
  it.each([
    ['/account/my-profile', '/account/my-profile'],
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['/\\evil.com', '/'],
    [null, '/'],
    ['', '/'],
    ['/projects?Status=rent', '/projects?Status=rent'],
  ])('%s → %s', (n, out) => expect(safeNext(n)).toBe(out));
});
