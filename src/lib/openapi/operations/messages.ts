// OpenAPI operations of messages (docs/api.md "Messages"): conversations between two accounts, the
// unread badge, blocks, reports, and the admins' reading of reports. Bodies and queries are the
// endpoints' own zod schemas.
import { z } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  AttachmentSchema,
  ConversationSchema,
  ConversationsSchema,
  CreatedIdSchema,
  ReportDetailSchema,
  ReportsSchema,
  SentSchema,
  UnreadSchema,
} from '@/lib/openapi/responses/messages';
import {
  BlockSchema,
  MessagesPageSchema,
  ReportSchema,
  SendMessageSchema,
} from '@/lib/messages/messages.schema';

const message =
  '{ id, conversationId, fromAccountId, content (plain text as written; never HTML; empty only with attachments), createdAt, projectId (or null), quoteRequestId (or null), attachments [photo { id, kind, width, height, variants } | pdf { id, kind, name, size, url }] }';
const attachment =
  'a photo { id, kind: photo, width, height, variants [{ width, format, path }] } or a PDF { id, kind: pdf, name, size, url }; paths and url are /api/messages/attachments/… routes';
const FileBody = z.object({
  file: z.string().meta({
    format: 'binary',
    description:
      'A photo (JPEG, PNG, WebP; HEIC when it can be read), at most 15 MB and 40 megapixels, or a PDF (recognised by its %PDF- header) of at most 15 MB',
  }),
});
const onlyTheTwo = {
  '404':
    'No such attachment, or the caller is neither its uploader nor one of the two people of its conversation (an Admin only when a report of that conversation kept the message)',
};
const other =
  '{ accountId, fullName, image { imagePath } or null, url (the agent or agency page; absent for a user) }';
const project = '{ id, title, url } (absent when none, or the reader may no longer see it)';
const signedIn = { '401': 'Not signed in' };
const hidden = {
  '404': "Not the caller's conversation (or hidden because the caller blocked the other party)",
};
const adminOnly = { '401': 'Not signed in', '403': 'Not an Admin' };

