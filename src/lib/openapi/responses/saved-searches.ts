// What the saved-search and notification endpoints answer (docs/saved-searches.md).
import { z } from 'zod';
import type { NotificationDto } from '@/lib/notify/notifications.server';
import { NOTIFICATION_KINDS } from '@/lib/notify/notifications.server';
import type { SavedSearchDto } from '@/lib/saved-searches/saved-searches.server';
import { CHANNELS, FREQUENCIES } from '@/lib/saved-searches/saved-search.schema';
import { id, int, obj, sitePath, time, tied } from './common';

export const SavedSearchSchema = tied<SavedSearchDto>()(
  obj({
    id,
    query: z.string(),
    name: z.string(),
    frequency: z.enum(FREQUENCIES),
    channels: z.array(z.enum(CHANNELS)),
    paused: z.boolean(),
    matchCount: int,
    matchCapped: z.literal(true).optional(),
    newCount: int,
    lastVisitedAt: time,
    createdAt: time,
    url: sitePath,
  }),
);

export const SavedSearchListSchema = obj({
  items: z.array(SavedSearchSchema),
  metaData: obj({ totalCount: int }),
});

export const NotificationSchema = tied<NotificationDto>()(
  obj({
    id,
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    url: sitePath,
    createdAt: time,
    readAt: time.nullable(),
  }),
);

export const NotificationPageSchema = obj({
  items: z.array(NotificationSchema),
  metaData: obj({ totalCount: int, pageNumber: int, pageSize: int, unreadTotal: int }),
});

export const UnreadTotalSchema = obj({ unreadTotal: int });
