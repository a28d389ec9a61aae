// The origin every absolute link of ours is built on: e-mail links, canonical and hreflang URLs,
// Open Graph, JSON-LD, the sitemap and the OpenAPI `servers`. The request's Host header is written
// by whoever sends the request, so it is never trusted as such: `Host: evil.example` would put the
// sign-up token into a link to that site and, through the page cache, show other visitors links to
// it. SITE_URL decides when set (production); without it only a loopback host is believed (local
// use and the tests), and anything else gets the local default.
import { config, type Config } from '@/lib/config.server';

const LOOPBACK_V4 = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || LOOPBACK_V4.test(hostname);

export function publicOrigin(url: URL, cfg: Pick<Config, 'SITE_URL' | 'PORT'> = config()): string {
  if (cfg.SITE_URL) return new URL(cfg.SITE_URL).origin;
  return isLoopback(url.hostname) ? url.origin : `http://localhost:${cfg.PORT}`;
}

/** The origin for links made outside a request (notices sent by SMS or e-mail): SITE_URL, else the
 * local server's own address. */
export function configuredOrigin(cfg: Pick<Config, 'SITE_URL' | 'PORT'> = config()): string {
  return publicOrigin(new URL(`http://localhost:${cfg.PORT}`), cfg);
}

/** What `npm start` prints once when SITE_URL is unset (src/server/serve.ts); null when it is set. */
export function siteUrlWarning(cfg: Pick<Config, 'SITE_URL' | 'PORT'> = config()): string | null {
  if (cfg.SITE_URL) return null;
  return (
    `SITE_URL is not set: links in e-mails, canonical URLs, the sitemap and the API description ` +
    `will name http://localhost:${cfg.PORT} (or the loopback address a request came to), never ` +
    `the Host a request claims. Set SITE_URL to the public address, e.g. https://quruvchi.uz.`
  );
}
