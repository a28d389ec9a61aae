// Without any payment provider (the default `npm start`) PRO stays free as before and no order can
// be made: the plans can be read, but buying answers 400 naming the provider.
import { describe, expect, it } from 'vitest';
import { readyAgent, accountRow } from '@tests/factories/billing';
import { paymentProviders } from '@/lib/config.server';
import { activatePro } from '@/lib/accounts/activate-pro.server';
import { createOrder } from './create-order.server';

describe('no provider configured', () => {
  it('no provider is on, PRO activation is free, an order is refused with 400', async () => {
    expect(paymentProviders()).toEqual([]);
    const agent = await readyAgent();
    await expect(
      createOrder(agent, { plan: 'pro-30', provider: 'payme' }, 'http://localhost:4321'),
    ).rejects.toMatchObject({ status: 400, fields: { provider: 'billing:providerUnavailable' } });
    const r = await activatePro(agent);
    expect(r.isPro).toBe(true);
    expect((await accountRow(agent.id)).isPro).toBe(true);
  });
});
