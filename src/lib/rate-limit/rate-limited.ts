// The answer to a request past a limit: 429 `rate_limited`, its text in whole minutes, and
// Retry-After in seconds. One for every limit (sign-in, codes, admin writes), so they all read alike.
import { AppError } from '@/lib/http/app-error';
import { msg } from '@/lib/validation/messages';

export function rateLimitedError(seconds: number): AppError {
  return new AppError(
    429,
    'rate_limited',
    msg('errors:rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }),
    undefined,
    seconds,
  );
}
