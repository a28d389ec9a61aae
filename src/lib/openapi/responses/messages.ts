// What the messaging endpoints answer (src/lib/messages/), and the Admin's report views.
import { z } from 'zod';
import type { AttachmentDto } from '@/lib/messages/attachment-dto';
import type { MessageDto } from '@/lib/messages/message-dto';
import type { ConversationDetail, ConversationList } from '@/lib/messages/conversations.server';
import { id, imageRef, int, metaData, obj, paged, sitePath, time, tied } from './common';

/** A photo's variants and a PDF's url are /api/messages/attachments/… routes, checked per request. */
export const AttachmentSchema = tied<AttachmentDto>()(
  z.discriminatedUnion('kind', [
    obj({
      id,
      kind: z.literal('photo'),
      width: int,
      height: int,
      variants: z.array(obj({ width: int, format: z.enum(['avif', 'webp']), path: sitePath })),
    }),
    obj({ id, kind: z.literal('pdf'), name: z.string(), size: int, url: sitePath }),
  ]),
);

export const MessageSchema = tied<MessageDto>()(
  obj({
    id,
    conversationId: id,
    fromAccountId: id,
    /** plain text as written; never HTML; empty only when the message carries attachments */
    content: z.string(),
    createdAt: time,
    projectId: id.nullable(),
    /** the quote request a specialist's response names */
    quoteRequestId: id.nullable(),
    attachments: z.array(AttachmentSchema),
  }),
);

/** The quote request a message names, its service in the asked language. */
export const QuoteRequestRefSchema = obj({ id, service: obj({ id, name: z.string() }) });

const party = obj({
  accountId: id,
  fullName: z.string(),
  image: imageRef.nullable(),
  /** the agent's or agency's page; absent for an ordinary user */
  url: sitePath.optional(),
});
const projectRef = obj({ id, title: z.string(), url: sitePath });

export const SentSchema = obj({ conversationId: id, message: MessageSchema });

export const ConversationsSchema = tied<ConversationList>()(
  obj({
    items: z.array(
      obj({
        id,
        other: party,
        lastMessage: obj({
          content: z.string(),
          createdAt: time,
          fromMe: z.boolean(),
          attachments: int,
        }),
        unreadCount: int,
        project: projectRef.optional(),
      }),
    ),
    metaData: obj({ ...metaData.shape, unreadTotal: int }),
  }),
);

export const ConversationSchema = tied<ConversationDetail>()(
  obj({
    id,
    other: party,
    project: projectRef.optional(),
    messages: paged(
      obj({
        ...MessageSchema.shape,
        project: projectRef.optional(),
        quoteRequest: QuoteRequestRefSchema.optional(),
      }),
    ),
  }),
);

/** `notificationsUnread`: the bell's count too, so a polling page follows both with one request. */
export const UnreadSchema = obj({ unreadTotal: int, notificationsUnread: int });
export const CreatedIdSchema = obj({ id });

const reportFields = {
  id,
  conversationId: id,
  reporter: obj({ accountId: id, fullName: z.string() }),
  reason: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: time,
};
export const ReportsSchema = paged(obj(reportFields));
// Not tied to ReportDetail: its status is a text column the code fills with only these two words,
// typed `string` there; the document names the two.
export const ReportDetailSchema = obj({
  ...reportFields,
  /** oldest first */
  lastMessages: z.array(obj({ id, fromAccountId: id, content: z.string(), createdAt: time })),
  participants: z.array(party),
});
export const ClosedReportSchema = obj({ id, status: z.literal('closed'), closedAt: time });

/** text/event-stream: `event: message` / `event: unread` lines (src/lib/messages/live/). */
export const EventStreamSchema = z.string();
