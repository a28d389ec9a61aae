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
    ['/project/details/12/uy#reviews', '/project/details/12/uy#reviews'],
    // A browser drops tabs and newlines from a URL: `/\t/evil` would become `//evil`.
    ['/\t/evil.example/', '/'],
    ['/\n/evil.example/', '/'],
    ['/projects\r\nSet-Cookie: a=b', '/'],
    ['/%09/evil.example/', '/'],
    ['/%2F/evil.example/', '/'],
    ['/%5Cevil.example', '/'],
    ['%2F%2Fevil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%E0%A4%A', '/'], // not decodable
  ])('%j → %s', (n, out) => expect(safeNext(n)).toBe(out));
});
