// Every uploaded image is decoded and re-encoded by sharp: what we store and serve is pixels we made,
// never the client's bytes. That drops hidden payloads, EXIF/GPS (a phone photo of a house leaks the
// owner's home position) and any format a browser could be tricked into running (SVG, HTML).
//
// Formats in: JPEG, PNG, WebP and the HEIF family, by magic bytes. Checked with `sharp.format` on
// sharp 0.35.5 / libvips 8.18.7 (prebuilt): heif input lists only `.avif` — AVIF decodes, HEVC-coded
// HEIC (iPhone photos) does not, as libheif ships without the patented HEVC decoder. HEIC is therefore
// recognised but answered with `uploads:heicUnsupported` ("save it as JPEG"), never a 500.
import os from 'node:os';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '@/lib/http/app-error';
import { detectImageType } from './detect-type';
import { Slots } from './slots';

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** About 40 megapixels: more than any phone camera, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageFormat = 'avif' | 'webp';
export type ProcessedFile = { width: number; format: ImageFormat; buffer: Buffer };
export type ProcessedImage = { width: number; height: number; files: ProcessedFile[] };
export type ProcessOptions = {
  widths: number[];
  /** Centred square crop (profile photos and logos). */
  square?: boolean;
  /** Lowest encoder efforts (AVIF 0, WebP 2): bulk demo seeding on a 2-core machine; uploads use the defaults. */
  fast?: boolean;
};

// Tuned on real and synthetic photos: a detailed 640 px photo comes out at about 30 KB (AVIF) and
// 50 KB (WebP), under the 60 KB bar of docs/quality.md, and 1280 px still looks clean on a big screen.
const AVIF_QUALITY = 50;
const WEBP_QUALITY = 70;
/** docs/quality.md: the largest image a phone loads (640 px) ≤ 60 KB. */
const PHONE_MAX_BYTES = 60 * 1024;

const fail = (key: string, status = 400) =>
  new AppError(status, 'validation_failed', key, { file: key });

// Encoding must not starve page requests: 321 avatars in 30 s took the median page from 11 to 42 ms.
// Encodes take slots, one per two cores, and libvips works each operation on one thread. Measured
// on the 2-core machine (built server, /about-us under load while 28 photos of 12 MP were uploaded
// four at a time, two runs each; the machine was shared, so roughly): unlimited encodes with two
// libvips threads gave 50 pages/s, p90 98–136 ms; two slots 29–45 pages/s, p90 118–163 ms; one
// slot 116–154 pages/s, p90 27–42 ms, the uploads taking 11–13 s instead of 8–10 s.
export const ENCODE_SLOTS = Math.max(1, Math.floor(os.availableParallelism() / 2));
sharp.concurrency(1);
/** Uploads that may wait for a slot, each holding its file (≤ 15 MB); more are refused at once. */
const MAX_WAITING = 16;
const encodes = new Slots(
  ENCODE_SLOTS,
  MAX_WAITING,
  () => new AppError(429, 'rate_limited', 'uploads:busy', { file: 'uploads:busy' }, 10),
);

/** What the encode slots saw (tests check the limit without timing). */
export function encodeStats() {
  return { ...encodes.stats, resetPeak: () => encodes.resetPeak() };
}

/** Which of the requested widths to make: those not above the original, and at least the smallest. */
export function pickWidths(requested: number[], originalWidth: number): number[] {
  const sorted = [...new Set(requested)]
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('processImage: no widths requested');
  const fitting = sorted.filter((w) => w <= originalWidth);
  return fitting.length > 0 ? fitting : [Math.min(sorted[0]!, originalWidth)];
}

export async function processImage(input: Buffer, opts: ProcessOptions): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw fail('uploads:tooLarge', 413);
  const type = detectImageType(input);
  if (!type) throw fail('uploads:unsupportedType');
  return encodes.run(() => encode(input, type, opts));
}

async function encode(
  input: Buffer,
  type: NonNullable<ReturnType<typeof detectImageType>>,
  opts: ProcessOptions,
): Promise<ProcessedImage> {
  // failOn 'warning': a truncated or doctored file is refused instead of half-decoded.
  const sharpOpts = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;
  let meta: Metadata;
  try {
    meta = await sharp(input, sharpOpts).metadata();
  } catch (e) {
    throw decodeFailure(e, type);
  }
  // Checked from the header before any pixel is decoded, so a bomb never gets memory.
  if (!meta.width || !meta.height) throw fail('uploads:unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw fail('uploads:tooManyPixels');
  const rotated = (meta.orientation ?? 1) >= 5; // EXIF orientations 5–8 swap width and height
  const srcW = rotated ? meta.height : meta.width;
  const srcH = rotated ? meta.width : meta.height;

  const widths = pickWidths(opts.widths, opts.square ? Math.min(srcW, srcH) : srcW);
  const maxW = widths[widths.length - 1]!;

  // Decode once to the largest needed size; every variant is then scaled from these raw pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(input, sharpOpts).rotate(); // applies EXIF orientation, then forgets it
    if (opts.square)
      pipeline.resize({ width: maxW, height: maxW, fit: 'cover', position: 'centre' });
    else pipeline.resize({ width: maxW, withoutEnlargement: true });
    base = await pipeline.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (e) {
    throw decodeFailure(e, type);
  }
  const { width: bw, height: bh, channels } = base.info;
  const raw = { raw: { width: bw, height: bh, channels } } as const;

  const files: ProcessedFile[] = [];
  for (const width of widths) {
    const resized = () => sharp(base.data, raw).resize({ width: width, withoutEnlargement: true });
    // Phone-sized variants get a byte budget; a very detailed photo is re-encoded a little softer.
    const budget = width <= 640 ? PHONE_MAX_BYTES : Infinity;
    // No withMetadata(): sharp writes no EXIF, XMP or GPS unless asked to.
    const [avif, webp] = await Promise.all([
      withinBudget(budget, AVIF_QUALITY, (q) =>
        resized()
          .avif({ quality: q, effort: opts.fast ? 0 : 3 })
          .toBuffer(),
      ),
      withinBudget(budget, WEBP_QUALITY, (q) =>
        resized()
          .webp({ quality: q, effort: opts.fast ? 2 : 4 })
          .toBuffer(),
      ),
    ]);
    files.push(
      { width: Math.min(width, bw), format: 'avif', buffer: avif },
      { width: Math.min(width, bw), format: 'webp', buffer: webp },
    );
  }
  return { width: bw, height: bh, files };
}

/**
 * sharp's own refusals, as the user's error. Prebuilt sharp decodes AVIF but not HEVC-coded HEIC
 * (libheif is built without the patent-encumbered HEVC decoder), so iPhone photos get a message
 * asking for JPEG instead of a generic "unreadable".
 */
function decodeFailure(error: unknown, type: string): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return fail('uploads:tooManyPixels');
  return fail(type === 'heif' ? 'uploads:heicUnsupported' : 'uploads:unreadable');
}

/** Encodes at `quality`, then at most twice more at lower quality while the result is over budget. */
async function withinBudget(
  budget: number,
  quality: number,
  encode: (q: number) => Promise<Buffer>,
): Promise<Buffer> {
  let out = await encode(quality);
  for (let q = quality - 15; out.length > budget && q >= quality - 30; q -= 15)
    out = await encode(q);
  return out;
}
