// POST /api/calculator/{foundation,wall,roofing,tiles}: the numbers the calculator page shows.
// The body is validated by the same zod schema as the page's form (src/lib/calculator).
import { z } from 'zod';
import { AppError, notFound } from '@/lib/http/app-error';
import { endpoint, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { evaluate } from '@/lib/calculator/calculator.schema';
import { isKind } from '@/lib/calculator/types';

export const POST = endpoint(async ({ params, request }) => {
  const kind = params['kind'];
  if (!isKind(kind)) throw notFound();
  const body = await parseJson(request, z.unknown());
  const evaluation = evaluate(kind, body);
  if (!evaluation.ok) {
    // Our schemas carry translation keys (`ns:key`); zod's own defaults (a body of the wrong shape)
    // are English text, answered as the translated "invalid value" instead.
    const fields = Object.fromEntries(
      Object.entries(evaluation.fields).map(([k, m]) => [
        k,
        /^[a-zA-Z]+:/.test(m) ? m : 'errors:invalidValue',
      ]),
    );
    throw new AppError(400, 'validation_failed', 'errors:validationFailed', fields);
  }
  return json(evaluation.result);
});
