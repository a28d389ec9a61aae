// `Authorization: Bearer <token>` (docs/api.md, Authentication). The scheme name is
// case-insensitive (RFC 7235 §2.1): `bearer` and `BEARER` are the same scheme.
const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

export function bearerToken(header: string | null | undefined): string | null {
  return BEARER.exec(header ?? '')?.[1] ?? null;
}
