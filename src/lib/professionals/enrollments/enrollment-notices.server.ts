// The notices of enrollments (docs/product.md §6 "Companies invite specialists; specialists join
// companies"): the receiver of an invitation or a join request hears of it, the sender hears the
// answer. At most one notice per agent–agency pair to one account a day, whatever happens between
// them, and only a plain link to the account page where the person answers after signing in.
import { notifyAccount } from '@/lib/notify/notify-account.server';
import { ENROLLMENT_NOTICE_SECONDS } from '@/lib/rate-limit/limits';

/** The account pages where each side answers: the company's employees, the specialist's invitations. */
const COMPANY_PAGE = '/account/employees';
const SPECIALIST_PAGE = '/account/invitations';
const TO_COMPANY: ReadonlySet<NoticeKind> = new Set([
  'joinRequest',
  'invitationAccepted',
  'invitationDeclined',
]);

export type NoticeKind =
  | 'invited' // to the agent: a company invites it
  | 'joinRequest' // to the agency: an agent asks to join
  | 'invitationAccepted' // to the agency: the agent accepted its invitation
  | 'invitationDeclined'
  | 'requestAccepted' // to the agent: the agency accepted its join request
  | 'requestDeclined';

export type PairNames = {
  agentId: number;
  agencyId: number;
  agentName: string;
  companyName: string;
};

export function noticeEnrollment(kind: NoticeKind, toAccountId: number, pair: PairNames) {
  return notifyAccount(toAccountId, {
    key: `enrollments:notice.${kind}`,
    params: { name: pair.agentName, company: pair.companyName },
    link: TO_COMPANY.has(kind) ? COMPANY_PAGE : SPECIALIST_PAGE,
    oncePer: {
      key: `enroll:${pair.agentId}:${pair.agencyId}:${toAccountId}`,
      seconds: ENROLLMENT_NOTICE_SECONDS,
    },
  });
}