export const messagesOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/messages/attachments',
    tags: ['messages'],
    summary:
      'Uploads a photo (re-encoded, EXIF stripped) or a PDF for a message; name it in attachmentIds of POST /api/messages. Unsent uploads are deleted after a day',
    body: FileBody,
    bodyType: 'multipart',
    auth: true,
    responses: {
      '201': answer(attachment, AttachmentSchema),
      '400':
        'No file, not a JPEG, PNG, WebP, HEIC or PDF (a file named .pdf that is not one is told so), an unreadable image',
      ...signedIn,
      '413': 'Over 15 MB',
      '429': 'Over the upload limits, or 30 unsent uploads held; Retry-After',
    },
  },
  {
    method: 'get',
    path: '/api/messages/attachments/{id}',
    tags: ['messages'],
    summary:
      'A PDF sent in a message, as a download (Content-Disposition: attachment, nosniff, a sandboxing CSP)',
    auth: true,
    responses: {
      '200': answer('The PDF (application/pdf)', z.string(), 'application/pdf'),
      ...signedIn,
      ...onlyTheTwo,
    },
  },
  {
    method: 'get',
    path: '/api/messages/attachments/{id}/{variant}',
    tags: ['messages'],
    summary:
      'One size of a photo sent in a message; variant is `<width>.<avif|webp>` as its variants list them',
    auth: true,
    responses: {
      '200': answer('The image (image/avif or image/webp)', z.string(), 'image/webp'),
      ...signedIn,
      ...onlyTheTwo,
    },
  },
  {
    method: 'post',
    path: '/api/messages',
    tags: ['messages'],
    summary:
      "Writes to another account: starts the pair's one conversation or continues it. projectId: the project the message is about (a project page). attachmentIds: photos and PDFs uploaded first by POST /api/messages/attachments (at most 10 photos and 5 PDFs); content may be empty only when something is attached",
    body: SendMessageSchema,
    auth: true,
    responses: {
      '201': answer(`{ conversationId, message: ${message} }`, SentSchema),
      '400':
        "Invalid body: content empty after trimming with nothing attached, over 1000 characters or with control characters (other than newline and tab); to oneself; a project the sender cannot see; attachmentIds not the caller's own unsent uploads, over 10 photos or 5 PDFs (beside attachmentIds; nothing is written)",
      ...signedIn,
      '404': 'No such account, a disabled or unverified one, or one that blocked the sender',
      '409': 'The sender blocked this account (unblock first)',
      '429':
        'Over 30 messages a minute, or over the new conversations of a day (20 for an account younger than 7 days, else 100); Retry-After',
    },
  },
  {
    method: 'get',
    path: '/api/messages/conversations',
    tags: ['messages'],
    summary:
      "The caller's conversations, latest message first; those with someone the caller blocked are hidden",
    query: MessagesPageSchema,
    auth: true,
    responses: {
      '200': answer(
        `Paged items { id, other: ${other}, lastMessage { content, createdAt, fromMe }, unreadCount, project: ${project} }; metaData { totalCount, pageNumber, pageSize, unreadTotal }`,
        ConversationsSchema,
      ),
      '400': 'Invalid query',
      ...signedIn,
    },
  },
  {
    method: 'get',
    path: '/api/messages/conversations/{id}',
    tags: ['messages'],
    summary:
      'One conversation with its messages, newest first (page 1 holds the newest); the project is that of the latest message that carried one',
    query: MessagesPageSchema,
    auth: true,
    responses: {
      '200': answer(
        `{ id, other: ${other}, project: ${project}, messages: { items: [${message} + project], metaData } }`,
        ConversationSchema,
      ),
      '400': 'Invalid query',
      ...signedIn,
      ...hidden,
    },
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/read',
    tags: ['messages'],
    summary: "Marks the conversation read up to its newest message (the caller's unreadCount → 0)",
    auth: true,
    responses: { '204': 'Read', ...signedIn, ...hidden },
  },
  {
    method: 'post',
    path: '/api/messages/conversations/{id}/report',
    tags: ['messages'],
    summary:
      'Reports the conversation to the admins with a copy of its last 20 messages (also allowed after blocking the other party)',
    body: ReportSchema,
    auth: true,
    responses: {
      '201': answer('{ id } of the report', CreatedIdSchema),
      '400': 'Reason over 500 characters or with control characters',
      ...signedIn,
      '404': "Not the caller's conversation",
      '409': 'The caller already has an open report of this conversation',
    },
  },
  {
    method: 'get',
    path: '/api/messages/unread',
    tags: ['messages'],
    summary:
      "{ unreadTotal, notificationsUnread }: the caller's unread messages (the header badge) and notifications (the bell), for polling",
    auth: true,
    responses: { '200': answer('{ unreadTotal, notificationsUnread }', UnreadSchema), ...signedIn },
  },
  {
    method: 'post',
    path: '/api/messages/blocks',
    tags: ['messages'],
    summary:
      'Blocks an account: its messages to the caller are refused (404) and its conversation is hidden from the caller. Idempotent',
    body: BlockSchema,
    auth: true,
    responses: {
      '204': 'Blocked',
      '400': 'Invalid body, or oneself',
      ...signedIn,
      '404': 'No such account',
    },
  },
  {
    method: 'delete',
    path: '/api/messages/blocks/{accountId}',
    tags: ['messages'],
    summary: 'Lifts a block (204 also when there was none); the conversation shows again',
    auth: true,
    responses: { '204': 'Unblocked', '400': 'Oneself', ...signedIn, '404': 'No such account' },
  },
  {
    method: 'get',
    path: '/api/admin/conversation-reports',
    tags: ['admin'],
    summary: 'Reported conversations, newest first (Admin only)',
    query: MessagesPageSchema,
    auth: true,
    responses: {
      '200': answer(
        'Paged items { id, conversationId, reporter { accountId, fullName }, reason, status (open, closed), createdAt }',
        ReportsSchema,
      ),
      '400': 'Invalid query',
      ...adminOnly,
    },
  },
  {
    method: 'get',
    path: '/api/admin/conversation-reports/{id}',
    tags: ['admin'],
    summary:
      'One report with the copy of its last messages and both participants (Admin only; each reading is written to the audit log). Admins read no other conversation',
    auth: true,
    responses: {
      '200': answer(
        `The report item + lastMessages [{ id, fromAccountId, content, createdAt }] (oldest first) + participants [${other}]`,
        ReportDetailSchema,
      ),
      ...adminOnly,
      '404': 'No such report',
    },
  },
];
