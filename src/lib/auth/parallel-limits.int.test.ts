// The limits hold against requests sent all at once: each attempt is reserved in the database
// before the password is checked or the code is sent, so a burst gets no more checks or codes than
// the limit allows. Password checks are counted with the verification counter of password.server.
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.server';
import { rateLimitHits } from '@/lib/db/schema';
import { keys } from '@/lib/rate-limit/limits';
import { assertPassword } from '@/lib/auth/change-password.server';
import { login } from '@/lib/auth/login.server';
import { verificationCount } from '@/lib/auth/password.server';
import { register } from '@/lib/accounts/registration/register.server';
import {
  makeAccount,
  outboxFor,
  PASSWORD,
  randomIp,
  randomPhone,
} from '@/lib/accounts/testing/fixtures';

/** Status of each settled call: 200 for a value, the error's status for a rejection. */
async function statuses(calls: Promise<unknown>[]): Promise<number[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((s) =>
    s.status === 'fulfilled'
      ? (s.value as { ok?: boolean } | undefined)?.ok === false
        ? 400
        : 200
      : ((s.reason as { status?: number }).status ?? 500),
  );
}
const tally = (xs: number[], v: number) => xs.filter((x) => x === v).length;

describe('sign-in limits under parallel requests', () => {
  it('50 wrong passwords at once from one address: at most 10 are checked, the rest 429, and the right one sent in the burst is refused', async () => {
    const a = await makeAccount();
    const ip = randomIp();
    const attempt = (password: string) =>
      login({ username: a.username, password, rememberMe: false }, { ip });
    const before = verificationCount();
    const wrong = Array.from({ length: 50 }, (_, i) => attempt(`Wrong${i}x`));
    const right = attempt(a.password);
    const answers = await statuses([...wrong, right]);
    const checks = verificationCount() - before;
    expect(checks).toBeLessThanOrEqual(10);
    expect(tally(answers, 400)).toBe(checks); // every checked one was a wrong password
    expect(tally(answers, 429)).toBe(51 - checks);
    expect(answers.at(-1)).toBe(429);
  });

  it('the per-address limit holds too: 5 slots left, 20 usernames at once → 5 checks', async () => {
    const ip = randomIp();
    const now = new Date();
    await db()
      .insert(rateLimitHits)
      .values(Array.from({ length: 95 }, () => ({ key: keys.loginIp(ip), at: now })));
    const before = verificationCount();
    const answers = await statuses(
      Array.from({ length: 20 }, () =>
        login({ username: randomPhone(), password: 'Wrong123', rememberMe: false }, { ip, now }),
      ),
    );
    expect(verificationCount() - before).toBe(5);
    expect(tally(answers, 400)).toBe(5);
    expect(tally(answers, 429)).toBe(15);
  });

  it('30 wrong current passwords at once (password change): at most 10 checks, the right one refused', async () => {
    const a = await makeAccount();
    const before = verificationCount();
    const wrong = Array.from({ length: 30 }, (_, i) =>
      assertPassword(a.id, `Wrong${i}x`, 'currentPassword'),
    );
    const right = assertPassword(a.id, a.password, 'currentPassword');
    const answers = await statuses([...wrong, right]);
    const checks = verificationCount() - before;
    expect(checks).toBeLessThanOrEqual(10);
    expect(tally(answers, 400)).toBe(checks);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('code limits under parallel requests', () => {
  const signUp = (username: string, ip: string, now: Date) =>
    register(
      { username, password: PASSWORD, fullName: 'Parallel Odam', accountType: 'User' },
      { lang: 'uz', ip, origin: 'http://x', now },
    );

  it('20 sign-ups of one number at once send one code (the resend countdown), the rest 429', async () => {
    const u = randomPhone();
    const now = new Date();
    const answers = await statuses(Array.from({ length: 20 }, () => signUp(u, randomIp(), now)));
    expect(await outboxFor(u)).toHaveLength(1);
    expect(tally(answers, 200)).toBe(1);
    expect(tally(answers, 429)).toBe(19);
  });

  it('one address with 5 codes left asks for 15 numbers at once: 5 codes are sent', async () => {
    const ip = randomIp();
    const now = new Date();
    await db()
      .insert(rateLimitHits)
      .values(Array.from({ length: 25 }, () => ({ key: keys.codeIp(ip), at: now })));
    const numbers = Array.from({ length: 15 }, () => randomPhone());
    const answers = await statuses(numbers.map((u) => signUp(u, ip, now)));
    const sent = (await Promise.all(numbers.map((u) => outboxFor(u)))).flat();
    expect(sent).toHaveLength(5);
    expect(tally(answers, 200)).toBe(5);
    expect(tally(answers, 429)).toBe(10);
  });
});
