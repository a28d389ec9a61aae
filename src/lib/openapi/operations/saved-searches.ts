// OpenAPI operations of saved searches and the bell's notifications (docs/saved-searches.md).
// Bodies and queries are the endpoints' own zod schemas.
import { LangQuerySchema } from '@/lib/http/query';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  NotificationPageSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  UnreadTotalSchema,
} from '@/lib/openapi/responses/saved-searches';
import { MarkReadSchema, NotificationsQuerySchema } from '@/lib/notify/notifications.server';
import {
  CreateSavedSearchSchema,
  UpdateSavedSearchSchema,
} from '@/lib/saved-searches/saved-search.schema';

const signedIn = { '401': 'Not signed in' };
const notMine = { '404': "Not the caller's saved search" };
const search =
  '{ id, query, name, frequency instant|daily, channels, paused, matchCount (capped at 10 000: matchCapped), newCount since lastVisitedAt, createdAt, url }';
const badQuery =
  'Invalid body: a filter GET /api/projects does not know or a value it refuses (fields["query.<Filter>"]), an unknown frequency, no channel, or telegram without a bot';

export const savedSearchesOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/saved-searches',
    tags: ['saved-searches'],
    summary:
      'Saves a /projects query (its filters and sort; paging dropped) with a name, a frequency and channels; new matching projects are announced once per search',
    body: CreateSavedSearchSchema,
    query: LangQuerySchema,
    auth: true,
    responses: {
      '201': answer(search, SavedSearchSchema),
      '400': badQuery,
      ...signedIn,
      '409': 'The account keeps 20 saved searches already',
    },
  },
  {
    method: 'get',
    path: '/api/saved-searches',
    tags: ['saved-searches'],
    summary: "The caller's saved searches, newest first, with their counts",
    auth: true,
    responses: {
      '200': answer(`{ items: [${search}], metaData }`, SavedSearchListSchema),
      ...signedIn,
    },
  },
  {
    method: 'get',
    path: '/api/saved-searches/{id}',
    tags: ['saved-searches'],
    summary: "One of the caller's saved searches",
    auth: true,
    responses: { '200': answer(search, SavedSearchSchema), ...signedIn, ...notMine },
  },
  {
    method: 'put',
    path: '/api/saved-searches/{id}',
    tags: ['saved-searches'],
    summary: 'Changes any of query, name, frequency, channels; paused true|false pauses or resumes',
    body: UpdateSavedSearchSchema,
    auth: true,
    responses: {
      '200': answer(search, SavedSearchSchema),
      '400': badQuery,
      ...signedIn,
      ...notMine,
    },
  },
  {
    method: 'delete',
    path: '/api/saved-searches/{id}',
    tags: ['saved-searches'],
    summary: 'Deletes the saved search; its pending alerts go with it',
    auth: true,
    responses: { '204': 'Deleted', ...signedIn, ...notMine },
  },
  {
    method: 'get',
    path: '/api/notifications',
    tags: ['notifications'],
    summary:
      "The caller's notifications, newest first, titles in the request's language; metaData.unreadTotal is the bell's count",
    query: NotificationsQuerySchema,
    auth: true,
    responses: {
      '200': answer(
        '{ items: [{ id, kind, title, url, createdAt, readAt }], metaData: { totalCount, pageNumber, pageSize, unreadTotal } }',
        NotificationPageSchema,
      ),
      '400': 'Invalid paging or language',
      ...signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/notifications/read',
    tags: ['notifications'],
    summary: "Marks the given notifications read (others' ids are ignored), or all without ids",
    body: MarkReadSchema,
    auth: true,
    responses: {
      '200': answer('{ unreadTotal }', UnreadTotalSchema),
      '400': 'Invalid ids',
      ...signedIn,
    },
  },
];
