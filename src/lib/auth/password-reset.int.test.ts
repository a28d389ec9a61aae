// Password recovery (forgot-password, its confirm, reset-password) and change-password: the
// answers of docs/api.md, no enumeration, expiry and reuse, sessions ended, "must differ".
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { oneTimeCodes, resetTokens, sessions } from '../db/schema';
import { api } from '@tests/helpers/api';
import {
  codeFor,
  makeAccount,
  outboxFor,
  randomIp,
  randomPhone,
} from '@/lib/accounts/testing/fixtures';
import { createSession, readSession, sha256 } from './session.server';
import { confirmResetCode, requestPasswordReset, resetPassword } from './password-reset.server';
import { login } from './login.server';
import { POST as forgotPost } from '@/pages/api/user/forgot-password';
import { POST as forgotConfirmPost } from '@/pages/api/user/forgot-password/confirm';
import { POST as resetPost } from '@/pages/api/user/reset-password';
import { POST as changePost } from '@/pages/api/user/change-password';

async function resetTokenFor(username: string) {
  await api(forgotPost, '/api/user/forgot-password', { body: { username }, ip: randomIp() });
  const code = await codeFor(username, { purpose: 'reset' });
  const response = await api(forgotConfirmPost, '/api/user/forgot-password/confirm', {
    body: { username, code },
  });
  expect(response.status).toBe(200);
  return response.json.resetToken as string;
}

describe('POST /api/user/forgot-password', () => {
  it('answers the same for a registered and an unknown number, and sends a code only to the real one', async () => {
    const account = await makeAccount();
    const unknown = randomPhone();
    await api(forgotPost, '/api/user/forgot-password', {
      body: { username: account.username },
      ip: randomIp(),
    }); // countdown of sign-up is per purpose
    const known = await api(forgotPost, '/api/user/forgot-password', {
      body: { username: account.username },
      ip: randomIp(),
    });
    const r1 = await api(forgotPost, '/api/user/forgot-password', {
      body: { username: unknown },
      ip: randomIp(),
    });
    const r2 = await api(forgotPost, '/api/user/forgot-password', {
      body: { username: unknown },
      ip: randomIp(),
    });
    // first call of each: 200 and the same body; second call of each: the same 429
    expect(r1.status).toBe(200);
    expect(r1.json).toEqual({ resendAfterSeconds: 60 });
    expect(known.status).toBe(r2.status);
    expect(known.json.error.code).toBe(r2.json.error.code);
    await codeFor(account.username, { purpose: 'reset' });
    const resetLines = (await outboxFor(account.username)).filter((l) => l.purpose === 'reset');
    expect(resetLines).toHaveLength(1);
    expect(await outboxFor(unknown)).toHaveLength(0);
  });

  it('similar timing for known and unknown accounts', async () => {
    const account = await makeAccount();
    let step = 0; // each request an hour after the last, so no limit gets in the way
    const time = async (username: string) => {
      const now = new Date(Date.now() + ++step * 3_700_000);
      const t = performance.now();
      await requestPasswordReset(username, { lang: 'uz', ip: randomIp(), origin: 'http://x', now });
      return performance.now() - t;
    };
    await time(randomPhone());
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(account.username));
      unknown.push(await time(randomPhone()));
    }
    // The fastest of each: a busy machine only ever adds time, so the minimum is the honest cost.
    const ratio = Math.min(...known) / Math.min(...unknown);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('does the same database work for an unknown number: a code nobody receives and nobody can confirm', async () => {
    const account = await makeAccount();
    const unknown = randomPhone();
    const now = new Date(Date.now() + 5 * 3_700_000); // clear of the other tests' countdowns
    for (const username of [account.username, unknown]) {
      await requestPasswordReset(username, { lang: 'uz', ip: randomIp(), origin: 'http://x', now });
    }
    const rowsOf = (target: string) =>
      db()
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.target, target), eq(oneTimeCodes.purpose, 'reset')));
    const [known] = await rowsOf(account.username);
    const [decoy] = await rowsOf(unknown);
    expect(known).toMatchObject({ purpose: 'reset', accountId: account.id });
    expect(decoy).toMatchObject({ purpose: 'reset', accountId: null });
    expect(await outboxFor(unknown)).toHaveLength(0);
    await expect(confirmResetCode(unknown, '12345', now)).rejects.toMatchObject({
      code: 'wrong_code',
    });
  });

  it('400 for a bad username, numbers outside +998 refused', async () => {
    expect(
      (await api(forgotPost, '/api/user/forgot-password', { body: { username: 'nobody' } })).status,
    ).toBe(400);
    const response = await api(forgotPost, '/api/user/forgot-password', {
      body: { username: '+44 20 7946 0958' },
      ip: randomIp(),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.username).toBeTruthy();
  });
});

