// Bodies and queries of /api/messages/* (docs/api.md "Messages"). Messages are translation keys, so
// the composer island and the endpoint show the same text.
import { z } from 'zod';
import { bodyId } from '@/lib/validation/ids';
import { ListQuerySchema } from '@/lib/http/query';
import { M, msg } from '@/lib/validation/messages';
import { textString } from '@/lib/validation/text';
import { MAX_MESSAGE_FILES, MAX_MESSAGE_PHOTOS } from './attachment-dto';

export const MESSAGE_MAX = 1000;
export const REPORT_REASON_MAX = 500;
/** How many of the latest messages a report keeps as they were. */
export const REPORT_SNAPSHOT = 20;

const BodyId = bodyId();

/**
 * A message: 1–1000 characters after trimming, stored as written (after trimming). The shared text
 * rule already refuses C0 controls but tab, LF and CR; a message refuses CR too, so what is stored
 * is exactly what every screen shows (a browser's textarea value only ever holds LF).
 */
const messageText = () =>
  textString({ error: M.required })
    .refine((v) => !v.includes('\r'), { error: M.controlChars, abort: true })
    .trim();

export const messageContent = () =>
  messageText().min(1, M.required).max(MESSAGE_MAX, M.maxLength(MESSAGE_MAX));

/** Photos and files a message may name (each kind is counted again when they are attached). */
const MAX_ATTACHMENT_IDS = MAX_MESSAGE_PHOTOS + MAX_MESSAGE_FILES;

/**
 * A message is its text, its attachments (uploaded first by POST /api/messages/attachments), or
 * both: the text may be left empty only when something is attached — a photo of a crack needs no
 * caption. Without attachments the body is exactly what it always was.
 */
export const SendMessageSchema = z
  .object({
    toAccountId: BodyId,
    content: messageText()
      .max(MESSAGE_MAX, M.maxLength(MESSAGE_MAX))
      .nullish()
      .transform((v) => v ?? ''),
    projectId: BodyId.nullish().transform((v) => v ?? undefined),
    attachmentIds: z
      .array(BodyId, { error: M.invalidValue })
      .max(MAX_ATTACHMENT_IDS, msg('messages:errors.attachmentsMax', { max: MAX_ATTACHMENT_IDS }))
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
  })
  .superRefine((v, ctx) => {
    if (v.content === '' && v.attachmentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['content'], message: M.required });
  });
/** What sendMessage takes (the route's parsed body, or any caller's own values: parsed again). */
export type SendMessageInput = {
  toAccountId: number;
  content?: string | null | undefined;
  projectId?: number | null | undefined;
  attachmentIds?: number[] | null | undefined;
};
export type SendMessage = z.output<typeof SendMessageSchema>;

export const BlockSchema = z.object({ accountId: BodyId });

export const ReportSchema = z.object({
  reason: textString({ error: M.invalidValue })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(REPORT_REASON_MAX, M.maxLength(REPORT_REASON_MAX))),
});

/** Conversations and messages are paged like every list; 20 a page unless asked otherwise. */
export const MessagesPageSchema = ListQuerySchema.pick({ PageNumber: true, Lang: true }).extend({
  PageSize: ListQuerySchema.shape.PageSize.unwrap().default(20),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;
