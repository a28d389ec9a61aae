// The web app manifest (/manifest.webmanifest): what a phone needs to put the site on its home
// screen — name and description in the page's language, colours, and the icons made by
// build/make-icons.mjs from public/favicon.svg (192, 512 and a maskable 512).
import { HTML_LANG, type Lang } from '@/lib/i18n/languages';

export const BRAND_COLOUR = '#0f5132';

export function webManifest(lang: Lang, t: (key: string) => string) {
  return {
    id: '/',
    name: t('common:siteName'),
    short_name: t('common:siteName'),
    description: t('home:meta.description'),
    lang: HTML_LANG[lang],
    dir: 'ltr',
    start_url: `/?lang=${lang}`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
