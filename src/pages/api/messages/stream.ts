// GET /api/messages/stream — live messages and unread counts (src/lib/messages/live/).
import { endpoint } from '@/lib/http/response.server';
import { openMessageStream } from '@/lib/messages/live/stream.server';

export const GET = endpoint((ctx) => openMessageStream(ctx));
