// The pages of quote requests, saved searches, notifications and payments keep their data per
// account in the read cache (docs/performance.md#pages-of-quote-requests-saved-searches-payments-and-the-map).
// For each: a second load comes from memory (the same frozen object), a write shows at once on the
// next load of the account it concerns, and nothing of one account reaches another's page.
import { vi } from 'vitest';
vi.hoisted(() => {
  Object.assign(process.env, {
    PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
    PAYME_KEY: 'prod-key-Kx9',
  });
});
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.server';
import { regions, services } from '@/lib/db/schema';
import { createOrder } from '@/lib/billing/create-order.server';
import { markNotificationsRead } from '@/lib/notify/notifications.server';
import { respondToQuote } from '@/lib/quotes/act.server';
import { createQuoteRequest } from '@/lib/quotes/create.server';
import { createSavedSearch, updateSavedSearch } from '@/lib/saved-searches/saved-searches.server';
import { payme, readyAgent } from '@tests/factories/billing';
import { makeAgent } from '@tests/factories/professionals';
import { makeProject } from '@tests/factories/projects';
import { makePerson } from '@tests/helpers/authz-world';
import {
  loadPaymentPage,
  loadPaymentsPage,
  loadPromotePage,
} from './billing/account-payments.server';
import { loadInboxPage, loadMyQuotesPage } from './quotes/quote-pages.server';
import {
  loadNotificationsPage,
  loadSavedSearchesPage,
} from './saved-searches/account-pages.server';
import { createSession, readSession } from '@/lib/auth/session.server';

/** The session view of an account the factories made, as the middleware presents it. */
async function signedIn(accountId: number) {
  const { token } = await createSession(accountId, { rememberMe: false });
  return (await readSession(token))!.account;
}

async function freshService() {
  const tag = crypto.randomBytes(4).toString('hex');
  const [s] = await db()
    .insert(services)
    .values({ seoUrl: `cache-${tag}`, nameUz: `Xizmat ${tag}`, nameRu: tag, nameEn: tag })
    .returning();
  return s!.id;
}

describe('quote request and notification pages kept per account', () => {
  it('a new request, a response and a marked-read show at once, to the parties only', async () => {
    const [region] = await db().select({ id: regions.id }).from(regions).limit(1);
    const serviceId = await freshService();
    const customer = (await makePerson('user')).account;
    const other = (await makePerson('user')).account;
    const specialist = await signedIn(
      (await makeAgent({ serviceIds: [serviceId], regionId: region!.id })).account.id,
    );
    const bystander = (await makePerson('agent')).account;

    const inbox = await loadInboxPage(specialist, 1, 'uz');
    expect(inbox.items).toEqual([]);
    expect(await loadInboxPage(specialist, 1, 'uz')).toBe(inbox); // from memory
    const mine = await loadMyQuotesPage(customer, 1, 'uz');
    expect(await loadMyQuotesPage(customer, 1, 'uz')).toBe(mine);
    const bell = await loadNotificationsPage(specialist, 'uz', 1);
    expect(await loadNotificationsPage(specialist, 'uz', 1)).toBe(bell);
    await loadNotificationsPage(customer, 'uz', 1);
    await loadInboxPage(bystander, 1, 'uz');
    await loadMyQuotesPage(other, 1, 'uz');

    const { id } = await createQuoteRequest(customer, {
      serviceId,
      regionId: region!.id,
      description: 'Hammom va oshxonani taʼmirlash kerak, 40 kv. m.',
    });
    expect((await loadInboxPage(specialist, 1, 'uz')).items.map((q) => q.id)).toEqual([id]);
    expect((await loadMyQuotesPage(customer, 1, 'uz')).items.map((q) => q.id)).toEqual([id]);
    const notes = await loadNotificationsPage(specialist, 'uz', 1);
    expect(notes.items.map((n) => n.kind)).toEqual(['quote.request']);
    expect(notes.metaData.unreadTotal).toBe(1);
    expect((await loadInboxPage(bystander, 1, 'uz')).items).toEqual([]);
    expect((await loadMyQuotesPage(other, 1, 'uz')).items).toEqual([]);
    expect((await loadNotificationsPage(bystander, 'uz', 1)).items).toEqual([]);

    await respondToQuote(specialist, id, { content: 'Salom, bu ishni qila olaman.' });
    const answered = await loadMyQuotesPage(customer, 1, 'uz');
    expect(answered.items[0]!.responses.map((r) => r.from.fullName)).toEqual([specialist.fullName]);
    expect((await loadInboxPage(specialist, 1, 'uz')).items[0]!.respondedAt).not.toBeNull();
    const customerNotes = await loadNotificationsPage(customer, 'uz', 1);
    expect(customerNotes.items.map((n) => n.kind)).toEqual(['quote.response']);
    expect((await loadNotificationsPage(other, 'uz', 1)).items).toEqual([]);

    await markNotificationsRead(specialist.id, undefined);
    const read = await loadNotificationsPage(specialist, 'uz', 1);
    expect(read.metaData.unreadTotal).toBe(0);
    expect(read.items[0]!.readAt).not.toBeNull();
    expect((await loadNotificationsPage(customer, 'uz', 1)).metaData.unreadTotal).toBe(1);
  });

  it('saved searches: a new one and an edit show at once, only on the saver’s page', async () => {
    const a = (await makePerson('user')).account;
    const b = (await makePerson('user')).account;
    const empty = await loadSavedSearchesPage(a);
    expect(empty).toEqual([]);
    expect(await loadSavedSearchesPage(a)).toBe(empty);
    await loadSavedSearchesPage(b);

    const saved = await createSavedSearch(
      a.id,
      { query: 'Status=sale', name: 'Sotuvda', frequency: 'daily', channels: ['site'] },
      'uz',
    );
    expect((await loadSavedSearchesPage(a)).map((s) => s.name)).toEqual(['Sotuvda']);
    await updateSavedSearch(a.id, saved.id, { name: 'Sotuvdagi uylar', paused: true });
    expect((await loadSavedSearchesPage(a)).map((s) => [s.name, s.paused])).toEqual([
      ['Sotuvdagi uylar', true],
    ]);
    expect(await loadSavedSearchesPage(b)).toEqual([]);
  });
});

