// Reading the multipart `file` of an image upload with bounded memory: Request.formData() would
// buffer whatever a client sends, so the body is read with a byte cap first (15 MB of image plus
// room for the multipart framing) and refused with 413 as soon as it goes over.
import { AppError } from '../api/app-error';
import { MAX_UPLOAD_BYTES } from '../uploads/process-image.server';

const FRAMING_BYTES = 64 * 1024;
const tooLarge = () =>
  new AppError(413, 'validation_failed', 'uploads:tooLarge', { file: 'uploads:tooLarge' });
const noFile = () =>
  new AppError(400, 'validation_failed', 'errors:validationFailed', { file: 'errors:required' });

async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > cap) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The bytes of the `file` field; its name and type are ignored (the type comes from magic bytes). */
export async function readUploadedFile(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw noFile();
  const body = await readCapped(request, MAX_UPLOAD_BYTES + FRAMING_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw noFile();
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw noFile();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  if (file.size === 0) throw noFile();
  return Buffer.from(await file.arrayBuffer());
}
