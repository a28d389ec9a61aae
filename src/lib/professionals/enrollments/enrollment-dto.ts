// What the API and the account pages show of an enrollment: an agent asking to join an agency
// (type 0, answered by the agency) or an agency inviting an agent (type 1, answered by the agent).
// Plain types (no server imports) so islands can use them too.
import { ENROLLMENT_STATUSES } from '@/lib/db/enums';
export { ENROLLMENT_STATUSES };

export type EnrollmentType = 0 | 1;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** Type 0: the agent asks to join (the agency receives it). */
export const JOIN_REQUEST: EnrollmentType = 0;
/** Type 1: the agency invites (the agent receives it). */
export const INVITATION: EnrollmentType = 1;

export type EnrollmentItem = {
  id: number;
  type: EnrollmentType;
  status: EnrollmentStatus;
  agent: {
    id: number;
    fullName: string;
    designation: string;
    image: { imagePath: string } | null;
    url: string;
  };
  agency: { id: number; companyName: string; image: { imagePath: string } | null; url: string };
  createdAt: string; // ISO
};