describe('payment pages kept per account', () => {
  it('an order shows at once in its buyer’s list and receipt, paid as soon as Payme says so', async () => {
    const buyer = await signedIn((await readyAgent()).id);
    const stranger = (await makePerson('user')).account;

    const empty = await loadPaymentsPage(buyer, 1);
    expect(empty.items).toEqual([]);
    expect(await loadPaymentsPage(buyer, 1)).toBe(empty);
    await loadPaymentsPage(stranger, 1);

    const order = await createOrder(buyer, { plan: 'pro-30', provider: 'payme' }, 'http://x.test');
    expect((await loadPaymentsPage(buyer, 1)).items.map((o) => o.id)).toEqual([order.id]);
    expect((await loadPaymentsPage(stranger, 1)).items).toEqual([]);
    const receipt = await loadPaymentPage(buyer, order.id);
    expect(receipt?.status).toBe('pending');
    expect(await loadPaymentPage(buyer, order.id)).toBe(receipt);
    expect(await loadPaymentPage(stranger, order.id)).toBeNull();

    const txId = crypto.randomBytes(12).toString('hex');
    const account = { order_id: String(order.id) };
    await payme('CreateTransaction', { id: txId, time: Date.now(), amount: 9_900_000, account });
    await payme('PerformTransaction', { id: txId });
    expect((await loadPaymentPage(buyer, order.id))?.status).toBe('paid');
    expect((await loadPaymentsPage(buyer, 1)).items[0]!.status).toBe('paid');
    expect(await loadPaymentPage(stranger, order.id)).toBeNull();
  });

  it('the promotion page: the owner’s project only, its state as last written', async () => {
    const owner = (await makePerson('agentPro')).account;
    const other = (await makePerson('agentPro')).account;
    const project = await makeProject({ ownerAccountId: owner.id, title: 'Reklama Uyi' });

    const view = await loadPromotePage(owner, project.id);
    expect(view?.project.title).toBe('Reklama Uyi');
    expect(view?.plans.map((p) => p.kind)).toEqual(['promotion', 'promotion']);
    expect((await loadPromotePage(owner, project.id))?.project).toBe(view?.project);
    expect(await loadPromotePage(other, project.id)).toBeNull();

    const order = await createOrder(
      owner,
      { plan: 'promotion-7', provider: 'payme', projectId: project.id },
      'http://x.test',
    );
    const txId = crypto.randomBytes(12).toString('hex');
    const account = { order_id: String(order.id) };
    await payme('CreateTransaction', { id: txId, time: Date.now(), amount: 4_900_000, account });
    await payme('PerformTransaction', { id: txId });
    const promoted = await loadPromotePage(owner, project.id);
    expect(promoted?.project.promotedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(await loadPromotePage(other, project.id)).toBeNull();
  });
});
