// Social links of a profile, as stored by their owner: only http(s) ones are ever rendered, so a
// stored `javascript:` or `data:` URL can never become a clickable href.
export type SocialLink = { network: string; url: string };

export function safeLinks(rows: { network: string; url: string }[]): SocialLink[] {
  return rows
    .filter((r) => /^https?:\/\/[^\s]+$/i.test(r.url))
    .map((r) => ({ network: r.network, url: r.url }));
}
