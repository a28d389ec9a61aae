// POST /api/payments/click/prepare: Click's form-encoded prepare call (docs/payments.md "Click").
// Always HTTP 200 with Click's JSON answer, errors included.
import type { APIRoute } from 'astro';
import { handleClick } from '@/lib/billing/click/click.server';
import { readForm } from '@/lib/http/body.server';
import { json } from '@/lib/http/response.server';

export const POST: APIRoute = async ({ request }) => {
  const form = await readForm(request).catch(() => new URLSearchParams());
  return json(await handleClick('prepare', form));
};
