import { describe, expect, it } from 'vitest';
import { foldSpelling, toSearchForm } from './search-form';
import { toSearchLatin } from './translit';

describe('toSearchForm', () => {
  it.each([
    ['hovli', ['Hovli', 'xovli', 'XOVLI', 'ҳовли', 'ховли', 'Ҳовли']],
    ['gisht', ['gʻisht', "g'isht", 'g‘isht', 'g`isht', 'gisht', 'ğisht', 'ǵisht', 'ғишт', 'гишт']],
    ['ozbek', ['Oʻzbek', "O'zbek", 'oʼzbek', 'Ozbek', 'Özbek', 'ŏzbek', 'Ўзбек']],
    ['kishlok', ['qishloq', 'Qishloq', 'kishlok', 'қишлоқ', 'кишлок']],
    ['shahar', ['shahar', 'şahar', 'шаҳар', 'шахар', 'shaxar']],
    ['chorsu', ['chorsu', 'çorsu', 'Чорсу']],
    ['tong', ['tong', 'toñ']],
  ])('%s', (form, variants) => {
    for (const v of variants) expect(toSearchForm(v), v).toBe(form);
  });

  it('keeps o and u apart (distinct Uzbek words)', () => {
    expect(toSearchForm('uy')).not.toBe(toSearchForm('oy'));
  });

  it('only folds: it is toSearchLatin followed by a letter table', () => {
    const text = 'Xorazm viloyati, Qoʻqon — Ҳовли 120 m², ǵisht | şahar';
    expect(toSearchForm(text)).toBe(foldSpelling(toSearchLatin(text)));
    expect(toSearchForm(text)).toBe('horazm viloyati, kokon — hovli 120 m², gisht | shahar');
  });
});
