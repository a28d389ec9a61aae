// Changing the phone number or e-mail of an account: the password again, then a code sent to the
// new number or address (whoever changes it must hold it). Whether the new one belongs to another
// account is said only after the code proves it, as at sign-up.
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/http/app-error';
import { db } from '../db/client.server';
import { accounts } from '../db/schema';
import type { Lang } from '../i18n/languages';
import { checkCode, wrongCode } from '../auth/codes.server';
import { assertPassword } from '../auth/change-password.server';
import { assertSmsAllowed, deliverCode, reserveSend } from '../auth/send-code.server';
import { RESEND_SECONDS } from '../rate-limit/limits';
import { followContactChange, isUniqueViolation } from './professional-rows.server';
import type { ContactKind } from './profile.schema';

type Ctx = { lang: Lang; ip: string; origin: string; now?: Date };

export async function requestContactChange(
  accountId: number,
  input: { kind: ContactKind; value: string; password: string },
  ctx: Ctx,
) {
  const now = ctx.now ?? new Date();
  await assertPassword(accountId, input.password, 'password', now);
  const [account] = await db().select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw new AppError(404, 'not_found', 'errors:notFound');
  if ((input.kind === 'phone' ? account.phone : account.email) === input.value) {
    throw new AppError(400, 'validation_failed', 'profile:sameContact', {
      value: 'profile:sameContact',
    });
  }
  if (input.kind === 'phone') assertSmsAllowed(input.value, 'value');
  await reserveSend('changePhone', input.value, ctx.ip, now);
  await deliverCode({
    target: input.value,
    purpose: 'changePhone',
    accountId,
    payload: { kind: input.kind },
    lang: ctx.lang,
    ip: ctx.ip,
    origin: ctx.origin,
    now,
  });
  return { resendAfterSeconds: RESEND_SECONDS };
}

export async function confirmContactChange(
  accountId: number,
  input: { kind: ContactKind; value: string; code: string },
  now = new Date(),
) {
  // Only this account's pending change is looked at: someone else's tries never reach (or burn) it.
  const row = await checkCode(input.value, 'changePhone', input.code, now, { accountId });
  if ((row.payload as { kind?: string } | null)?.kind !== input.kind) throw wrongCode();
  try {
    await db().transaction(async (tx) => {
      const [before] = await tx
        .select({ phone: accounts.phone, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      await tx
        .update(accounts)
        .set({ [input.kind]: input.value, updatedAt: now })
        .where(eq(accounts.id, accountId));
      await followContactChange(
        tx,
        accountId,
        input.kind,
        before?.[input.kind] ?? null,
        input.value,
      );
    });
  } catch (e) {
    // The contact form's field is `value`: the message must stand beside it.
    if (isUniqueViolation(e))
      throw new AppError(409, 'user_exists', 'auth:userExists', { value: 'auth:userExists' });
    throw e;
  }
  return { [input.kind]: input.value };
}
