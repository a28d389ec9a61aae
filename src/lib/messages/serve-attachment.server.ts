// The answer carrying an attachment's bytes (docs/message-attachments.md). Streamed from the storage
// like /media. Never cached by anyone but the person's own browser (`private`): who may read it is
// decided per request. A PDF always downloads (Content-Disposition: attachment) and, opened anyway,
// runs in a sandbox with nothing allowed; nosniff keeps a browser from guessing another type.
import { notFound } from '@/lib/http/app-error';
import { contentTypeOf } from '@/lib/uploads/media-key';
import { storage } from '@/lib/uploads/storage.server';
import type { OpenedAttachment } from './attachments.server';

/** `filename="…"` holds ASCII only; the real name goes in `filename*` (RFC 6266 / 8187). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function serveAttachment(opened: OpenedAttachment): Promise<Response> {
  const type = contentTypeOf(opened.key);
  const file = type ? await storage().open(opened.key) : null;
  if (!file || !type) throw notFound();
  const headers: Record<string, string> = {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    // A photo's key names one immutable file; a day in the reader's own cache spares the phone.
    'cache-control': opened.kind === 'photo' ? 'private, max-age=86400' : 'private, no-store',
    ...(file.size !== undefined ? { 'content-length': String(file.size) } : {}),
  };
  if (opened.kind === 'pdf')
    headers['content-disposition'] = contentDisposition(opened.fileName ?? 'file.pdf');
  return new Response(file.body, { status: 200, headers });
}
