// Bodies and queries of /api/messages/* (docs/api.md "Messages"). Messages are translation keys, so
// the composer island and the endpoint show the same text.
import { z } from 'zod';
import { bodyId } from '@/lib/validation/ids';
import { ListQuerySchema } from '@/lib/http/query';
import { M } from '@/lib/validation/messages';
import { textString } from '@/lib/validation/text';

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
export const messageContent = () =>
  textString({ error: M.required })
    .refine((v) => !v.includes('\r'), { error: M.controlChars, abort: true })
    .trim()
    .min(1, M.required)
    .max(MESSAGE_MAX, M.maxLength(MESSAGE_MAX));

export const SendMessageSchema = z.object({
  toAccountId: BodyId,
  content: messageContent(),
  projectId: BodyId.nullish().transform((v) => v ?? undefined),
});
/** What sendMessage takes (the route's parsed body, or any caller's own values: parsed again). */
export type SendMessageInput = {
  toAccountId: number;
  content: string;
  projectId?: number | null | undefined;
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
