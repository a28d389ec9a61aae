// "New quote request" notices (docs/quote-requests.md "Notices"): every matched specialist hears of
// the request by SMS, in their own language, with the service and the region but never the job's
// text or the customer; not those who turned notices off; at most one per account in 6 hours.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { makePerson } from '@tests/helpers/authz-world';
import { makeAgent } from '@tests/factories/professionals';
import { db } from '@/lib/db/client.server';
import { accounts, regions, services } from '@/lib/db/schema';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import { readOutbox } from '@/lib/sms/outbox.server';
import { POST as createApi } from '@/pages/api/quote-requests/index';

let seq = 0;
const noticesTo = async (accountId: number) => {
  const [row] = await db()
    .select({ phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return (await readOutbox()).filter((l) => l.to === row!.phone && l.purpose === 'notice');
};

describe('new quote request notices', () => {
  it('texts each matched specialist in their language, without the job or the customer, once in 6 hours', async () => {
    const n = ++seq;
    const [service] = await db()
      .insert(services)
      .values({
        seoUrl: `notice-svc-${n}-${Date.now()}`,
        nameUz: `Quduq ${n}`,
        nameRu: `Скважина ${n}`,
        nameEn: `Well ${n}`,
      })
      .returning();
    const [region] = await db().select().from(regions).where(eq(regions.soato, 1703));
    const where = { serviceIds: [service!.id], regionId: region!.id };
    const ru = (await makeAgent(where)).account;
    const quiet = (await makeAgent(where)).account;
    await db().update(accounts).set({ lang: 'ru' }).where(eq(accounts.id, ru.id));
    await db().update(accounts).set({ notifyMessages: false }).where(eq(accounts.id, quiet.id));
    const customer = await makePerson('user');
    const job = `Hovlida 40 metrli quduq kerak, bahorda boshlash ${n}`;
    const ask = (description: string) =>
      call(createApi, '/api/quote-requests', {
        method: 'POST',
        account: customer.account,
        body: { serviceId: service!.id, regionId: region!.id, description },
      });
    const res = await ask(job);
    expect(res.status, res.text).toBe(201);
    expect(res.json.matchedCount).toBe(2);

    const got = await noticesTo(ru.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toBe(
      `Клиент ищет: Скважина ${n}, ${region!.nameRu}. Посмотрите заявку и ответьте: ${configuredOrigin()}/account/requests`,
    );
    expect(got[0]!.text).not.toContain(job);
    expect(got[0]!.text).not.toContain(customer.account.fullName);
    expect(await noticesTo(quiet.id)).toHaveLength(0);

    // A second request the same day reaches the inbox, not the phone again.
    expect((await ask(`${job}, ikkinchi`)).status).toBe(201);
    expect(await noticesTo(ru.id)).toHaveLength(1);
  });
});
