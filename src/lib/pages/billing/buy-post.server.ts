// The buy form's post on the pages that show it (specialist cabinet, a project's promotion page):
// the same schema and use case as POST /api/billing/orders; success sends the browser to the
// provider's checkout, a failure comes back as the form's state.
import type { AstroGlobal } from 'astro';
import type { SessionAccount } from '@/lib/auth/session.server';
import { CreateOrderSchema } from '@/lib/billing/billing.schema';
import { createOrder } from '@/lib/billing/create-order.server';
import { formPost, postedIntent, type FormState } from '@/lib/http/form-post.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';

type Ctx = Pick<AstroGlobal, 'request' | 'locals' | 'response' | 'url'>;

/** null when the page was not posted by the buy form. */
export async function buyPost(
  ctx: Ctx,
  account: SessionAccount,
): Promise<{ payUrl: string } | { state: FormState } | null> {
  if (ctx.request.method !== 'POST' || (await postedIntent(ctx.request)) !== 'buy') return null;
  const out = await formPost(ctx, CreateOrderSchema, (input) =>
    createOrder(account, input, publicOrigin(ctx.url)),
  );
  return out.ok ? { payUrl: out.value.payUrl } : { state: out.state };
}
