// The type of an upload is read from its first bytes, never from the client's name or Content-Type:
// a renamed SVG or HTML file would otherwise reach a decoder (or a browser) as an "image".

export type ImageType = 'jpeg' | 'png' | 'webp' | 'heif';

/** ISO-BMFF brands of the HEIF family (HEIC from phones, generic HEIF, and AVIF, which is HEIF+AV1). */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

function ascii(buf: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...buf.subarray(start, end));
}

/** The image type, or null for anything else (SVG, HTML, PDF, GIF, TIFF, random bytes…). */
export function detectImageType(buf: Uint8Array): ImageType | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf[0] === 0x89 && ascii(buf, 1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (ascii(buf, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands listed in the ftyp box.
    const boxSize = ((buf[0]! << 24) | (buf[1]! << 16) | (buf[2]! << 8) | buf[3]!) >>> 0;
    const end = Math.min(buf.length, Math.max(16, Math.min(boxSize, 256)));
    if (HEIF_BRANDS.has(ascii(buf, 8, 12))) return 'heif';
    for (let i = 16; i + 4 <= end; i += 4) if (HEIF_BRANDS.has(ascii(buf, i, i + 4))) return 'heif';
  }
  return null;
}
