// "Send the code again" on the confirmation page, after the countdown. The new code replaces the
// code of the registration the request names (its attempt token, registration-attempt.server.ts)
// and keeps its account and payload (what that registration chose); the codes of other pending
// registrations of the number stay as they are, so a resend can neither end another person's code
// nor renew one its sender could not confirm. Without a pending sign-up of that attempt nothing is
// sent, but the answer and the counters are the same, so this cannot be used to probe numbers
// either.
import type { Lang } from '@/lib/i18n/languages';
import { RESEND_SECONDS } from '@/lib/rate-limit/limits';
import { latestCode } from '@/lib/auth/codes.server';
import { attemptRequired, belongsToAttempt } from './registration-attempt.server';
import {
  assertSmsAllowed,
  channelOf,
  deliverCode,
  dummyCodeWork,
  reserveSend,
} from '@/lib/auth/send-code.server';

/** How long a sign-up stays pending: its codes are read until then (and pruned after). */
export const PENDING_SIGNUP_MS = 24 * 3600 * 1000;

export async function resendRegistrationCode(
  username: string,
  ctx: { attempt: string | undefined; lang: Lang; ip: string; origin: string; now?: Date },
) {
  const { attempt } = ctx;
  if (!attempt) throw attemptRequired();
  const now = ctx.now ?? new Date();
  if (channelOf(username) === 'phone') assertSmsAllowed(username);
  await reserveSend('register', username, ctx.ip, now);
  const previous = await latestCode(username, 'register', (row) =>
    belongsToAttempt(row.payload, attempt),
  );
  // The latest code is consumed only once it was used (a replaced code always has a newer one, and
  // a confirmed sign-up ends all codes of its number), so an unconsumed latest code (live, expired
  // or killed by wrong tries) means the sign-up is still pending. After a day a sign-up is stale
  // and starts over from the form.
  const pending = previous && !previous.consumedAt ? previous : null;
  if (pending && now.getTime() - pending.createdAt.getTime() < PENDING_SIGNUP_MS) {
    await deliverCode({
      target: username,
      purpose: 'register',
      accountId: pending.accountId,
      payload: pending.payload,
      lang: ctx.lang,
      ip: ctx.ip,
      origin: ctx.origin,
      now,
      replace: { id: pending.id },
    });
  } else {
    await dummyCodeWork();
  }
  return { resendAfterSeconds: RESEND_SECONDS };
}
