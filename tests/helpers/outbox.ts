// The SMS and e-mail a test server "sent": the `log` providers write them to
// `<data folder>/outbox.jsonl` instead. One reader for every suite (end-to-end and deploy).
import fs from 'node:fs';
import path from 'node:path';

/** One message the server wrote to its outbox instead of sending it. */
export type OutboxLine = { to: string; text: string; purpose?: string; at?: string };

/** The messages written so far to `to` (a phone number or an e-mail address), oldest first. */
export function outbox(to: string, dataDir = process.env.E2E_DATA_DIR!): OutboxLine[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine)
    .filter((l) => l.to === to);
}

/**
 * The latest 5-digit code sent to `phone`, waiting for it to arrive. With `purpose`, the latest of
 * that kind only: a reset code is sent after the answer (its timing must not tell whether the
 * account exists), so until it is written the newest line is still the sign-up code.
 */
export async function codeFor(
  phone: string,
  { dataDir, purpose }: { dataDir?: string; purpose?: string } = {},
): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mine = outbox(phone, dataDir).filter((l) => !purpose || l.purpose === purpose);
    const code = mine.length ? /\b(\d{5})\b/.exec(mine[mine.length - 1]!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose ? `${purpose} ` : ''}code for ${phone}`);
}
