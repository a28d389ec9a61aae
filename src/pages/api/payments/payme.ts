// POST /api/payments/payme: Payme's JSON-RPC calls (docs/payments.md "Payme"). Always HTTP 200
// with a JSON-RPC body, errors included: Payme reads the code, never the status.
import type { APIRoute } from 'astro';
import { handlePayme } from '@/lib/billing/payme/payme.server';
import { readBytes } from '@/lib/http/body.server';
import { json } from '@/lib/http/response.server';

/** Payme's calls are a few hundred bytes; a larger body is not Payme's. */
const MAX_BYTES = 64 * 1024;

export const POST: APIRoute = async ({ request }) => {
  const raw = await readBytes(request, { maxBytes: MAX_BYTES })
    .then((b) => new TextDecoder().decode(b))
    .catch(() => '');
  return json(await handlePayme(raw, request.headers.get('authorization')));
};
