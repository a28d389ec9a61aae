// OpenAPI operation of the live messages stream (docs/api.md "Messages"; src/lib/messages/live/).
import { answer, type Operation } from '@/lib/openapi/document';
import { EventStreamSchema } from '@/lib/openapi/responses/messages';

export const messagesLiveOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/messages/stream',
    tags: ['messages'],
    summary:
      'Server-Sent Events (text/event-stream) for the signed-in account: `retry: 5000` first; `event: message` data { conversationId, message: { id, conversationId, fromAccountId, content, createdAt, projectId }, unreadTotal } to both participants; `event: unread` data { unreadTotal } after the account read a conversation (any tab); `: ping` every 25 s. At most 5 streams per account (a 6th closes the oldest); a stream ends within seconds of its session (sign-out, password change on another device, ended sessions, block) and after about 15 minutes anyway, and the browser reconnects',
    auth: true,
    responses: {
      '200': answer('The event stream', EventStreamSchema, 'text/event-stream'),
      '401': 'Not signed in',
      '429':
        'The client address (an IPv6 one by its /64) holds 100 streams of this server process; Retry-After says when to retry',
      '503':
        'This server process holds its maximum of open streams; Retry-After says when to retry',
    },
  },
];
