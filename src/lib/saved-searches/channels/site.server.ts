// The site channel: a notification under the header's bell. One project: its own title and page;
// several (a digest, or a busy minute): how many, and the search's results.
import { addNotifications } from '@/lib/notify/notifications.server';
import type { AlertBatch } from '../alert-batch';

export async function sendSiteAlert(batch: AlertBatch): Promise<void> {
  const [only] = batch.projects;
  await addNotifications([
    batch.projects.length === 1 && only
      ? {
          accountId: batch.accountId,
          kind: 'savedSearch.project',
          params: { name: batch.searchName, title: only.title },
          url: only.url,
        }
      : {
          accountId: batch.accountId,
          kind: 'savedSearch.digest',
          params: { name: batch.searchName, count: batch.projects.length },
          url: batch.resultsUrl,
        },
  ]);
}
