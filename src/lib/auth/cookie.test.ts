import { describe, expect, it } from 'vitest';
import { isSecureRequest, sessionCookieOptions } from './cookie.server';

describe('session cookie options', () => {
  it('HttpOnly, SameSite=Lax, Path=/; Max-Age only with remember me (30 days)', () => {
    const url = new URL('http://localhost:4321/api/user/login');
    expect(sessionCookieOptions(url, false, 'auto')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
    expect(sessionCookieOptions(url, true, 'auto')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 2_592_000,
    });
  });

  it('Secure follows the request on auto, or the setting', () => {
    expect(isSecureRequest(new URL('https://quruvchi.uz/'), 'auto')).toBe(true);
    expect(isSecureRequest(new URL('http://quruvchi.uz/'), 'auto')).toBe(false);
    expect(isSecureRequest(new URL('http://quruvchi.uz/'), 'true')).toBe(true);
    expect(isSecureRequest(new URL('https://quruvchi.uz/'), 'false')).toBe(false);
  });
});
