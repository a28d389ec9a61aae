import { describe, expect, it } from 'vitest';
import { joinDistinct } from './join-distinct';

describe('joinDistinct', () => {
  it('says a district typed again as the city once', () => {
    expect(joinDistinct(['Taxtakoʻpir tumani', 'Taxtakoʻpir tumani'], ', ')).toBe(
      'Taxtakoʻpir tumani',
    );
  });
  it('ignores case, apostrophes and script', () => {
    expect(joinDistinct(["Taxtako'pir TUMANI", 'Тахтакўпир тумани'], ', ')).toBe(
      "Taxtako'pir TUMANI",
    );
  });
  it('drops a typed part equal to a named part in any of its names, keeping the named one', () => {
    const district = {
      text: 'Taxtakoʻpir tumani',
      aliases: ['Тахтакупырский район', 'Takhtakupir district'],
    };
    const region = { text: 'Qoraqalpogʻiston', aliases: ['Каракалпакстан', 'Karakalpakstan'] };
    expect(
      joinDistinct(
        ['ул. Навои, 5', 'Тахтакупырский район', district, 'Каракалпакстан', region],
        ', ',
      ),
    ).toBe('ул. Навои, 5, Taxtakoʻpir tumani, Qoraqalpogʻiston');
  });
  it('keeps different parts and skips empty ones', () => {
    expect(joinDistinct(['Muhandis-konstruktor', '', null, 'Arxitektor'], ' · ')).toBe(
      'Muhandis-konstruktor · Arxitektor',
    );
    expect(joinDistinct(['Muhandis-konstruktor', 'muhandis-konstruktor '], ' · ')).toBe(
      'Muhandis-konstruktor',
    );
    expect(joinDistinct([{ text: '', aliases: ['Nukus'] }, 'Nukus'], ', ')).toBe('Nukus');
  });
});
