// The project page's texts worked out from its detail: the meta description's parts and cut, the
// price line, the description's paragraphs and the map link.
import { describe, expect, it } from 'vitest';
import { tFor } from '@/lib/i18n/i18n';
import { formatSom } from '@/lib/i18n/format';
import type { ProjectDetail } from '@/lib/projects/project-detail';
import { mapUrlOf, metaDescription, paragraphsOf, priceLine } from './detail-view';

const t = tFor('en');
const project = (over: Partial<ProjectDetail>) =>
  ({
    status: 'sale',
    propertyType: 'house',
    area: 0,
    storeys: 'two',
    price: 0,
    isNegotiable: false,
    description: '',
    ...over,
  }) as ProjectDetail;

describe('priceLine', () => {
  it('shows the price, marked negotiable only when there is one', () => {
    expect(priceLine({ price: 5_000_000, isNegotiable: true }, t, 'en')).toEqual({
      text: formatSom(5_000_000, 'en'),
      negotiable: true,
    });
    expect(priceLine({ price: 0, isNegotiable: true }, t, 'en')).toEqual({
      text: t('projects:negotiable'),
      negotiable: false,
    });
  });
});

describe('metaDescription', () => {
  it('says price, facts, place and the start of the description, cut at 120 characters', () => {
    const p = project({ price: 1000, description: `${'a'.repeat(100)}\n\n${'b'.repeat(50)}` });
    const text = metaDescription(p, priceLine(p, t, 'en'), 'Tashkent', t, 'en');
    expect(text.startsWith(`${formatSom(1000, 'en')}. `)).toBe(true);
    expect(text).toContain(' Tashkent ');
    expect(text.endsWith(`${'a'.repeat(100)} ${'b'.repeat(18)}…`)).toBe(true);
  });

  it('leaves out what is missing (no place, no description)', () => {
    const p = project({ price: 1000 });
    expect(metaDescription(p, priceLine(p, t, 'en'), '', t, 'en')).toMatch(/\.$/);
  });
});

describe('paragraphsOf and mapUrlOf', () => {
  it('cuts the description at blank lines, whatever the line ends', () => {
    expect(paragraphsOf('One\r\n\r\nTwo\n  \nThree\nstill three\n\n')).toEqual([
      'One',
      'Two',
      'Three\nstill three',
    ]);
    expect(paragraphsOf('  ')).toEqual([]);
  });

  it('links the coordinates on OpenStreetMap, or nothing without them', () => {
    expect(mapUrlOf({ latitude: 41.3, longitude: 69.2 })).toBe(
      'https://www.openstreetmap.org/?mlat=41.3&mlon=69.2#map=16/41.3/69.2',
    );
    expect(mapUrlOf(null)).toBeNull();
  });
});
