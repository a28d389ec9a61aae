// Session and account endpoints for /api/openapi.json (docs/api.md), described
// from the same zod schemas the endpoints parse with.
import { z } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  ContactChangedSchema,
  PhotoSchema,
  ProSchema,
  ProfileRefSchema,
  ProfileSchema,
  PublicAccountSchema,
  RegisteredSchema,
  ResendAfterSchema,
  ResetTokenSchema,
  SessionAccountSchema,
  TokenSchema,
} from '@/lib/openapi/responses/accounts';
import {
  ChangeContactSchema,
  ConfirmContactSchema,
  makeProfileSchema,
} from '@/lib/accounts/profile.schema';
import {
  ChangePasswordSchema,
  ConfirmCodeSchema,
  ConfirmRegistrationSchema,
  LoginSchema,
  RegisterSchema,
  ResendRegistrationSchema,
  ResetPasswordSchema,
  UsernameSchema,
  VerifyLinkSchema,
} from '@/lib/auth/auth.schema';

const tags = ['accounts'];
const bad = { '400': 'Invalid input (fields name the wrong ones)' };
const limited = { '429': 'Too many attempts or codes (Retry-After says when to try again)' };
const auth = { '401': 'Not signed in' };
const AccountIdQuery = z.object({ accountId: z.coerce.number().int().min(1) });

