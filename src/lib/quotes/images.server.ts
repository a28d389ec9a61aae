// POST /api/quote-requests/images: a photo for a quote request, uploaded before the request is
// sent (the form uploads first, then names it in imageIds). The same pipeline as project images
// (docs/decisions/007-uploads.md: type from magic bytes, re-encoded, no EXIF/GPS, AVIF + WebP);
// decoding happens before the row is written, and the files go again if the row is not.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { quoteRequestImages, type ImageVariant } from '@/lib/db/schema';
import { AppError } from '@/lib/http/app-error';
import { removeImage, saveImage, type FileStorage } from '@/lib/uploads/storage.server';
import { QUOTE_ERRORS } from './quotes.schema';

/** A photo of a job is looked at on a phone or a laptop; no full-screen gallery. */
export const QUOTE_IMAGE_WIDTHS = [320, 640, 1280];
/** Unattached photos one account may hold: one form's ten, and a few abandoned forms. */
const MAX_PENDING = 30;

export type QuoteImageDto = { id: number; width: number; height: number; variants: ImageVariant[] };

export async function uploadQuoteImage(
  uploader: SessionAccount,
  buffer: Buffer,
  store?: FileStorage,
): Promise<QuoteImageDto> {
  const [pending] = await db()
    .select({ n: count() })
    .from(quoteRequestImages)
    .where(
      and(
        isNull(quoteRequestImages.requestId),
        eq(quoteRequestImages.uploaderAccountId, uploader.id),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING)
    throw new AppError(
      429,
      'rate_limited',
      QUOTE_ERRORS.tooManyUploads,
      { file: QUOTE_ERRORS.tooManyUploads },
      3600,
    );
  const saved = await saveImage(buffer, {
    prefix: 'quotes',
    widths: QUOTE_IMAGE_WIDTHS,
    ...(store ? { store } : {}),
  });
  try {
    const [row] = await db()
      .insert(quoteRequestImages)
      .values({
        uploaderAccountId: uploader.id,
        width: saved.width,
        height: saved.height,
        variants: saved.variants,
      })
      .returning({ id: quoteRequestImages.id });
    return { id: row!.id, width: saved.width, height: saved.height, variants: saved.variants };
  } catch (e) {
    await removeImage(saved.variants, store);
    throw e;
  }
}
