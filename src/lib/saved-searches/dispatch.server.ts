// The one channel dispatcher of saved-search alerts: each delivery goes to the channels its search
// chose — site, email, telegram — each on its own, so one failing channel never holds back the
// others (a failure is logged; the alert is already claimed and is not retried).
import { db } from '@/lib/db/client.server';
import { translate } from '@/lib/i18n/i18n';
import { log } from '@/lib/platform/log.server';
import { pickVariant } from '@/lib/projects/project-card';
import { publicMediaUrl } from '@/lib/uploads/public-media-url.server';
import type { AlertBatch } from './alert-batch';
import { absolute, projectLines } from './alert-text.server';
import { sendEmailAlert } from './channels/email.server';
import { sendSiteAlert } from './channels/site.server';
import {
  sendTelegramAlert,
  STOP_SEARCH,
  telegramChannelAvailable,
} from './channels/telegram.server';
import type { Channel } from './saved-search.schema';

async function telegram(batch: AlertBatch): Promise<void> {
  if (!telegramChannelAvailable()) return;
  for (const p of batch.projects) {
    const photo = p.image ? pickVariant(p.image.variants, 640) : null;
    const photoPath = photo ? publicMediaUrl(photo.path) : null;
    const sent = await sendTelegramAlert(db(), {
      accountId: batch.accountId,
      text: `${translate(batch.lang, 'savedSearches:telegram.heading', { name: batch.searchName })}\n\n${projectLines(p, batch.lang)}`,
      photoUrl: photoPath ? (photoPath.startsWith('/') ? absolute(photoPath) : photoPath) : null,
      stopButton: {
        text: translate(batch.lang, 'savedSearches:telegram.stop'),
        callbackData: `${STOP_SEARCH}:${batch.savedSearchId}`,
      },
    });
    if (!sent) return; // no chat bound: the other projects would not go either
  }
}

const CHANNELS: Record<Channel, (batch: AlertBatch) => Promise<unknown>> = {
  site: sendSiteAlert,
  email: sendEmailAlert,
  telegram,
};

export async function dispatchAlert(batch: AlertBatch, channels: Channel[]): Promise<void> {
  if (batch.projects.length === 0) return;
  for (const channel of channels) {
    try {
      await CHANNELS[channel](batch);
    } catch (e) {
      log.warn(
        `A saved-search alert (search ${batch.savedSearchId}) failed on ${channel}: ${String(e)}`,
      );
    }
  }
}