export const accountsOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/user/register',
    tags,
    summary:
      'Sign up with a phone (+998…) or e-mail; a 5-digit code is sent. The answer’s attemptToken names this registration: send it with the confirmation and the resend (a browser gets it as the HttpOnly reg_attempt cookie as well)',
    body: RegisterSchema,
    responses: {
      '201': answer(
        '{ username, isPhoneNumber, resendAfterSeconds, attemptToken }',
        RegisteredSchema,
      ),
      ...bad,
      '409': 'company_exists (same TIN or name)',
      ...limited,
      '503': 'The code could not be sent',
    },
  },
  {
    method: 'post',
    path: '/api/user/register/resend',
    tags,
    summary:
      'Send the sign-up code again after the countdown: the code of the registration attemptToken (or the reg_attempt cookie) names',
    body: ResendRegistrationSchema,
    responses: {
      '200': answer('{ resendAfterSeconds }', ResendAfterSchema),
      '400': 'attempt_required (neither attemptToken nor the cookie) or invalid input',
      ...limited,
    },
  },
  {
    method: 'post',
    path: '/api/user/register/confirm',
    tags,
    summary:
      'Confirm the code of the registration attemptToken (or the reg_attempt cookie) names: the session token as text/plain, cookie set',
    body: ConfirmRegistrationSchema,
    responses: {
      '200': answer('The token (text/plain)', TokenSchema, 'text/plain'),
      '400':
        'wrong_code (also a code of another registration), attempt_required (neither attemptToken nor the cookie) or invalid input',
      '409': 'user_exists / company_exists',
    },
  },
  {
    method: 'post',
    path: '/api/user/register/verify',
    tags,
    summary:
      'Confirm by the e-mail link (its token, sent when the person presses the button on /account/register/verify): the session token as text/plain, cookie set',
    body: VerifyLinkSchema,
    responses: {
      '200': answer('The token (text/plain)', TokenSchema, 'text/plain'),
      '400': 'wrong_code or invalid input',
      '409': 'user_exists',
    },
  },
  {
    method: 'post',
    path: '/api/user/login',
    tags,
    summary: 'Sign in: the token as text/plain, cookie set (Max-Age with rememberMe)',
    body: LoginSchema,
    responses: {
      '200': answer('The token (text/plain)', TokenSchema, 'text/plain'),
      '400':
        "text/plain 'Username or password is incorrect' or 'Account is not verified'; JSON for invalid input",
      '403': "text/plain 'Account is blocked'",
      ...limited,
    },
  },
  {
    method: 'get',
    path: '/api/user/verify',
    tags,
    summary: 'The session: { id, fullName, userRole, agentId, agencyId, image, isPro }',
    auth: true,
    responses: { '200': answer('The signed-in account', SessionAccountSchema), ...auth },
  },
  {
    method: 'post',
    path: '/api/user/logout',
    tags,
    summary: 'Sign out: the session is deleted server-side',
    responses: { '204': 'Signed out' },
  },
  {
    method: 'post',
    path: '/api/user/forgot-password',
    tags,
    summary: 'Send a recovery code (same answer whether or not the account exists)',
    body: UsernameSchema,
    responses: { '200': answer('{ resendAfterSeconds }', ResendAfterSchema), ...bad, ...limited },
  },
  {
    method: 'post',
    path: '/api/user/forgot-password/confirm',
    tags,
    summary: 'Check the recovery code: { resetToken } (30 minutes, single use)',
    body: ConfirmCodeSchema,
    responses: {
      '200': answer('{ resetToken }', ResetTokenSchema),
      '400': 'wrong_code or invalid input',
    },
  },
  {
    method: 'post',
    path: '/api/user/reset-password',
    tags,
    summary: 'Set a new password; every session of the account ends',
    body: ResetPasswordSchema,
    responses: { '204': 'Changed', '400': 'same_password, an expired token or invalid input' },
  },
  {
    method: 'post',
    path: '/api/user/change-password',
    tags,
    summary: 'Change the password; the other sessions end',
    auth: true,
    body: ChangePasswordSchema,
    responses: { '204': 'Changed', ...bad, ...auth, ...limited },
  },
  {
    method: 'get',
    path: '/api/accounts/{id}',
    tags,
    summary:
      '{ id, fullName, userRole, image: { imagePath }, isPro } (ordinary users: the owner and admins only)',
    responses: {
      '200': answer('The account', PublicAccountSchema),
      '400': 'Bad id',
      '404': 'No such account (or not yours)',
    },
  },
  {
    method: 'get',
    path: '/api/accounts/me',
    tags,
    summary: 'The signed-in profile',
    auth: true,
    responses: { '200': answer('The profile', ProfileSchema), ...auth },
  },
  {
    method: 'put',
    path: '/api/accounts/me',
    tags,
    summary: 'Save the profile (company info for companies; at least one service for specialists)',
    auth: true,
    body: makeProfileSchema({ specialist: true, company: true }),
    responses: {
      '200': answer('The profile', ProfileSchema),
      ...bad,
      ...auth,
      '409': 'company_exists',
    },
  },
  {
    method: 'post',
    path: '/api/accounts/me/photo',
    tags,
    summary: 'Upload the profile photo (cropped to a square, AVIF + WebP)',
    auth: true,
    bodyType: 'multipart',
    body: z.object({
      file: z.string().describe('image file: JPEG, PNG, WebP or HEIC, at most 15 MB'),
    }),
    responses: {
      '201': answer('{ image: { imagePath } }', PhotoSchema),
      ...bad,
      ...auth,
      '413': 'Too large',
    },
  },
  {
    method: 'delete',
    path: '/api/accounts/me/photo',
    tags,
    summary: 'Remove the profile photo',
    auth: true,
    responses: { '204': 'Removed', ...auth },
  },
  {
    method: 'post',
    path: '/api/accounts/me/pro',
    tags,
    summary: 'Activate PRO (Agent or Agency with name, phone, region, a service and a photo)',
    auth: true,
    responses: {
      '200': answer('{ isPro: true, proSince, proUntil }', ProSchema),
      '400': 'The profile lacks what PRO needs (fields name it)',
      ...auth,
      '403': 'Not a specialist or company',
    },
  },
  {
    method: 'post',
    path: '/api/accounts/me/contact',
    tags,
    summary: 'Change the phone or e-mail: the password, then a code to the new one',
    auth: true,
    body: ChangeContactSchema,
    responses: {
      '200': answer('{ resendAfterSeconds }', ResendAfterSchema),
      ...bad,
      ...auth,
      ...limited,
    },
  },
  {
    method: 'post',
    path: '/api/accounts/me/contact/confirm',
    tags,
    summary: 'Confirm the new phone or e-mail with its code',
    auth: true,
    body: ConfirmContactSchema,
    responses: {
      '200': answer('{ phone } or { email }', ContactChangedSchema),
      '400': 'wrong_code or invalid input',
      ...auth,
      '409': 'user_exists',
    },
  },
  {
    method: 'get',
    path: '/api/agent/get-by-accountId/{accountId}',
    tags: ['professionals'],
    summary: 'The agent of an account: { id, image: { imagePath } }',
    responses: {
      '200': answer('The agent', ProfileRefSchema),
      '400': 'Bad id',
      '404': 'No agent for this account',
    },
  },
  {
    method: 'get',
    path: '/api/agency/get-by-accountId',
    tags: ['professionals'],
    summary: 'The agency of an account: { id, image: { imagePath } }',
    query: AccountIdQuery,
    responses: {
      '200': answer('The agency', ProfileRefSchema),
      '400': 'Bad id',
      '404': 'No agency for this account',
    },
  },
];
