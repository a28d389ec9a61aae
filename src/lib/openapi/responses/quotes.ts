// What the quote request endpoints answer (src/lib/quotes/, docs/quote-requests.md).
import { z } from 'zod';
import type { QuoteImageDto } from '@/lib/quotes/images.server';
import type { CreatedQuote } from '@/lib/quotes/create.server';
import type { InboxQuote, MyQuote } from '@/lib/quotes/read.server';
import { id, imageRef, imageVariant, int, obj, paged, sitePath, time, tied } from './common';

export const QuoteImageSchema = tied<QuoteImageDto>()(
  obj({ id, width: int, height: int, variants: z.array(imageVariant) }),
);

export const CreatedQuoteSchema = tied<CreatedQuote>()(
  obj({ id, status: z.literal('open'), matchedCount: int, createdAt: time }),
);

const named = obj({ id, name: z.string() });
const job = {
  id,
  service: named,
  region: named,
  district: named.nullable(),
  description: z.string(),
  budgetMin: int.nullable(),
  budgetMax: int.nullable(),
  /** a calendar day, YYYY-MM-DD */
  startBy: z.string().nullable(),
  images: z.array(QuoteImageSchema),
  status: z.enum(['open', 'closed']),
  createdAt: time,
  closedAt: time.nullable(),
};

const party = obj({
  accountId: id,
  fullName: z.string(),
  image: imageRef.nullable(),
  /** the agent's or agency's page */
  url: sitePath.optional(),
});

export const MyQuoteSchema = tied<MyQuote>()(
  obj({
    ...job,
    matchedCount: int,
    responses: z.array(obj({ id, from: party, conversationId: id.nullable(), createdAt: time })),
    chosenResponseId: id.nullable(),
  }),
);
export const MyQuotesSchema = paged(MyQuoteSchema);

export const InboxQuoteSchema = tied<InboxQuote>()(
  obj({
    ...job,
    matchedAt: time,
    respondedAt: time.nullable(),
    conversationId: id.nullable(),
    chosen: z.boolean(),
    /** null until the caller responded */
    customer: obj({ accountId: id, fullName: z.string(), phone: z.string().nullable() }).nullable(),
  }),
);
export const InboxSchema = paged(InboxQuoteSchema);
export const RespondedSchema = obj({ conversationId: id });
