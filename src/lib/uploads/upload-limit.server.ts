// Upload limits (docs/quality.md "Reliability and security"): every image upload spends one upload
// of the account and one of the address before the body is read — one account sent 321 avatars in
// 30 s and every visitor waited on the encodes. Reserved before the work (rate-limit.server.ts
// reserveHits), so parallel uploads cannot all slip past a check made before any was counted.
import type { APIContext } from 'astro';
import { AppError } from '@/lib/http/app-error';
import { readNamedUpload, readUploadedFile } from '@/lib/http/multipart.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { keys, LIMITS } from '@/lib/rate-limit/limits';
import { reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { msg } from '@/lib/validation/messages';
import { MAX_UPLOAD_BYTES } from './process-image.server';

/** Spends one upload of the account and of the address, or throws 429 with Retry-After. */
export async function reserveUpload(accountId: number, ip: string, now = new Date()) {
  const reserved = await reserveHits(
    [
      { key: keys.uploadAccount(accountId), rule: LIMITS.uploadsPerAccount },
      { key: keys.uploadIp(ip), rule: LIMITS.uploadsPerIp },
    ],
    now,
  );
  if (reserved.allowed) return;
  const message = msg('uploads:tooMany', {
    minutes: Math.max(1, Math.ceil(reserved.retryAfterSeconds / 60)),
  });
  throw new AppError(429, 'rate_limited', message, { file: message }, reserved.retryAfterSeconds);
}

/** The uploaded file of an upload endpoint, once the uploader (already authorised) may upload. */
export async function readUpload(
  ctx: Pick<APIContext, 'request' | 'clientAddress' | 'locals'>,
  accountId: number,
): Promise<Buffer> {
  await reserveUpload(accountId, clientIp(ctx));
  return readUploadedFile(ctx.request, { maxBytes: MAX_UPLOAD_BYTES });
}

/** The same, keeping the name the client gave the file (a PDF is offered back under it). */
export async function readUploadWithName(
  ctx: Pick<APIContext, 'request' | 'clientAddress' | 'locals'>,
  accountId: number,
): Promise<{ buffer: Buffer; name: string }> {
  await reserveUpload(accountId, clientIp(ctx));
  return readNamedUpload(ctx.request, { maxBytes: MAX_UPLOAD_BYTES });
}
