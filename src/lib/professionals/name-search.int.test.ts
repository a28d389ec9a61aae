// Finding a specialist by name in either script (the company's "find specialists to invite" search
// and the directories): names are stored as typed, Latin or Cyrillic, Uzbek or Russian.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAgent } from '@tests/factories/professionals';
import { listAgents } from './list-professionals.server';
import { searchPatterns } from './service-filter.server';

const names = {
  sergey: 'Сергей Волков',
  olga: 'ОЛЬГА Тен',
  elena: 'Елена Ким',
  hasanUz: 'Ҳасан Ҳасанов',
  hasanRu: 'Хуршид Хасанов',
  oktam: 'Oʻktam Karimov',
  yoldosheva: 'Gulnora Yoʻldosheva',
  hasanLatin: 'Dilshod Hasanov',
  kodirov: 'Anvar Kodirov',
} as const;
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, fullName] of Object.entries(names))
    ids[key] = (await makeAgent({ fullName, designation: '', specialistType: '' })).agent.id;
});

async function found(search: string): Promise<string[]> {
  const page = await listAgents({ search, lang: 'uz', pageNumber: 1, pageSize: 50, order: 'asc' });
  const byId = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
  return page.items.map((a) => byId.get(a.id) ?? `#${a.id}`).sort();
}

describe('listAgents name search', () => {
  it.each([
    ['Sergey', ['sergey']],
    ['sergey volkov', ['sergey']],
    ['ВОЛКОВ', ['sergey']],
    ['Olga', ['olga']],
    ['ольга', ['olga']],
    ['Elena', ['elena']],
    ['Yelena', ['elena']],
    ['Hasanov', ['hasanLatin', 'hasanRu', 'hasanUz']],
    ['Хасанов', ['hasanLatin', 'hasanRu', 'hasanUz']],
    // Uzbek spelling variants: x for h, q for k.
    ['Xasanov', ['hasanLatin', 'hasanRu', 'hasanUz']],
    ['Qodirov', ['kodirov']],
    ['Қодиров', ['kodirov']],
    ["O'ktam", ['oktam']],
    ['Ўктам', ['oktam']],
    ['ЎКТАМ', ['oktam']],
    ['Йўлдошева', ['yoldosheva']],
    ['yoldosheva', ['yoldosheva']],
  ])('%s finds %j', async (search, expected) => {
    expect(await found(search)).toEqual(expected);
  });

  it('treats % and _ as text', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(searchPatterns('100%_')).toEqual(['%100\\%\\_%']);
  });
});
