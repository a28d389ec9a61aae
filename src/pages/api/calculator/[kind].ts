// POST /api/calculator/{foundation,wall,roofing,tiles}: the numbers the calculator page shows.
// The body is validated by the same zod schema as the page's form (src/lib/calculator).
import { z } from 'zod';
import { AppError, endpoint, json, notFound, parseJson } from '../../../lib/api/http.server';
import { evaluate } from '../../../lib/calculator/calculator.schema';
import { isKind } from '../../../lib/calculator/types';

export const POST = endpoint(async ({ params, request }) => {
  const kind = params['kind'];
  if (!isKind(kind)) throw notFound();
  const body = await parseJson(request, z.unknown());
  const e = evaluate(kind, body);
  if (!e.ok) throw new AppError(400, 'validation_failed', 'errors:validationFailed', e.fields);
  return json(e.result);
});
