// The manifest names the icons that exist in public/ with their real sizes, and speaks each language.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { tFor } from '@/lib/i18n/i18n';
import { LANGS } from '@/lib/i18n/languages';
import { webManifest } from './web-manifest';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

describe('web app manifest', () => {
  it('lists 192, 512 and maskable PNG icons whose files have those sizes', async () => {
    const m = webManifest('uz', tFor('uz'));
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of m.icons) {
      const meta = await sharp(fs.readFileSync(path.join(PUBLIC, icon.src))).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    // The maskable icon is opaque to its corners (a launcher's mask may show any of them).
    const { data } = await sharp(fs.readFileSync(path.join(PUBLIC, 'icons/maskable-512.png')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });

  it('has a name, description and start URL in each language', () => {
    const seen = new Set<string>();
    for (const lang of LANGS) {
      const m = webManifest(lang, tFor(lang));
      expect(m.name).toBe('Quruvchi.uz');
      expect(m.start_url).toBe(`/?lang=${lang}`);
      expect(m.description.length).toBeGreaterThan(20);
      seen.add(m.description);
    }
    expect(seen.size).toBe(4);
  });

  it('apple-touch-icon is 180 px and opaque; favicon.ico holds PNG images of 16, 32 and 48', async () => {
    const apple = await sharp(fs.readFileSync(path.join(PUBLIC, 'apple-touch-icon.png'))).stats();
    expect(apple.isOpaque).toBe(true);
    const appleMeta = await sharp(
      fs.readFileSync(path.join(PUBLIC, 'apple-touch-icon.png')),
    ).metadata();
    expect([appleMeta.width, appleMeta.height]).toEqual([180, 180]);
    const ico = fs.readFileSync(path.join(PUBLIC, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const meta = await sharp(ico.subarray(offset, offset + size)).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(ico.readUInt8(entry));
    }
  });
});
