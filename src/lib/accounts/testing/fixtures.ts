// Test support: accounts made through the real sign-up (register → code from the outbox → confirm),
// unique phone numbers and IP addresses so the per-number and per-IP limits of one test never
// touch another's.
import crypto from 'node:crypto';
import { readOutbox } from '@/lib/sms/outbox.server';
import { register } from '@/lib/accounts/registration/register.server';
import { confirmRegistration } from '@/lib/accounts/registration/confirm-registration.server';
import type { AccountType } from '@/lib/auth/auth.schema';

export const PASSWORD = 'Secret12';

// Phones are unique in the database. Random seven-digit endings meet by the birthday rule once a
// test file makes a few thousand accounts, so count up from a random start instead: one process
// never repeats a number. Two files may use the same numbers; each has its own database and its
// own outbox (tests/setup/worker-db.ts), so they never see each other's accounts or messages.
let phoneSerial = crypto.randomInt(0, 9_000_000);

/** A phone number no other call in this process has returned, with the given +998 prefix. */
export function uniquePhone(prefix = '+99890'): string {
  phoneSerial = (phoneSerial + 1) % 9_000_000;
  return `${prefix}${1_000_000 + phoneSerial}`;
}

export function randomPhone(): string {
  return uniquePhone('+99890');
}

export function randomEmail(): string {
  return `t${crypto.randomBytes(5).toString('hex')}@example.com`;
}

export function randomIp(): string {
  return `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
}

export function randomTin(): string {
  return String(crypto.randomInt(100_000_000, 999_999_999));
}

/** The latest code sent to `to` (waits a moment: recovery codes are delivered after the answer). */
export async function codeFor(
  to: string,
  opts: { after?: number; timeoutMs?: number; purpose?: string } = {},
): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 3000);
  for (;;) {
    const lines = (await readOutbox()).filter(
      (l) =>
        l.to === to &&
        Date.parse(l.at) >= (opts.after ?? 0) &&
        (!opts.purpose || l.purpose === opts.purpose),
    );
    const last = lines.at(-1);
    const code = last ? /\b(\d{5})\b/.exec(last.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function outboxFor(to: string) {
  return (await readOutbox()).filter((l) => l.to === to);
}

export type MadeAccount = { id: number; username: string; password: string; token: string };

export async function makeAccount(
  opts: {
    accountType?: AccountType;
    username?: string;
    password?: string;
    fullName?: string;
    tin?: string;
    companyName?: string;
  } = {},
): Promise<MadeAccount> {
  const username = opts.username ?? randomPhone();
  const password = opts.password ?? PASSWORD;
  const accountType = opts.accountType ?? 'User';
  const company =
    accountType === 'Agency'
      ? {
          tin: opts.tin ?? randomTin(),
          companyName: opts.companyName ?? `Firma ${crypto.randomBytes(4).toString('hex')}`,
        }
      : {};
  const { attemptToken } = await register(
    { username, password, fullName: opts.fullName ?? 'Aziz Karimov', accountType, ...company },
    { lang: 'uz', ip: randomIp(), origin: 'http://localhost:4321' },
  );
  const code = await codeFor(username);
  const { token, accountId } = await confirmRegistration(username, code, {
    attempt: attemptToken,
  });
  return { id: accountId, username, password, token };
}
