// notifyAccount: the channel (SMS to a textable phone, else e-mail, else nothing), the account's
// language, the once-per window, the plain-path-only link, and silence for blocked accounts.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '@tests/factories/professionals';
import { db } from '@/lib/db/client.server';
import { accounts } from '@/lib/db/schema';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import { readOutbox } from '@/lib/sms/outbox.server';
import { notifyAccount, type Notice } from './notify-account.server';

const notice = (over: Partial<Notice> = {}): Notice => ({
  key: 'enrollments:notice.invited',
  params: { company: 'Quruvchi LLC' },
  link: '/account/employees',
  ...over,
});
const to = async (target: string) => (await readOutbox()).filter((l) => l.to === target);
const randomEmail = () => `n${crypto.randomBytes(6).toString('hex')}@example.uz`;

async function account(set: { phone?: string | null; email?: string | null; lang?: string }) {
  const row = await makeAccount();
  if (Object.keys(set).length > 0)
    await db().update(accounts).set(set).where(eq(accounts.id, row.id));
  return { ...row, ...set };
}

describe('notifyAccount', () => {
  it('texts a phone of an allowed country in the account language, with the link on the public origin', async () => {
    const a = await account({ lang: 'oz' });
    expect(await notifyAccount(a.id, notice())).toBe('sent');
    const [sms] = await to(a.phone!);
    expect(sms).toMatchObject({ purpose: 'notice' });
    expect(sms!.text).toMatch(/[а-яўқғҳ]/i);
    expect(sms!.text).toContain(`${configuredOrigin()}/account/employees`);
  });

  it('writes an e-mail (with a subject) when the phone is missing or of another country', async () => {
    for (const phone of [null, '+14155550123']) {
      const email = randomEmail();
      const a = await account({ phone, email, lang: 'en' });
      expect(await notifyAccount(a.id, notice())).toBe('sent');
      const mails = await to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Quruvchi LLC invites you');
      if (phone) expect(await to(phone)).toHaveLength(0);
    }
  });

  it('sends nothing to an account without contacts or a blocked one', async () => {
    const bare = await account({ phone: null, email: null });
    expect(await notifyAccount(bare.id, notice())).toBe('skipped');
    const blocked = await account({});
    await db().update(accounts).set({ isBlocked: true }).where(eq(accounts.id, blocked.id));
    expect(await notifyAccount(blocked.id, notice())).toBe('skipped');
    expect(await to(blocked.phone!)).toHaveLength(0);
    expect(await notifyAccount(2_000_000_000, notice())).toBe('skipped');
  });

  it('sends one notice per oncePer key in its window', async () => {
    const a = await account({});
    const oncePer = { key: `test:${a.id}:${crypto.randomUUID()}`, seconds: 3600 };
    expect(await notifyAccount(a.id, notice({ oncePer }))).toBe('sent');
    expect(await notifyAccount(a.id, notice({ oncePer }))).toBe('skipped');
    expect(
      await notifyAccount(a.id, notice({ oncePer: { ...oncePer, key: `${oncePer.key}:b` } })),
    ).toBe('sent');
    expect(await to(a.phone!)).toHaveLength(2);
  });

  it('refuses a link that is not a path of this site', async () => {
    const a = await account({});
    for (const link of ['https://evil.example/x', '//evil.example/x', 'account'])
      await expect(notifyAccount(a.id, notice({ link }))).rejects.toThrow(/path of this site/);
    expect(await to(a.phone!)).toHaveLength(0);
  });
});
