import { describe, expect, it } from 'vitest';
import { bearerToken } from '@/lib/auth/bearer';

describe('bearerToken', () => {
  // RFC 7235 §2.1: the scheme is case-insensitive.
  it.each(['Bearer abc123', 'bearer abc123', 'BEARER abc123', 'bEaReR   abc123  '])(
    '%j → the token',
    (h) => expect(bearerToken(h)).toBe('abc123'),
  );
  it.each([null, '', 'Bearer', 'Bearer ', 'Basic YWxhZGRpbjpvcGVu', 'Bearerabc', 'xBearer abc'])(
    '%j → none',
    (h) => expect(bearerToken(h)).toBeNull(),
  );
});
