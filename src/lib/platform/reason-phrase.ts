// Astro gives a page's Response the statusText "OK" (Astro.response), and keeps it when the page
// sets another status: /page-not-found, a form post with errors and the 403 page went out as
// `404 OK`, `400 OK`, `403 OK`. Every answer leaves with its status's own phrase instead; an empty
// statusText is left alone, since Node then writes the standard phrase itself.
import { STATUS_CODES } from 'node:http';

export function withReasonPhrase(res: Response): Response {
  const phrase = STATUS_CODES[res.status];
  if (!phrase || res.statusText === '' || res.statusText === phrase) return res;
  return new Response(res.body, { status: res.status, statusText: phrase, headers: res.headers });
}
