import { buildOpenApi } from '@/lib/openapi/document';
import { operations } from '@/lib/openapi/operations';
import { json } from '@/lib/http/response.server';
import { config } from '@/lib/config.server';

let cached: unknown;
export function GET({ url }: { url: URL }) {
  cached ??= buildOpenApi(operations, `${config().SITE_URL ?? url.origin}`);
  return json(cached, { headers: { 'cache-control': 'public, max-age=300' } });
}
