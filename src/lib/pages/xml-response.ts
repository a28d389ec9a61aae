// The answer of the XML documents for crawlers and feed readers (sitemap, RSS): an hour of caching,
// a plain-text 404 when there is no such document.
export function xmlResponse(body: string | null, type = 'application/xml'): Response {
  if (body === null)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return new Response(body, {
    headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=3600' },
  });
}
