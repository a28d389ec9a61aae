// One project of an alert as the e-mail and Telegram say it, in the account's language: title,
// price, place and an absolute link.
import { formatSom } from '@/lib/i18n/format';
import { translate } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';
import { configuredOrigin } from '@/lib/platform/public-origin.server';
import type { ProjectCard } from '@/lib/projects/project-card';

export function priceText(p: ProjectCard, lang: Lang): string {
  if (p.price > 0) {
    const price = formatSom(p.price, lang);
    return p.isNegotiable
      ? translate(lang, 'savedSearches:alert.priceNegotiable', { price })
      : price;
  }
  return translate(lang, 'savedSearches:alert.negotiable');
}

export function placeText(p: ProjectCard): string {
  return [p.district?.name, p.region?.name].filter(Boolean).join(', ');
}

export const absolute = (path: string) => `${configuredOrigin()}${path}`;

/** Title, price, place (when known) and link, one per line. */
export function projectLines(p: ProjectCard, lang: Lang): string {
  return [p.title, priceText(p, lang), placeText(p), absolute(p.url)].filter(Boolean).join('\n');
}
