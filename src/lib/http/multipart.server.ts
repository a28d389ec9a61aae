// The `file` field of a multipart upload with bounded memory: Request.formData() would buffer
// whatever a client sends, so the body is read with a byte cap first (the file's limit plus room
// for the multipart framing) and refused with 413 as soon as it goes over.
import { AppError, tooLarge } from './app-error';
import { readBytes } from './body.server';

const FRAMING_BYTES = 64 * 1024;
const fileTooLarge = () => tooLarge('uploads:tooLarge', 'file');
const noFile = () =>
  new AppError(400, 'validation_failed', 'errors:validationFailed', { file: 'errors:required' });

/** The bytes of the `file` field; its name and type are ignored (the type comes from magic bytes). */
export async function readUploadedFile(
  request: Request,
  opts: { maxBytes: number },
): Promise<Buffer> {
  return (await readNamedUpload(request, opts)).buffer;
}

/**
 * The `file` field with the name the client gave it: only shown back (a PDF's download name), after
 * cleaning; the type still comes from the magic bytes.
 */
export async function readNamedUpload(
  request: Request,
  { maxBytes }: { maxBytes: number },
): Promise<{ buffer: Buffer; name: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw noFile();
  const body = await readBytes(request, {
    maxBytes: maxBytes + FRAMING_BYTES,
    onTooLarge: fileTooLarge,
  });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw noFile();
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw noFile();
  if (file.size > maxBytes) throw fileTooLarge();
  if (file.size === 0) throw noFile();
  return { buffer: Buffer.from(await file.arrayBuffer()), name: file.name };
}
