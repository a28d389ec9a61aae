// Bodies and queries of /api/quote-requests/* (docs/quote-requests.md). Messages are translation
// keys, so a form island and the endpoint show the same text beside each field.
import { z } from 'zod';
import { bodyId } from '@/lib/validation/ids';
import { ListQuerySchema } from '@/lib/http/query';
import { M, msg } from '@/lib/validation/messages';
import { textString } from '@/lib/validation/text';
import { messageContent } from '@/lib/messages/messages.schema';

import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_QUOTE_IMAGES } from './quote-form';

export { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_QUOTE_IMAGES };
/** A budget above a trillion so'm is a typo, not a job. */
export const BUDGET_MAX = 1_000_000_000_000;

export const QUOTE_ERRORS = {
  budgetOrder: 'quotes:errors.budgetOrder',
  startInPast: 'quotes:errors.startInPast',
  unknownService: 'quotes:errors.unknownService',
  districtRegion: 'quotes:errors.districtRegion',
  unknownRegion: 'quotes:errors.unknownRegion',
  imagesMax: msg('quotes:errors.imagesMax', { max: MAX_QUOTE_IMAGES }),
  foreignImages: 'quotes:errors.foreignImages',
  noMatch: 'quotes:errors.noMatch',
  noMatchAnywhere: 'quotes:errors.noMatchAnywhere',
  tooManyRequests: 'quotes:errors.tooManyRequests',
  sameText: 'quotes:errors.sameText',
  alreadyResponded: 'quotes:errors.alreadyResponded',
  closed: 'quotes:errors.closed',
  unknownResponse: 'quotes:errors.unknownResponse',
  tooManyUploads: 'quotes:errors.tooManyUploads',
} as const;

const BodyId = bodyId();
const optionalId = BodyId.nullish().transform((v) => v ?? undefined);
const budget = z
  .number({ error: 'errors:invalidNumber' })
  .int('errors:invalidNumber')
  .min(0, 'errors:invalidNumber')
  .max(BUDGET_MAX, 'errors:invalidNumber')
  .nullish()
  .transform((v) => v ?? undefined);

/** 20–1000 characters after trimming, no control characters but line breaks and tabs. */
const description = () =>
  textString({ error: M.required })
    .refine((v) => !v.includes('\r'), { error: M.controlChars, abort: true })
    .trim()
    .min(DESCRIPTION_MIN, M.minLength(DESCRIPTION_MIN))
    .max(DESCRIPTION_MAX, M.maxLength(DESCRIPTION_MAX));

export const CreateQuoteSchema = z
  .object({
    serviceId: BodyId,
    regionId: BodyId,
    districtId: optionalId,
    description: description(),
    budgetMin: budget,
    budgetMax: budget,
    // A calendar day (YYYY-MM-DD); "not in the past" needs the clock, so the domain checks it.
    startBy: z.iso
      .date({ error: 'errors:invalidValue' })
      .nullish()
      .transform((v) => v ?? undefined),
    imageIds: z
      .array(BodyId, { error: 'errors:invalidValue' })
      .max(MAX_QUOTE_IMAGES, QUOTE_ERRORS.imagesMax)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
  })
  .superRefine((v, ctx) => {
    if (v.budgetMin !== undefined && v.budgetMax !== undefined && v.budgetMin > v.budgetMax)
      ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: QUOTE_ERRORS.budgetOrder });
  });
export type CreateQuoteInput = z.input<typeof CreateQuoteSchema>;
export type CreateQuote = z.output<typeof CreateQuoteSchema>;

/** The specialist's first message to the customer: a message like any other. */
export const RespondSchema = z.object({ content: messageContent() });
/**
 * The same from the inbox page's plain form post: a browser sends a textarea's line breaks as
 * CR LF, which are line breaks, not the stray carriage returns the JSON body refuses.
 */
export const RespondFormSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && typeof (v as { content?: unknown }).content === 'string'
      ? { ...v, content: (v as { content: string }).content.replace(/\r\n/g, '\n') }
      : v,
  RespondSchema,
);
export const ChooseSchema = z.object({ responseId: BodyId });
/** POST …/close takes no body; My requests' plain form post parses its fields with this. */
export const CloseSchema = z.object({});

/** The customer's requests and a specialist's inbox are paged like every list; 20 a page. */
export const QuotesPageSchema = ListQuerySchema.pick({ PageNumber: true, Lang: true }).extend({
  PageSize: ListQuerySchema.shape.PageSize.unwrap().default(20),
});
export type QuotesPage = z.infer<typeof QuotesPageSchema>;
