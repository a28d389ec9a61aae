// Where the password recovery stands after one of its steps was posted to the page
// (src/lib/pages/auth/recovery-forms.server.ts): the island's starting state, so plain data.
import type { FormState } from '@/lib/http/form-state';

export type RecoveryStep = 'request' | 'code' | 'password' | 'done';

/** Where the flow stands after a post; the island's starting state (plain data: it is a prop). */
export type RecoveryView = {
  step: RecoveryStep;
  username: string;
  /** seconds left before another code may be asked for */
  wait: number;
  resetToken: string;
  posted: FormState | null;
  /** a new code was sent on request of the code step */
  resent: boolean;
};
