// Request bodies with bounded memory. A body is read chunk by chunk and refused with 413 the
// moment it passes its limit (a declared Content-Length over the limit is refused before reading),
// so a client can never make the server hold more than the limit of one request in memory.
import type { z } from 'zod';
import { AppError, tooLarge } from './app-error';
import { parseWith } from './validate';

/** Every JSON body of the API; the largest real one (a project with 20 images) is ~10 KB. */
export const JSON_MAX_BYTES = 1_000_000;

/** The plain form posts of pages carry an id or two. */
const FORM_MAX_BYTES = 16 * 1024;

type Limit = { maxBytes: number; onTooLarge?: () => AppError };

/** The raw bytes of a body, at most `maxBytes`. */
export async function readBytes(
  request: Request,
  { maxBytes, onTooLarge = () => tooLarge() }: Limit,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw onTooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw onTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A page's plain urlencoded form post (a few fields), at most `maxBytes`; too large answers 413. */
export async function readForm(
  request: Request,
  { maxBytes = FORM_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<URLSearchParams> {
  return new URLSearchParams(new TextDecoder().decode(await readBytes(request, { maxBytes })));
}

/**
 * A JSON body as plain data (an empty body is `{}`); bad JSON answers 400. Control characters (NUL
 * among them) are refused by the text fields' own rule (validation/text.ts), beside the field.
 */
export async function readJson(
  request: Request,
  { maxBytes = JSON_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(request, { maxBytes }));
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new AppError(400, 'validation_failed', 'errors:badJson', { _: 'errors:badJson' });
  }
}

/** A JSON body validated by its schema: typed input, or a 400 with `fields`. */
export async function parseJson<T extends z.core.$ZodType>(
  request: Request,
  schema: T,
  options: { maxBytes?: number } = {},
): Promise<z.output<T>> {
  return parseWith(schema, await readJson(request, options));
}
