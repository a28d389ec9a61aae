// POST /api/ai/design/estimate: the estimate the AI estimator page shows, in the request's language
// (`?Lang=`, else the lang cookie) — error messages too. The body is checked by the same schema as
// the page's form; the region against the database. Nonsense (5 storeys on 20 m²) answers 400 with
// `fields`, never 500.
import { z } from 'zod';
import { AppError } from '@/lib/http/app-error';
import { endpoint, errorResponse, json } from '@/lib/http/response.server';
import { parseJson } from '@/lib/http/body.server';
import { parseQuery } from '@/lib/http/query';
import { RegionsQuerySchema } from '@/lib/catalog/catalog.schema';
import { estimate } from '@/lib/estimator/estimate.server';
import { validateInput } from '@/lib/estimator/estimator.schema';

export const POST = endpoint(async ({ request, url, locals }) => {
  const lang = parseQuery(url, RegionsQuerySchema).Lang ?? locals.lang;
  try {
    const body = await parseJson(request, z.unknown());
    const validated = validateInput(body);
    if (!validated.ok)
      throw new AppError(
        400,
        'validation_failed',
        'errors:validationFailed',
        validated.fields as Record<string, string>,
      );
    return json(await estimate(validated.input, lang), {
      headers: { 'cache-control': 'no-store' },
    });
  } catch (e) {
    if (e instanceof AppError) return errorResponse(e, lang);
    throw e;
  }
});
