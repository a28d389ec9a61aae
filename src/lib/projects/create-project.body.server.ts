// JSON bodies of the project write endpoints. The session is checked first, so a signed-out
// caller gets 401 whatever it sent; then bad JSON is a 400 with `fields`, never a 500.
import { AppError } from '../api/app-error';
import { requireActor, type Actor } from './authorize.server';

/** A project with 1000-character texts and 20 image ids is far below this. */
const MAX_JSON_BYTES = 64 * 1024;

export async function readJsonBody(request: Request, actor: Actor | null): Promise<unknown> {
  requireActor(actor);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_JSON_BYTES)
    throw new AppError(413, 'validation_failed', 'errors:tooLarge');
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError(413, 'validation_failed', 'errors:tooLarge');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new AppError(400, 'validation_failed', 'errors:badJson', { _: 'errors:badJson' });
  }
}
