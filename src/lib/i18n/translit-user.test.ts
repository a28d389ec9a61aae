import { describe, expect, it } from 'vitest';
import { cacheSizeForTests, inReaderScript, judgeForTests } from './translit-user';

describe('telling Uzbek from Russian and English', () => {
  it.each([
    ['Тахтакўпир тумани', 'uz'],
    ['Уй жуда яхши жойлашган', 'uz'],
    ['Хоналар катта, ҳовлиси бор', 'uz'],
    ['Продаётся дом в центре города', 'other'],
    ['Проект продуманный, планировка удобная', 'other'],
    ['Спасибо за работу', 'other'],
    ['Нукус', 'unknown'],
  ])('Cyrillic %s → %s', (text, verdict) => expect(judgeForTests.cyrillic(text)).toBe(verdict));
  it.each([
    ['Taxtakoʻpir tumani', 'uz'],
    ['Zamonaviy uy, 3 xonali', 'uz'],
    ['Modern house with a garden', 'other'],
    ['Thanks for the great design', 'other'],
    ['Nukus', 'unknown'],
  ])('Latin %s → %s', (text, verdict) => expect(judgeForTests.latin(text)).toBe(verdict));
});

describe('inReaderScript', () => {
  it('turns Latin Uzbek Cyrillic for oz and Cyrillic Uzbek Latin for uz', () => {
    expect(inReaderScript('Zamonaviy uy, Chilonzor tumani', 'oz')).toBe(
      'Замонавий уй, Чилонзор тумани',
    );
    expect(inReaderScript('Замонавий уй, Чилонзор тумани', 'uz')).toBe(
      'Zamonaviy uy, Chilonzor tumani',
    );
  });
  it('never mixes scripts in one line', () => {
    expect(inReaderScript('Taxtakoʻpir tumani, Тахтакўпир тумани', 'oz')).toBe(
      'Тахтакўпир тумани, Тахтакўпир тумани',
    );
    expect(inReaderScript('Taxtakoʻpir tumani, Тахтакўпир тумани', 'uz')).toBe(
      'Taxtakoʻpir tumani, Taxtakoʻpir tumani',
    );
  });
  it('leaves Russian and English as written', () => {
    const ru = 'Проект продуманный, планировка удобная для большой семьи. Рекомендую.';
    expect(inReaderScript(ru, 'uz')).toBe(ru);
    expect(inReaderScript(ru, 'oz')).toBe(ru);
    const en = 'Modern house with a garden, close to the metro.';
    expect(inReaderScript(en, 'oz')).toBe(en);
    expect(inReaderScript(en, 'uz')).toBe(en);
  });
  it('keeps a Russian sentence inside an Uzbek text', () => {
    expect(
      inReaderScript('Uy juda yaxshi. Продаётся срочно, торг уместен. Narxi kelishiladi.', 'oz'),
    ).toBe('Уй жуда яхши. Продаётся срочно, торг уместен. Нархи келишилади.');
    expect(
      inReaderScript('Уй жуда яхши. Продаётся срочно, торг уместен. Нархи келишилади.', 'uz'),
    ).toBe('Uy juda yaxshi. Продаётся срочно, торг уместен. Narxi kelishiladi.');
  });
  it('keeps URLs, e-mails, phone numbers and quoted names', () => {
    expect(
      inReaderScript(
        '«Oltin uy» MChJ: sayt https://oltin-uy.uz/loyiha, pochta info@oltin-uy.uz, tel. +998 90 123-45-67',
        'oz',
      ),
    ).toBe(
      '«Oltin uy» МЧЖ: сайт https://oltin-uy.uz/loyiha, почта info@oltin-uy.uz, тел. +998 90 123-45-67',
    );
    expect(inReaderScript('"Golden House" qurilish kompaniyasi', 'oz')).toBe(
      '"Golden House" қурилиш компанияси',
    );
    expect(inReaderScript('“Олтин уй” қурилиш компанияси', 'uz')).toBe(
      '“Олтин уй” qurilish kompaniyasi',
    );
  });
  it('keeps words with a digit as typed: grades, models, codes', () => {
    expect(inReaderScript('Sement M400, 50 kg qop', 'oz')).toBe('Цемент M400, 50 кг қоп');
    expect(inReaderScript('Botir Qidiruvov 198e50', 'oz')).toBe('Ботир Қидирувов 198e50');
    expect(inReaderScript('2-qavatli uy', 'oz')).toBe('2-қаватли уй');
  });
  it('takes a bare Latin name as Uzbek and a bare Cyrillic one as Russian', () => {
    expect(inReaderScript('Aziz Karimov', 'oz')).toBe('Азиз Каримов');
    expect(inReaderScript('Сергей Иванов', 'uz')).toBe('Сергей Иванов');
    // …unless the rest of the text says it is Uzbek
    expect(inReaderScript('Нукус, Амир Темур кўчаси', 'uz')).toBe('Nukus, Amir Temur koʻchasi');
  });
  it('restores the soft sign of loanwords', () => {
    expect(inReaderScript('Kafel va mebel 1-sentabrdan', 'oz')).toBe(
      'Кафель ва мебель 1-сентябрдан',
    );
  });
  it('changes nothing for ru and en, or text already in the script', () => {
    expect(inReaderScript('Zamonaviy uy', 'ru')).toBe('Zamonaviy uy');
    expect(inReaderScript('Замонавий уй', 'en')).toBe('Замонавий уй');
    expect(inReaderScript('Замонавий уй', 'oz')).toBe('Замонавий уй');
    expect(inReaderScript('Zamonaviy uy', 'uz')).toBe('Zamonaviy uy');
    expect(inReaderScript('', 'oz')).toBe('');
  });
  it('caches what it converted, within bounds', () => {
    const before = cacheSizeForTests();
    inReaderScript('Yangi hovli uy, Yunusobod', 'oz');
    inReaderScript('Yangi hovli uy, Yunusobod', 'oz');
    expect(cacheSizeForTests()).toBe(before + 1);
    for (let i = 0; i < 6000; i++) inReaderScript(`Uy ${i}`, 'oz');
    expect(cacheSizeForTests()).toBeLessThanOrEqual(5000);
  });
});