describe('POST /api/user/forgot-password/confirm and /api/user/reset-password', () => {
  it('code → resetToken (only its hash stored) → new password: 204, every session ends, the new password signs in', async () => {
    const account = await makeAccount();
    const other = await createSession(account.id, { rememberMe: true });
    const resetToken = await resetTokenFor(account.username);
    const stored = await db()
      .select()
      .from(resetTokens)
      .where(eq(resetTokens.accountId, account.id));
    expect(stored[0]!.tokenHash).toBe(sha256(resetToken));
    expect(JSON.stringify(stored)).not.toContain(resetToken);
    const response = await api(resetPost, '/api/user/reset-password', {
      body: { resetToken, password: 'Brandnew9', confirmPassword: 'Brandnew9' },
      cookie: account.token,
    });
    expect(response.status).toBe(204);
    expect(response.cookies.get('sid')?.deleted).toBe(true);
    expect(await readSession(account.token)).toBeNull();
    expect(await readSession(other.token)).toBeNull();
    expect(
      await db().select().from(sessions).where(eq(sessions.accountId, account.id)),
    ).toHaveLength(0);
    expect(
      (
        await login(
          { username: account.username, password: 'Brandnew9', rememberMe: false },
          { ip: randomIp() },
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await login(
          { username: account.username, password: account.password, rememberMe: false },
          { ip: randomIp() },
        )
      ).ok,
    ).toBe(false);
  });

  it('400 same_password when the new password equals the previous one; the token stays usable', async () => {
    const a = await makeAccount();
    const resetToken = await resetTokenFor(a.username);
    const same = await api(resetPost, '/api/user/reset-password', {
      body: { resetToken, password: a.password, confirmPassword: a.password },
      lang: 'en',
    });
    expect(same.status).toBe(400);
    expect(same.json.error).toMatchObject({
      code: 'same_password',
      fields: { password: 'The new password must differ from the previous one' },
    });
    expect(
      (
        await api(resetPost, '/api/user/reset-password', {
          body: { resetToken, password: 'Other1234', confirmPassword: 'Other1234' },
        })
      ).status,
    ).toBe(204);
  });

  it('a reset token works once and expires after 30 minutes', async () => {
    const a = await makeAccount();
    const t1 = await resetTokenFor(a.username);
    await resetPassword(t1, 'Another12');
    await expect(resetPassword(t1, 'Another34')).rejects.toMatchObject({ status: 400 });
    const b = await makeAccount();
    const t2 = await resetTokenFor(b.username);
    await expect(
      resetPassword(t2, 'Another12', new Date(Date.now() + 31 * 60_000)),
    ).rejects.toMatchObject({ status: 400, fields: { resetToken: 'auth:resetExpired' } });
  });

  it('wrong, reused, expired and killed codes answer wrong_code', async () => {
    const account = await makeAccount();
    await requestPasswordReset(account.username, {
      lang: 'uz',
      ip: randomIp(),
      origin: 'http://x',
    });
    const code = await codeFor(account.username, { purpose: 'reset' });
    await expect(
      confirmResetCode(account.username, code, new Date(Date.now() + 11 * 60_000)),
    ).rejects.toMatchObject({ code: 'wrong_code' });
    await confirmResetCode(account.username, code);
    const reuse = await api(forgotConfirmPost, '/api/user/forgot-password/confirm', {
      body: { username: account.username, code },
      lang: 'en',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error).toMatchObject({
      code: 'wrong_code',
      message: 'The confirmation code is wrong',
    });
    const otherAccount = await makeAccount();
    await requestPasswordReset(otherAccount.username, {
      lang: 'uz',
      ip: randomIp(),
      origin: 'http://x',
    });
    const good = await codeFor(otherAccount.username, { purpose: 'reset' });
    const bad = good === '00000' ? '11111' : '00000';
    for (let i = 0; i < 5; i++)
      await expect(confirmResetCode(otherAccount.username, bad)).rejects.toMatchObject({
        code: 'wrong_code',
      });
    await expect(confirmResetCode(otherAccount.username, good)).rejects.toMatchObject({
      code: 'wrong_code',
    });
    const rows = await db()
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, otherAccount.username));
    expect(rows.find((r) => r.purpose === 'reset')!.attempts).toBe(5);
  });

  it('a registration code cannot be used to reset a password', async () => {
    const phone = randomPhone();
    const { register } = await import('@/lib/accounts/registration/register.server');
    await register(
      { username: phone, password: 'Secret12', fullName: 'Test Odam', accountType: 'User' },
      { lang: 'uz', ip: randomIp(), origin: 'http://x' },
    );
    const code = await codeFor(phone);
    await expect(confirmResetCode(phone, code)).rejects.toMatchObject({ code: 'wrong_code' });
  });

  it('400 for mismatched or weak new passwords and a malformed token', async () => {
    const response = await api(resetPost, '/api/user/reset-password', {
      body: { resetToken: 'x'.repeat(43), password: 'lowercase1', confirmPassword: 'other' },
      lang: 'en',
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toMatchObject({
      password: 'The password needs at least one uppercase letter',
    });
    const mismatch = await api(resetPost, '/api/user/reset-password', {
      body: { resetToken: 'x'.repeat(43), password: 'Upper1234', confirmPassword: 'Upper12345' },
      lang: 'en',
    });
    expect(mismatch.json.error.fields).toEqual({ confirmPassword: 'The passwords do not match' });
    expect(
      (
        await api(resetPost, '/api/user/reset-password', {
          body: { resetToken: 'x'.repeat(43), password: 'Upper1234', confirmPassword: 'Upper1234' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/user/change-password', () => {
  it('204; this session stays, the others end; the new password signs in', async () => {
    const account = await makeAccount();
    const other = await createSession(account.id, { rememberMe: true });
    const response = await api(changePost, '/api/user/change-password', {
      body: {
        currentPassword: account.password,
        newPassword: 'Changed12',
        confirmPassword: 'Changed12',
      },
      cookie: account.token,
    });
    expect(response.status).toBe(204);
    expect(await readSession(account.token)).not.toBeNull();
    expect(await readSession(other.token)).toBeNull();
    expect(
      (
        await login(
          { username: account.username, password: 'Changed12', rememberMe: false },
          { ip: randomIp() },
        )
      ).ok,
    ).toBe(true);
  });

  it('401 without a session', async () => {
    expect(
      (
        await api(changePost, '/api/user/change-password', {
          body: {
            currentPassword: 'Secret12',
            newPassword: 'Changed12',
            confirmPassword: 'Changed12',
          },
        })
      ).status,
    ).toBe(401);
  });

  it('400 beside the field: wrong current password, same password, mismatch', async () => {
    const account = await makeAccount();
    const wrong = await api(changePost, '/api/user/change-password', {
      body: { currentPassword: 'Nope1234', newPassword: 'Changed12', confirmPassword: 'Changed12' },
      cookie: account.token,
      lang: 'en',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ currentPassword: 'The current password is wrong' });
    const same = await api(changePost, '/api/user/change-password', {
      body: {
        currentPassword: account.password,
        newPassword: account.password,
        confirmPassword: account.password,
      },
      cookie: account.token,
      lang: 'en',
    });
    expect(same.json.error.fields).toEqual({
      newPassword: 'The new password must differ from the previous one',
    });
    const mismatch = await api(changePost, '/api/user/change-password', {
      body: {
        currentPassword: account.password,
        newPassword: 'Changed12',
        confirmPassword: 'Changed13',
      },
      cookie: account.token,
    });
    expect(mismatch.json.error.fields).toEqual({ confirmPassword: 'Parollar mos kelmadi' });
  });

  it('10 wrong current passwords in 15 minutes lock the check (429), even for the right one', async () => {
    const account = await makeAccount();
    for (let i = 0; i < 10; i++) {
      await api(changePost, '/api/user/change-password', {
        body: {
          currentPassword: 'Nope1234',
          newPassword: 'Changed12',
          confirmPassword: 'Changed12',
        },
        cookie: account.token,
      });
    }
    const response = await api(changePost, '/api/user/change-password', {
      body: {
        currentPassword: account.password,
        newPassword: 'Changed12',
        confirmPassword: 'Changed12',
      },
      cookie: account.token,
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeTruthy();
  });
});
