import { buildOpenApi } from '@/lib/openapi/document';
import { operations } from '@/lib/openapi/operations';
import { json } from '@/lib/http/response.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';

// Built once (it is the same for everyone); only `servers` follows the request, through
// publicOrigin, so the first caller's Host header cannot stay in it until a restart.
let cached: ReturnType<typeof buildOpenApi> | undefined;
export function GET({ url }: { url: URL }) {
  const origin = publicOrigin(url);
  cached ??= buildOpenApi(operations, origin);
  return json(
    { ...cached, servers: [{ url: origin }] },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
}
