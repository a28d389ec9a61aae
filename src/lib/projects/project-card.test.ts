// The key a project card's markup is kept under (src/components/projects/ProjectCard.astro,
// docs/performance.md#a-card-drawn-once): a kept card is written again only for the same key, so
// every change to what the card shows must change it. Each line changes one thing a card shows.
import { describe, expect, it } from 'vitest';
import { cardMarkupKey, type ProjectCard } from './project-card';

const card: ProjectCard = {
  id: 7,
  seoProjectCode: '1234567',
  seoProjectUrl: 'ikki-qavatli-uy',
  url: '/project/details/1234567/ikki-qavatli-uy',
  title: 'Ikki qavatli uy',
  status: 'sale',
  propertyType: 'house',
  price: 450_000_000,
  isNegotiable: false,
  area: 180,
  storeys: 'two',
  categoryId: 3,
  regionId: 1,
  districtId: null,
  region: { id: 1, name: 'Andijon viloyati' },
  district: null,
  image: {
    id: 9,
    width: 800,
    height: 600,
    variants: [{ path: 'projects/ab/x-320.webp', width: 320, format: 'webp' }],
  },
  owner: {
    accountId: 5,
    fullName: 'Karta Xotira',
    kind: 'agent',
    displayName: 'Karta Xotira',
    photo: null,
    profileUrl: null,
  },
  viewCount: 10,
  saveCount: 2,
  isFeatured: false,
  isActive: true,
  isPromoted: false,
  promotedUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('cardMarkupKey', () => {
  const key = cardMarkupKey('uz', {}, card);

  it('is the same for the same card, language and place', () => {
    expect(cardMarkupKey('uz', {}, { ...card })).toBe(key);
  });

  it.each([
    ['title', { title: 'Yangilangan uy' }],
    ['price', { price: 612_000_000 }],
    ['negotiable', { isNegotiable: true }],
    ['status', { status: 'rent' }],
    ['area', { area: 200 }],
    ['storeys', { storeys: 'one' }],
    ['region', { region: { id: 2, name: 'Buxoro viloyati' } }],
    ['link', { url: '/project/details/1234567/yangi' }],
    ['promotion', { isPromoted: true }],
    ['image', { image: { ...card.image!, variants: [] } }],
    ['owner', { owner: { ...card.owner, displayName: 'Boshqa nom' } }],
  ] as const)('changes with the %s', (_, change) => {
    expect(cardMarkupKey('uz', {}, { ...card, ...change } as ProjectCard)).not.toBe(key);
  });

  it('changes with the language and the place on the page', () => {
    expect(cardMarkupKey('oz', {}, card)).not.toBe(key);
    expect(cardMarkupKey('uz', { eager: true }, card)).not.toBe(key);
    expect(cardMarkupKey('uz', { headingLevel: 2 }, card)).not.toBe(key);
    expect(cardMarkupKey('uz', { sizes: '100vw' }, card)).not.toBe(key);
  });
});
