import { describe, expect, it } from 'vitest';
import { isSecureProtocol, sessionCookieOptions } from './cookie.server';

describe('session cookie options', () => {
  it('HttpOnly, SameSite=Lax, Path=/; Max-Age only with remember me (30 days)', () => {
    expect(sessionCookieOptions('http', false, 'auto')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
    expect(sessionCookieOptions('http', true, 'auto')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 2_592_000,
    });
  });

  it("Secure follows the client's protocol on auto, or the setting", () => {
    expect(isSecureProtocol('https', 'auto')).toBe(true);
    expect(isSecureProtocol('http', 'auto')).toBe(false);
    expect(isSecureProtocol('http', 'true')).toBe(true);
    expect(isSecureProtocol('https', 'false')).toBe(false);
    expect(sessionCookieOptions('https', false, 'auto').secure).toBe(true);
  });
});
