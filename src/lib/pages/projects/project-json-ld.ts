// schema.org data of a project page: a Product with an Offer (sale or lease) — what search engines
// and messengers understand for a priced listing — and a BreadcrumbList.
import type { ProjectDetail } from '@/lib/projects/read/get-project.server';
import { pickVariant } from '@/lib/projects/project-card';

export function projectJsonLd(
  p: ProjectDetail,
  opts: { origin: string; inLanguage: string; homeName: string; listName: string },
) {
  const abs = (path: string) => new URL(path, opts.origin).toString();
  const images = p.images
    .map((i) => pickVariant(i.variants, 1280)?.path)
    .filter((x): x is string => !!x)
    .map(abs);
  const place = [p.address, p.city, p.district?.name, p.region?.name].filter(Boolean).join(', ');
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: abs(p.url),
    priceCurrency: 'UZS',
    availability: p.isActive ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    businessFunction:
      p.status === 'rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    ...(p.isNegotiable || p.price <= 0 ? {} : { price: p.price }),
    ...(place ? { areaServed: place } : {}),
  };
  const crumbs = [
    { name: opts.homeName, url: abs('/') },
    { name: opts.listName, url: abs('/projects') },
    ...(p.category ? [{ name: p.category.name, url: abs(p.category.url) }] : []),
    { name: p.title, url: abs(p.url) },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.title,
      description: p.description || p.title,
      sku: p.seoProjectCode,
      url: abs(p.url),
      inLanguage: opts.inLanguage,
      ...(images.length > 0 ? { image: images } : {}),
      ...(p.category ? { category: p.category.name } : {}),
      brand: {
        '@type': p.owner.kind === 'agency' ? 'Organization' : 'Person',
        name: p.owner.displayName,
      },
      offers: offer,
      ...(p.area > 0
        ? {
            additionalProperty: [
              { '@type': 'PropertyValue', name: 'area', value: p.area, unitCode: 'MTK' },
            ],
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: c.url,
      })),
    },
  ];
}
