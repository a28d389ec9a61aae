import { describe, expect, it } from 'vitest';
import { cleanQuery, countActiveFilters, filtersToQuery, pageHref } from './project-filters.params';
import { parseFiltersLenient, ProjectFiltersSchema } from './project-filters.schema';

describe('cleanQuery', () => {
  it('keeps known, non-empty, non-default values in a fixed order', () => {
    const query = cleanQuery([
      ['Sort', 'all'],
      ['Status', 'rent'],
      ['Foo', 'x'],
      ['PriceMin', ' '],
      ['Search', ' uy '],
      ['PageNumber', '1'],
      ['Storeys', 'two'],
      ['Storeys', 'two'],
    ]);
    expect(query.toString()).toBe('Search=uy&Status=rent&Storeys=two');
  });
  it('drops omitted names', () => {
    expect(
      cleanQuery(
        [
          ['CategoryId', '3'],
          ['Status', 'sale'],
        ],
        ['CategoryId'],
      ).toString(),
    ).toBe('Status=sale');
  });
});

describe('countActiveFilters and pageHref', () => {
  it('counts filters, not sort or paging', () => {
    expect(
      countActiveFilters(
        new URLSearchParams('Status=rent&Sort=priceAsc&PageNumber=2&HasGarage=true'),
      ),
    ).toBe(2);
  });
  it('builds page links with page 1 as the bare URL', () => {
    const q = new URLSearchParams('Status=rent&PageNumber=4');
    expect(pageHref('/projects', q, 1)).toBe('/projects?Status=rent');
    expect(pageHref('/projects', q, 2)).toBe('/projects?Status=rent&PageNumber=2');
    expect(pageHref('/projects', new URLSearchParams(), 1)).toBe('/projects');
  });
});

describe('ProjectFiltersSchema', () => {
  it('parses numbers as typed on phones, flags and multi-values, with defaults', () => {
    const filters = ProjectFiltersSchema.parse({
      PriceMin: '1 500 000',
      AreaMax: '120,5',
      HasAttic: 'false',
      Style: ['modern', 'chalet'],
      Status: '',
    });
    expect(filters).toMatchObject({
      PriceMin: 1_500_000,
      AreaMax: 120.5,
      HasAttic: false,
      Style: ['modern', 'chalet'],
      Sort: 'all',
      PageNumber: 1,
      PageSize: 12,
    });
    expect(filters.Status).toBeUndefined();
  });
  it('round-trips through filtersToQuery', () => {
    const filters = ProjectFiltersSchema.parse({
      Search: 'uy',
      Storeys: 'two',
      HasGarage: 'true',
      Sort: 'popular',
      PageNumber: '3',
    });
    expect(filtersToQuery(filters).toString()).toBe(
      'Search=uy&Storeys=two&HasGarage=true&Sort=popular&PageNumber=3',
    );
  });
  it('drops unreadable values leniently for pages', () => {
    const { filters, dropped } = parseFiltersLenient(
      new URLSearchParams('Status=lease&PriceMin=abc&Style=modern'),
    );
    expect(dropped.sort()).toEqual(['PriceMin', 'Status']);
    expect(filters.Style).toEqual(['modern']);
  });
});
