import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { AppError } from '@/lib/http/app-error';
import { MAX_UPLOAD_BYTES, processImage } from './process-image.server';
import { detectImageType } from './detect-type';

const WIDTHS = [320, 640, 1280];

async function refusedWith(input: Buffer, key: string) {
  const err = await processImage(input, { widths: WIDTHS }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBeGreaterThanOrEqual(400);
  expect((err as AppError).status).toBeLessThan(500);
  expect((err as AppError).messageKey).toBe(key);
  expect((err as AppError).fields).toEqual({ file: key });
}

/** A photo-like JPEG: gradient sky and ground with fine blurred noise, plus EXIF with GPS. */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(1)
    .png()
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6ab"/><stop offset="1" stop-color="#a84"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '69/1 16/1 0/1',
      },
    })
    .toBuffer();
}

/** A PNG of a few bytes whose header claims width × height (the IHDR CRC is fixed up). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29); // CRC over "IHDR" + 13 data bytes
  return png;
}

describe('processImage refuses what is not a safe raster image', () => {
  it('refuses an SVG', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await refusedWith(svg, 'uploads:unsupportedType');
  });

  it('refuses an HTML file renamed .jpg (the name is never looked at)', async () => {
    await refusedWith(
      Buffer.from(
        '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
      ),
      'uploads:unsupportedType',
    );
  });

  it('refuses random bytes', async () => {
    let seed = 7;
    const bytes = Buffer.alloc(4096, 0).map(() => (seed = (seed * 1103515245 + 12345) & 0xff));
    await refusedWith(Buffer.from(bytes), 'uploads:unsupportedType');
  });

  it('refuses a JPEG header followed by garbage', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    await refusedWith(fake, 'uploads:unreadable');
  });

  it('refuses a truncated JPEG instead of decoding half of it (failOn warning)', async () => {
    const jpeg = await photoWithGps(800, 600);
    await refusedWith(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'uploads:unreadable');
  });

  it('explains HEIC it cannot decode (prebuilt sharp has no HEVC decoder) instead of a generic error', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(3000, 7),
    ]);
    await refusedWith(heic, 'uploads:heicUnsupported');
  });

  it('refuses a decompression bomb declared in a tiny PNG (20000×20000)', async () => {
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    await refusedWith(bomb, 'uploads:tooManyPixels');
  });

  it('refuses a real, well-compressed image above 40 megapixels', async () => {
    const big = await sharp({
      create: { width: 9000, height: 5000, channels: 3, background: '#88aacc' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(2_000_000);
    await refusedWith(big, 'uploads:tooManyPixels');
  }, 30_000);

  it('refuses a buffer over 15 MB before looking inside', async () => {
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    await refusedWith(huge, 'uploads:tooLarge');
  });
});

describe('processImage output', () => {
  it('strips EXIF and GPS from every variant and makes the requested widths', async () => {
    const input = await photoWithGps(2000, 1500);
    expect((await sharp(input).metadata()).exif).toBeDefined(); // the fixture really carries EXIF

    const out = await processImage(input, { widths: WIDTHS });
    expect(out.width).toBe(1280);
    expect(out.height).toBe(960);
    expect(out.files.map((f) => `${f.format}${f.width}`).sort()).toEqual([
      'avif1280',
      'avif320',
      'avif640',
      'webp1280',
      'webp320',
      'webp640',
    ]);
    for (const file of out.files) {
      const meta = await sharp(file.buffer).metadata();
      expect(meta.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(file.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      // Searched in the bytes too, in case a block sharp does not report survived. Not the three
      // letters "GPS": compressed pixels hold them by chance in about one run in fifty. The
      // camera's name, the EXIF block's tag (AVIF 'Exif', WebP 'EXIF') and XMP's GPS name do not.
      for (const marker of ['TestPhone', 'Exif', 'EXIF', 'GPSLatitude'])
        expect(file.buffer.includes(Buffer.from(marker)), marker).toBe(false);
    }
    // docs/quality.md: the largest image a phone loads, 640 px, is at most 60 KB.
    for (const f of out.files.filter((x) => x.width === 640))
      expect(f.buffer.length).toBeLessThanOrEqual(60 * 1024);
  }, 30_000);

  it('never enlarges: a 500 px image gets only the widths that fit, at least the smallest', async () => {
    const small = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#c96' },
    })
      .jpeg()
      .toBuffer();
    const out = await processImage(small, { widths: WIDTHS });
    expect([...new Set(out.files.map((f) => f.width))]).toEqual([320]);
    const tiny = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#c96' },
    })
      .png()
      .toBuffer();
    const out2 = await processImage(tiny, { widths: WIDTHS });
    expect([...new Set(out2.files.map((f) => f.width))]).toEqual([200]);
  });

  it('crops to a centred square for profile photos', async () => {
    const wide = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#369' },
    })
      .webp()
      .toBuffer();
    const out = await processImage(wide, { widths: [160, 320], square: true });
    for (const f of out.files) {
      const meta = await sharp(f.buffer).metadata();
      expect(meta.width).toBe(f.width);
      expect(meta.height).toBe(f.width);
    }
    expect(out.width).toBe(320);
    expect(out.height).toBe(320);
  });

  it('accepts AVIF, the HEIF flavour prebuilt sharp can decode', async () => {
    const avif = await sharp({
      create: { width: 700, height: 500, channels: 3, background: '#396' },
    })
      .avif()
      .toBuffer();
    expect(detectImageType(avif)).toBe('heif');
    const out = await processImage(avif, { widths: [320, 640] });
    expect(out.files.map((f) => f.width)).toEqual([320, 320, 640, 640]);
  });

  it('applies the EXIF orientation instead of keeping it', async () => {
    // Stored 400×200 with orientation 6 (rotate 90°): people see it as 200×400.
    const input = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#963' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processImage(input, { widths: [160] });
    const meta = await sharp(out.files[0]!.buffer).metadata();
    expect([meta.width, meta.height]).toEqual([160, 320]);
    expect(meta.orientation ?? 1).toBe(1);
  });
});

describe('detectImageType', () => {
  it('knows the HEIF family by its ftyp brand and nothing else by name', () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}\0\0\0\0mif1heic`)]);
    expect(detectImageType(ftyp('heic'))).toBe('heif');
    expect(detectImageType(ftyp('mif1'))).toBe('heif');
    expect(
      detectImageType(Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom\0\0\0\0')])),
    ).toBeNull(); // MP4 video
    expect(detectImageType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull();
  });
});
