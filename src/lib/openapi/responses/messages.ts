// What the messaging endpoints answer (src/lib/messages/), and the Admin's report views.
import { z } from 'zod';
import type { MessageDto } from '@/lib/messages/message-dto';
import type { ConversationDetail, ConversationList } from '@/lib/messages/conversations.server';
import { id, imageRef, int, metaData, obj, paged, sitePath, time, tied } from './common';

export const MessageSchema = tied<MessageDto>()(
  obj({
    id,
    conversationId: id,
    fromAccountId: id,
    /** plain text as written; never HTML */
    content: z.string(),
    createdAt: time,
    projectId: id.nullable(),
  }),
);

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
        lastMessage: obj({ content: z.string(), createdAt: time, fromMe: z.boolean() }),
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
    messages: paged(obj({ ...MessageSchema.shape, project: projectRef.optional() })),
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
