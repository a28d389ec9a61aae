// The first Admin account. There is no default password anywhere: ADMIN_PASSWORD is used when set,
// otherwise a random one is generated and printed once to the server log (never stored in clear).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { hashPassword } from '../auth/password.server';
import type { Db } from '../db/client.server';
import { accounts } from '../db/schema';

/** Used only when ADMIN_PHONE is unset; the secret is the password, not the login name. */
export const DEFAULT_ADMIN_PHONE = '+998900000000';

/** "90 123 45 67", "+998 (90) 123-45-67", "998901234567" → "+998901234567"; anything else throws. */
export function normalizeAdminPhone(input: string): string {
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(input.trim(), 'UZ');
  } catch {
    throw new Error(`ADMIN_PHONE "${input}" is not a phone number; use +998XXXXXXXXX`);
  }
  const e164 = parsed.number;
  if (parsed.countryCallingCode !== '998' || !/^\+998\d{9}$/.test(e164)) {
    throw new Error(`ADMIN_PHONE "${input}" must be an Uzbek number, +998XXXXXXXXX`);
  }
  return e164;
}

/** 18 random characters with upper case, lower case and a digit, so every password rule accepts it. */
export function randomAdminPassword(): string {
  for (;;) {
    const p = crypto.randomBytes(14).toString('base64url').slice(0, 18);
    if (/[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p)) return p;
  }
}

export async function ensureAdmin(
  db: Db,
  opts: { phone?: string | undefined; password?: string | undefined; log: (msg: string) => void },
): Promise<{ created: boolean }> {
  const [admin] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.role, 'Admin'))
    .limit(1);
  if (admin) return { created: false };

  const phone = normalizeAdminPhone(opts.phone || DEFAULT_ADMIN_PHONE);
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.phone, phone));
  // Never promote an existing account: whoever registered that number would become Admin.
  if (taken)
    throw new Error(
      `ADMIN_PHONE ${phone} already belongs to a non-admin account; choose another number.`,
    );

  const generated = !opts.password;
  const password = opts.password || randomAdminPassword();
  await db.insert(accounts).values({
    phone,
    passwordHash: await hashPassword(password),
    fullName: 'Administrator',
    role: 'Admin',
    isVerified: true,
  });
  opts.log(
    generated
      ? `Admin account created: phone ${phone}, password ${password} — shown only this once; change it after signing in.`
      : `Admin account created: phone ${phone}, password from ADMIN_PASSWORD.`,
  );
  return { created: true };
}
