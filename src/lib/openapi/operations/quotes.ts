// OpenAPI operations of quote requests (docs/quote-requests.md): a customer's job sent to matched
// specialists, their inbox and responses, the customer's choice. Bodies and queries are the
// endpoints' own zod schemas.
import { z } from 'zod';
import { LangQuerySchema } from '@/lib/http/query';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  CreatedQuoteSchema,
  InboxSchema,
  MyQuoteSchema,
  MyQuotesSchema,
  QuoteImageSchema,
  RespondedSchema,
} from '@/lib/openapi/responses/quotes';
import {
  ChooseSchema,
  CreateQuoteSchema,
  QuotesPageSchema,
  RespondSchema,
} from '@/lib/quotes/quotes.schema';

const signedIn = { '401': 'Not signed in' };
const notMine = { '404': "Not the caller's request" };
const job =
  '{ id, service { id, name }, region { id, name }, district or null, description, budgetMin, budgetMax, startBy, images, status open|closed, createdAt, closedAt }';
const FileBody = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'JPEG, PNG, WebP or HEIC, at most 15 MB and 40 megapixels',
  }),
});

export const quotesOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/quote-requests',
    tags: ['quotes'],
    summary:
      'Sends a job to at most 5 specialists or companies offering the service (or its parent) in the region: PRO first, then those answering more requests within a day over 30 days, then the faster',
    body: CreateQuoteSchema,
    query: LangQuerySchema,
    auth: true,
    responses: {
      '201': answer('{ id, status: open, matchedCount, createdAt }', CreatedQuoteSchema),
      '400':
        'Invalid body: unknown or inactive service, a district of another region, budgetMin above budgetMax, a past startBy, description not 20–1000 characters or with control characters, over 10 images or images not uploaded by the caller',
      ...signedIn,
      '409': 'The same description was sent by the caller in the last 24 hours',
      '422':
        'no_match: nobody offers the service in the region; error.suggestions [{ regionId, name, matchCount }] names the nearest regions that have someone. Nothing is written',
      '429': 'Over 3 requests in 24 hours; Retry-After',
    },
  },
  {
    method: 'get',
    path: '/api/quote-requests',
    tags: ['quotes'],
    summary: "The caller's own requests, newest first, with who responded",
    query: QuotesPageSchema,
    auth: true,
    responses: {
      '200': answer(
        `Paged items ${job} + { matchedCount, responses [{ id, from { accountId, fullName, image, url }, conversationId, createdAt }], chosenResponseId }`,
        MyQuotesSchema,
      ),
      '400': 'Invalid query',
      ...signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/quote-requests/images',
    tags: ['quotes'],
    summary:
      'Uploads a photo for a request (re-encoded, EXIF stripped); name it in imageIds of POST /api/quote-requests',
    body: FileBody,
    bodyType: 'multipart',
    auth: true,
    responses: {
      '201': answer('{ id, width, height, variants }', QuoteImageSchema),
      '400': 'Not an image, or a refused type',
      ...signedIn,
      '413': 'File over 15 MB',
      '429': 'Too many uploads, or too many photos not yet sent; Retry-After',
    },
  },
  {
    method: 'get',
    path: '/api/quote-requests/inbox',
    tags: ['quotes'],
    summary:
      "The requests matched to the caller, newest first; the customer's name and phone only once the caller responded",
    query: QuotesPageSchema,
    auth: true,
    responses: {
      '200': answer(
        `Paged items ${job} + { matchedAt, respondedAt, conversationId, chosen, customer { accountId, fullName, phone } or null }`,
        InboxSchema,
      ),
      '400': 'Invalid query',
      ...signedIn,
    },
  },
  {
    method: 'get',
    path: '/api/quote-requests/{id}',
    tags: ['quotes'],
    summary: "The caller's own request with its responses",
    query: LangQuerySchema,
    auth: true,
    responses: { '200': answer('The request', MyQuoteSchema), ...signedIn, ...notMine },
  },
  {
    method: 'post',
    path: '/api/quote-requests/{id}/respond',
    tags: ['quotes'],
    summary:
      'A matched specialist answers: the content is the first message of a conversation with the customer, naming the request',
    body: RespondSchema,
    auth: true,
    responses: {
      '201': answer('{ conversationId }', RespondedSchema),
      '400': 'Content empty, over 1000 characters or with control characters',
      ...signedIn,
      '404': 'The caller is not matched to this request (or the customer blocked the caller)',
      '409': 'Already responded, or the request is closed',
      '429': 'Over the messages limits; Retry-After',
    },
  },
  {
    method: 'post',
    path: '/api/quote-requests/{id}/choose',
    tags: ['quotes'],
    summary: 'The customer chooses a response: the request closes for every matched specialist',
    body: ChooseSchema,
    query: LangQuerySchema,
    auth: true,
    responses: {
      '200': answer('The request, closed', MyQuoteSchema),
      '400': 'responseId is not a response to this request',
      ...signedIn,
      ...notMine,
      '409': 'The request is already closed',
    },
  },
  {
    method: 'post',
    path: '/api/quote-requests/{id}/close',
    tags: ['quotes'],
    summary: 'The customer closes the request without choosing (closing again changes nothing)',
    query: LangQuerySchema,
    auth: true,
    responses: { '200': answer('The request, closed', MyQuoteSchema), ...signedIn, ...notMine },
  },
];
