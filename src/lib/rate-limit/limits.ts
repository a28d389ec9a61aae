// The numbers of docs/quality.md "Reliability and security", in one place.
import { addressKey } from './address';

/** One rule: at most `limit` hits per sliding `windowMs`. */
export type Limit = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The resend countdown shown on the code pages (spec leaves its length unshown). */
export const RESEND_SECONDS = 60;

export const LIMITS = {
  /** failed sign-ins per account (the typed username, known or not) */
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** failed sign-ins per IP address: mobile carriers put many people behind one address */
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** codes sent to one phone number or e-mail address */
  codesPerTarget: { limit: 5, windowMs: HOUR },
  /** codes requested from one IP address */
  codesPerIp: { limit: 30, windowMs: HOUR },
  /** the resend countdown: one code per target and purpose in RESEND_SECONDS */
  resendCountdown: { limit: 1, windowMs: RESEND_SECONDS * 1000 },
  /** wrong current passwords when changing the password or a contact (same as sign-in) */
  passwordChecksPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** image uploads (project images, profile photos) per account: each costs seconds of encoding */
  uploadsPerAccount: { limit: 30, windowMs: 10 * MINUTE },
  /** image uploads per address, whichever accounts send them */
  uploadsPerIp: { limit: 30, windowMs: 10 * MINUTE },
  /** invitations a company sends to specialists: each one texts or mails the specialist */
  invitationsPerAgency: { limit: 50, windowMs: DAY },
  /** join requests a specialist sends to companies: the same cost, the other way round */
  joinRequestsPerAgent: { limit: 50, windowMs: DAY },
  /** messages one account sends, whatever the conversations: a person types far fewer */
  messagesPerSender: { limit: 30, windowMs: MINUTE },
  /** conversations a young account (MESSAGES_NEW_ACCOUNT_MS) starts a day: the spammer's profile */
  conversationsPerNewAccount: { limit: 20, windowMs: DAY },
  /** conversations an older account starts a day */
  conversationsPerAccount: { limit: 100, windowMs: DAY },
  /** quote requests one customer makes a day: each one reaches up to five specialists */
  quoteRequestsPerCustomer: { limit: 3, windowMs: DAY },
  /** deletes by one admin: a stolen admin session must not empty the catalog in seconds */
  adminDeletesPerAccount: { limit: 60, windowMs: MINUTE },
  /** other admin writes by one admin */
  adminWritesPerAccount: { limit: 300, windowMs: MINUTE },
} satisfies Record<string, Limit>;

/** One-time code lifetime and tries (docs/decisions/006-accounts.md). */
export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
/** How long a confirmed recovery code lets the user choose a new password. */
export const RESET_TOKEN_TTL_MS = 30 * MINUTE;

export const keys = {
  loginAccount: (username: string) => `login:acct:${username}`,
  /** Per-address keys name the client (an IPv6 one by its /64, address.ts), so a client cannot
   *  escape a limit by picking another address of its own block. */
  loginIp: (ip: string) => `login:ip:${addressKey(ip)}`,
  codeTarget: (target: string) => `code:to:${target}`,
  codeIp: (ip: string) => `code:ip:${addressKey(ip)}`,
  /** one key per target and purpose: the countdown of a register code does not block a reset code */
  resend: (purpose: string, target: string) => `code:resend:${purpose}:${target}`,
  passwordCheck: (accountId: number) => `pwcheck:${accountId}`,
  uploadAccount: (accountId: number) => `upload:acct:${accountId}`,
  uploadIp: (ip: string) => `upload:ip:${addressKey(ip)}`,
  invitationsAgency: (agencyId: number) => `enroll:invite:${agencyId}`,
  joinRequestsAgent: (agentId: number) => `enroll:join:${agentId}`,
  adminDeletes: (accountId: number) => `admin:delete:${accountId}`,
  adminWrites: (accountId: number) => `admin:write:${accountId}`,
  quoteRequests: (accountId: number) => `quote:new:${accountId}`,
  messagesSent: (accountId: number) => `msg:send:${accountId}`,
  /** one key for both conversation rules: an account turning a week old keeps its day's count */
  conversationsStarted: (accountId: number) => `msg:new:${accountId}`,
};

/** An account younger than this starts fewer conversations a day (LIMITS.conversationsPerNewAccount). */
export const MESSAGES_NEW_ACCOUNT_MS = 7 * DAY;

/** At most one notice about one agent–agency pair to one account a day (invitation, request,
 *  answer alike), however often the pair invites, withdraws and answers. */
export const ENROLLMENT_NOTICE_SECONDS = 24 * 3600;
