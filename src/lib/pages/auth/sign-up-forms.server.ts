// The sign-up pages' own form posts (docs/decisions/014): the same schemas and use cases as
// POST /api/user/register, /register/confirm and /register/resend, the same attempt and session
// cookies, so a browser without JavaScript walks register → code → finish like the islands do.
import type { APIContext } from 'astro';
import { ConfirmCodeSchema, RegisterSchema, UsernameSchema } from '@/lib/auth/auth.schema';
import { setSessionCookie } from '@/lib/auth/cookie.server';
import { userAgentOf } from '@/lib/auth/request.server';
import { confirmRegistration } from '@/lib/accounts/registration/confirm-registration.server';
import { registerFromRequest } from '@/lib/accounts/registration/register-request.server';
import { attemptOf } from '@/lib/accounts/registration/registration-attempt.server';
import { resendRegistrationCode } from '@/lib/accounts/registration/resend-registration-code.server';
import { formPost, postedIntent, type FormOutcome } from '@/lib/http/form-post.server';
import { clientIp } from '@/lib/rate-limit/client-ip.server';
import { publicOrigin } from '@/lib/platform/public-origin.server';

type Ctx = Pick<APIContext, 'cookies' | 'locals' | 'request' | 'clientAddress' | 'url'> & {
  response: ResponseInit & { headers: Headers };
};

/** /account/register: the account is made pending and the code sent; answers where the code goes. */
export function registerFromForm(ctx: Ctx): Promise<FormOutcome<{ username: string }>> {
  return formPost(ctx, RegisterSchema, (input) => registerFromRequest(ctx, input), {
    checkboxes: ['consent'],
    secret: ['password', 'confirmPassword'],
  });
}

export type ConfirmPost = { kind: 'confirmed' } | { kind: 'resent'; resendAfterSeconds: number };

/** /account/register/confirm: the code (signs in), or `intent=resend` for a new code. */
export async function confirmFromForm(ctx: Ctx): Promise<FormOutcome<ConfirmPost>> {
  if ((await postedIntent(ctx.request)) === 'resend')
    return formPost(ctx, UsernameSchema, async ({ username }) => ({
      kind: 'resent' as const,
      ...(await resendRegistrationCode(username, {
        lang: ctx.locals.lang,
        ip: clientIp(ctx),
        origin: publicOrigin(ctx.url),
        attempt: attemptOf(ctx),
      })),
    }));
  return formPost(
    ctx,
    ConfirmCodeSchema,
    async ({ username, code }) => {
      const { token } = await confirmRegistration(username, code, {
        userAgent: userAgentOf(ctx.request),
        attempt: attemptOf(ctx),
      });
      setSessionCookie(ctx, token, false);
      return { kind: 'confirmed' as const };
    },
    { secret: ['code'] },
  );
}
