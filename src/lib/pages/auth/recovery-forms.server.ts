// /account/forgot-password's own form posts (docs/decisions/014): each step of the island's flow —
// request, code (or resend), new password — posted as a plain form with `intent` naming the step,
// through the same schemas and use cases as POST /api/user/forgot-password, /confirm and
// /reset-password. The answer is the step to show next, which the island then starts from. The
// reset token (issued after the right code, as the API answers it to the island) rides in a hidden
// field of the password step; the code itself is never sent back.
import type { APIContext } from 'astro';
import { ConfirmCodeSchema, ResetPasswordSchema, UsernameSchema } from '@/lib/auth/auth.schema';
import { clearSessionCookie } from '@/lib/auth/cookie.server';
import {
  confirmResetCode,
  requestPasswordReset,
  resetPassword,
} from '@/lib/auth/password-reset.server';
import { formPost, postedIntent } from '@/lib/http/form-post.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';
import type { RecoveryStep, RecoveryView } from '@/lib/auth/recovery-view';

export type { RecoveryView };

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'clientAddress' | 'url'> & {
  response: ResponseInit & { headers: Headers };
};

const view = (step: RecoveryStep, over: Partial<RecoveryView> = {}): RecoveryView => ({
  step,
  username: '',
  wait: 0,
  resetToken: '',
  posted: null,
  resent: false,
  ...over,
});

export async function recoveryFromForm(ctx: Ctx): Promise<RecoveryView> {
  const intent = await postedIntent(ctx.request);
  if (intent === 'code') {
    const outcome = await formPost(
      ctx,
      ConfirmCodeSchema,
      async ({ username, code }) => ({ username, ...(await confirmResetCode(username, code)) }),
      { secret: ['code'] },
    );
    if (outcome.ok) return view('password', outcome.value);
    return view('code', { username: outcome.state.values.username ?? '', posted: outcome.state });
  }
  if (intent === 'password') {
    const outcome = await formPost(
      ctx,
      ResetPasswordSchema,
      async ({ resetToken, password }) => {
        await resetPassword(resetToken, password);
        clearSessionCookie(ctx); // whatever session this browser had is gone too: sign in again
      },
      { secret: ['password', 'confirmPassword'] },
    );
    if (outcome.ok) return view('done');
    const { state } = outcome;
    // The recovery expired or was used: start again, saying why (as the island does).
    if (state.fields.resetToken)
      return view('request', { posted: { ...state, message: state.fields.resetToken } });
    return view('password', {
      username: state.values.username ?? '',
      resetToken: state.values.resetToken ?? '',
      posted: state,
    });
  }
  // 'request', or 'resend' from the code step: send a code.
  const resend = intent === 'resend';
  const outcome = await formPost(ctx, UsernameSchema, async ({ username }) => ({
    username,
    ...(await requestPasswordReset(username, {
      lang: ctx.locals.lang,
      ip: clientIp(ctx),
      origin: publicOrigin(ctx.url),
    })),
  }));
  if (outcome.ok)
    return view('code', {
      username: outcome.value.username,
      wait: outcome.value.resendAfterSeconds,
      resent: resend,
    });
  const { state } = outcome;
  const username = UsernameSchema.safeParse(state.values).data?.username;
  // A code was sent a moment ago: on to the code with the countdown the server gives (the island
  // does the same); from the code step the wait is said.
  if (state.status === 429 && state.retryAfter && username) {
    if (!resend) ctx.response.status = 200;
    return view('code', {
      username,
      wait: state.retryAfter,
      posted: resend ? state : null,
    });
  }
  return view(resend && username ? 'code' : 'request', { username: username ?? '', posted: state });
}
