import { buildOpenApi } from '../../lib/api/openapi';
import { operations } from '../../lib/api/operations';
import { json } from '../../lib/api/http.server';
import { config } from '../../lib/config.server';

let cached: unknown;
export function GET({ url }: { url: URL }) {
  cached ??= buildOpenApi(operations, `${config().SITE_URL ?? url.origin}`);
  return json(cached, { headers: { 'cache-control': 'public, max-age=300' } });
}
