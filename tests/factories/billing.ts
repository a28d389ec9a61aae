// Payments from the providers' side: a specialist ready for PRO, orders made through the real
// use case, and Payme's and Click's calls built as those providers send them (Basic auth with the
// merchant key; Click's md5 sign). The tests play Payme and Click; nothing reaches the real ones.
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, accountServices, regions, services } from '@/lib/db/schema';
import { createOrder } from '@/lib/billing/create-order.server';
import { handlePayme } from '@/lib/billing/payme/payme.server';
import { clickSign, handleClick, type ClickStep } from '@/lib/billing/click/click.server';
import { makeAccount, makeAgent } from './professionals';

/** The settings a test file sets before anything reads the configuration (vi.hoisted). */
export const BILLING_ENV = {
  PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
  PAYME_KEY: 'prod-key-Kx9',
  PAYME_TEST_KEY: 'test-key-Qw3',
  PAYME_CHECKOUT_URL: 'https://checkout.example.test',
  CLICK_SERVICE_ID: '31234',
  CLICK_MERCHANT_ID: '22111',
  CLICK_SECRET_KEY: 'click-secret-Zt7',
  CLICK_MERCHANT_USER_ID: '40001',
  CLICK_CHECKOUT_URL: 'https://click.example.test/services/pay',
} as const;

/** An Agent whose profile has everything PRO needs (name, phone, region, a service, a photo). */
export async function readyAgent() {
  const { account } = await makeAgent();
  const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
  const [service] = await db().select({ id: services.id }).from(services).limit(1);
  await db()
    .update(accounts)
    .set({ regionId: region!.id, photoPath: '/media/avatars/pa/pay-192.webp' })
    .where(eq(accounts.id, account.id));
  await db().insert(accountServices).values({ accountId: account.id, serviceId: service!.id });
  return { id: account.id, role: 'Agent' as const };
}

export const aUser = async () => {
  const a = await makeAccount({ role: 'User' });
  return { id: a.id, role: 'User' as const };
};

export const accountRow = async (id: number) =>
  (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;

export async function proOrder(
  account: { id: number; role: string },
  provider: 'payme' | 'click' = 'payme',
  plan = 'pro-30',
  now = new Date(),
) {
  return createOrder(account, { plan, provider }, 'http://localhost:4321', now);
}

const basic = (key: string) => `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
let rpcId = 0;

/** One Payme call with the production key (or `key`), at `now` ms. */
export function payme(
  method: string,
  params: Record<string, unknown>,
  opts: { now?: number; key?: string | null } = {},
) {
  const key = opts.key === undefined ? BILLING_ENV.PAYME_KEY : opts.key;
  return handlePayme(
    JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    key === null ? null : basic(key),
    opts.now ?? Date.now(),
  );
}
export const paymeAuth = basic;

/** Click's call as Click signs it; `sign` overrides the md5 (a forged call). */
export function click(
  step: ClickStep,
  f: {
    click_trans_id: string;
    merchant_trans_id: string;
    amount: string;
    merchant_prepare_id?: string;
    action?: string;
    error?: string;
    sign?: string;
  },
  now = Date.now(),
) {
  const fields = {
    click_trans_id: f.click_trans_id,
    service_id: BILLING_ENV.CLICK_SERVICE_ID,
    click_paydoc_id: `doc-${f.click_trans_id}`,
    merchant_trans_id: f.merchant_trans_id,
    ...(f.merchant_prepare_id !== undefined ? { merchant_prepare_id: f.merchant_prepare_id } : {}),
    amount: f.amount,
    action: f.action ?? (step === 'prepare' ? '0' : '1'),
    error: f.error ?? '0',
    error_note: f.error && f.error !== '0' ? 'Failed' : 'Success',
    sign_time: '2026-11-28 10:00:00',
  };
  const sign = f.sign ?? clickSign(fields, BILLING_ENV.CLICK_SECRET_KEY);
  return handleClick(step, new URLSearchParams({ ...fields, sign_string: sign }), now);
}
