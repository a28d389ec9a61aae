// Makes the home-screen and tab icons from public/favicon.svg (run after changing the logo, and
// commit the outputs): icons/icon-192.png and icon-512.png for the web app manifest,
// icons/maskable-512.png (the mark inside the safe circle of a launcher's mask, on a full-bleed
// brand background), apple-touch-icon.png (180, opaque: iOS rounds the corners itself) and
// favicon.ico (PNG images inside an ICO container, which every browser reads), and og-default.jpg
// (the 1200×630 Open Graph picture of pages without a photo of their own, src/lib/og/og-path.ts).
//   node build/make-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const BRAND = '#0f5132';
const svg = await fs.readFile(path.join(PUBLIC, 'favicon.svg'));

/** The logo at `size` px, transparent corners as drawn. */
const logo = (size) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png();

/** The logo's house on a square of brand colour: `scale` of the side holds the mark. */
async function onBackground(size, scale) {
  const inner = Math.round(size * scale);
  const mark = await logo(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png();
}

/** An ICO file holding PNG images (Windows Vista on; every current browser): a 6-byte header, a
 * 16-byte directory entry per image, then the PNGs as they are. */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

await fs.mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
const png = (img) => img.png({ compressionLevel: 9 }).toBuffer();
const outputs = {
  'icons/icon-192.png': await png(logo(192)),
  'icons/icon-512.png': await png(logo(512)),
  // The maskable safe zone is the centre circle of 80 % diameter: the square mark at 56 % fits it.
  'icons/maskable-512.png': await png(await onBackground(512, 0.56)),
  'apple-touch-icon.png': await png(await onBackground(180, 0.8)),
  'favicon.ico': ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(logo(size)) }))),
  ),
};
// The brand mark and name on the brand colour. The text is drawn here, once, so the server needs
// no fonts; the outline font is DejaVu Sans (any sans-serif the machine has will do).
const banner = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
    `<rect width="1200" height="630" fill="${BRAND}"/>` +
    `<text x="600" y="470" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ` +
    `font-weight="bold" font-size="84" fill="#fff">Quruvchi.uz</text></svg>`,
);
outputs['og-default.jpg'] = await sharp(banner)
  .composite([{ input: await logo(260).toBuffer(), top: 100, left: 470 }])
  .flatten({ background: BRAND })
  .jpeg({ quality: 85, mozjpeg: true })
  .toBuffer();
for (const [name, data] of Object.entries(outputs)) {
  await fs.writeFile(path.join(PUBLIC, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
