// Loose limits on admin writes (docs/security.md): at most 60 deletes and 300 other writes a minute
// per admin account. Call before the write; a write that then fails validation keeps its hit (an
// admin has room to spare, and a script hammering bad requests should slow down too).
import { rateLimitedError } from '@/lib/rate-limit/rate-limited';
import { reserveHits } from '@/lib/rate-limit/rate-limit.server';
import { keys, LIMITS } from '@/lib/rate-limit/limits';

export async function limitAdminWrite(accountId: number, kind: 'delete' | 'write') {
  const entry =
    kind === 'delete'
      ? { key: keys.adminDeletes(accountId), rule: LIMITS.adminDeletesPerAccount }
      : { key: keys.adminWrites(accountId), rule: LIMITS.adminWritesPerAccount };
  const slot = await reserveHits([entry]);
  if (!slot.allowed) throw rateLimitedError(slot.retryAfterSeconds);
}
