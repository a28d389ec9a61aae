// What a page loader hands its layout (DefaultLayout's props): the title, the meta description,
// the canonical path, the photo behind og:image, noindex, the Open Graph type and the JSON-LD.
// The page spreads it: `<DefaultLayout {...view.meta}>`.
export type PageMeta = {
  title: string;
  description: string;
  /** Without it, the address asked for (no query). */
  canonicalPath?: string;
  /** A stored photo (`/media/…`); without one, the branded default image. */
  image?: string;
  noindex?: boolean;
  ogType?: string;
  jsonLd?: unknown;
};

/** The canonical URL's 301 (browsers re-check it: canonicalRedirect). */
export type CanonicalRedirect = { kind: 'redirect'; location: string; status: 301 };
