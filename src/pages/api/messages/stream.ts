// GET /api/messages/stream — live messages and unread counts (src/lib/messages/live/).
import { requireAccount } from '@/lib/auth/request.server';
import { endpoint } from '@/lib/http/response.server';
import { openMessageStream } from '@/lib/messages/live/stream.server';

export const GET = endpoint(({ locals, request }) =>
  openMessageStream(requireAccount({ locals }), request),
);
