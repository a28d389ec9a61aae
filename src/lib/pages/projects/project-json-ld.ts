// schema.org data of a project page: a Product with an Offer (sale or lease) — what search engines
// and messengers understand for a priced listing — and a BreadcrumbList.
import type { ProjectDetail } from '@/lib/projects/project-detail';
import { pickVariant } from '@/lib/projects/project-card';

export function projectJsonLd(
  project: ProjectDetail,
  opts: { origin: string; inLanguage: string; homeName: string; listName: string },
) {
  const abs = (path: string) => new URL(path, opts.origin).toString();
  const images = project.images
    .map((i) => pickVariant(i.variants, 1280)?.path)
    .filter((x): x is string => !!x)
    .map(abs);
  const place = [project.address, project.city, project.district?.name, project.region?.name]
    .filter(Boolean)
    .join(', ');
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url: abs(project.url),
    priceCurrency: 'UZS',
    availability: project.isActive
      ? 'https://schema.org/InStock'
      : 'https://schema.org/Discontinued',
    businessFunction:
      project.status === 'rent'
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
    ...(project.isNegotiable || project.price <= 0 ? {} : { price: project.price }),
    ...(place ? { areaServed: place } : {}),
  };
  const crumbs = [
    { name: opts.homeName, url: abs('/') },
    { name: opts.listName, url: abs('/projects') },
    ...(project.category ? [{ name: project.category.name, url: abs(project.category.url) }] : []),
    { name: project.title, url: abs(project.url) },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: project.title,
      description: project.description || project.title,
      sku: project.seoProjectCode,
      url: abs(project.url),
      inLanguage: opts.inLanguage,
      ...(images.length > 0 ? { image: images } : {}),
      ...(project.category ? { category: project.category.name } : {}),
      brand: {
        '@type': project.owner.kind === 'agency' ? 'Organization' : 'Person',
        name: project.owner.displayName,
      },
      offers: offer,
      ...(project.area > 0
        ? {
            additionalProperty: [
              { '@type': 'PropertyValue', name: 'area', value: project.area, unitCode: 'MTK' },
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
