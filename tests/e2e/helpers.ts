// Shared steps of the e2e specs: the SMS code from the server's outbox, and a verified account made
// through the real sign-up endpoints (register → code → confirm).
import { expect, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';

/**
 * POSTs JSON to the e2e server from a loopback address of its own (127.0.0.2–127.0.0.254), as
 * people on different connections would: the server limits codes per address (30 an hour), and
 * the suite signs up more accounts than one person could.
 */
function postFromOwnAddress(pathname: string, body: unknown): Promise<number> {
  const port = Number(process.env.E2E_PORT ?? 4399);
  const localAddress = `127.0.0.${crypto.randomInt(2, 255)}`;
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        localAddress,
        headers: {
          host: `localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The latest 5-digit code sent to `phone` (the server writes SMS to $E2E_DATA_DIR/outbox.jsonl). */
export async function codeFor(phone: string): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR!, 'outbox.jsonl');
  for (let i = 0; i < 100; i++) {
    const lines = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
      : [];
    const mine = lines
      .map((l) => JSON.parse(l) as { to: string; text: string })
      .filter((l) => l.to === phone);
    const code = mine.length ? /\b(\d{5})\b/.exec(mine[mine.length - 1]!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${phone}`);
}

/**
 * A verified account on a fresh +998 number. The confirm answer signs `request` in and gives the
 * session token (for a `sid` cookie or `Authorization: Bearer`).
 */
export async function signUp(
  request: APIRequestContext,
  {
    accountType,
    fullName,
    password,
    phonePrefix = '+99890',
    company,
  }: {
    accountType: 'User' | 'Agent' | 'Agency';
    fullName: string;
    password: string;
    phonePrefix?: string;
    /** an Agency's company (TIN of 9 digits, unique name) */
    company?: { tin: string; companyName: string };
  },
): Promise<{ phone: string; token: string }> {
  const phone = `${phonePrefix}${crypto.randomInt(1_000_000, 9_999_999)}`;
  const reg = await postFromOwnAddress('/api/user/register', {
    username: phone,
    password,
    confirmPassword: password,
    fullName,
    accountType,
    consent: true,
    ...company,
  });
  expect(reg).toBe(201);
  const confirm = await request.post('/api/user/register/confirm', {
    data: { username: phone, code: await codeFor(phone) },
  });
  expect(confirm.status()).toBe(200);
  return { phone, token: (await confirm.text()).trim() };
}
