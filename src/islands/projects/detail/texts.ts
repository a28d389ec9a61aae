// The texts each island of the project page reads, passed by the page as its `i18n` prop
// (islandTexts). Checked against the islands' source by src/islands/island-texts.test.ts.
import type { TextKey } from '@/lib/i18n/island-texts';

export const PROJECT_ACTIONS_TEXTS: readonly TextKey[] = [
  'projects:detail.save',
  'projects:detail.unsave',
  'projects:detail.signInToSave',
  'projects:detail.copyLink',
  'projects:detail.share',
  'projects:detail.shareVia',
  'toasts:projectSelected',
  'toasts:projectUnselected',
  'toasts:linkCopied',
  'errors:generic',
];

export const REVIEW_FORM_TEXTS: readonly TextKey[] = [
  'projects:reviews.count',
  'projects:reviews.confirmDelete',
  'projects:reviews.yours',
  'projects:reviews.edited',
  'projects:reviews.edit',
  'projects:reviews.delete',
  'projects:reviews.write',
  'projects:reviews.chars',
  'projects:reviews.hint',
  'projects:reviews.placeholder',
  'projects:reviews.update',
  'projects:reviews.submit',
  'projects:errors.reviewTooShort',
  'projects:errors.reviewTooLong',
  'projects:errors.reviewRating',
  'errors:required',
  'errors:generic',
  'common:cancel',
  // StarInput
  'common:rating.legend',
  'common:rating.star',
  'common:rating.none',
  'common:rating.outOf',
  'toasts:reviewCreated',
  'toasts:updated',
];
