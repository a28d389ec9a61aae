// The messages screens' texts (messages:ui) exist in uz, ru and en (oz is generated from uz) with
// the same placeholders, and every messages:ui key the code uses is there.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/locales/en/messages.json';
import ru from '@/lib/i18n/locales/ru/messages.json';
import uz from '@/lib/i18n/locales/uz/messages.json';
import { expectSameKeysAndPlaceholders, flatten, type Tree } from '@tests/helpers/locale-parity';

const langs = {
  uz: flatten(uz.ui as Tree),
  ru: flatten(ru.ui as Tree),
  en: flatten(en.ui as Tree),
};

/** Source files that show messages:ui texts. */
function sources(): string[] {
  const roots = ['src/islands/messages', 'src/components/messages', 'src/pages/account'];
  const extra = ['src/components/layout/Header.astro', 'src/layouts/AccountLayout.astro'];
  const files = roots.flatMap((r) =>
    fs
      .readdirSync(r)
      .map((f) => path.join(r, f))
      .filter((f) => /\.(tsx?|astro)$/.test(f)),
  );
  return [...files, ...extra].filter((f) => !f.endsWith('.test.ts'));
}

describe('messages:ui texts', () => {
  it('has the same keys and placeholders in every language', () => {
    expectSameKeysAndPlaceholders(langs);
  });

  it('has every key the code uses', () => {
    const used = new Set<string>();
    for (const file of sources())
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/messages:ui\.([\w.]+)/g))
        used.add(m[1]!);
    expect(used.size).toBeGreaterThan(20);
    for (const key of used)
      for (const [lang, texts] of Object.entries(langs))
        expect(texts[key] ?? texts[`${key}_other`], `${lang} ${key}`).toBeDefined();
  });
});
