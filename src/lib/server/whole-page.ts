// A page leaves in one write. Astro streams a page as it renders, in many small chunks; each became
// its own write through compression and onto the socket (13 % of the server's time in `writev` under
// load, issue 14). Read to the end first, the page is one buffer: one compression pass, one write,
// a Content-Length. An error while rendering then reaches the error boundary (the 500 page) instead
// of cutting a page already half sent. Only HTML: event streams must stay streams, and JSON and
// files are written whole already.
export async function wholePage(res: Response): Promise<Response> {
  if (!res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return res;
  const body = await res.arrayBuffer();
  const headers = new Headers(res.headers);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}
