// One helper for the spec's success toasts (sonner), so every island says them the same way.
import { toast } from 'sonner';
import type { TFunction } from 'i18next';

const TOASTS = [
  'created',
  'updated',
  'linkCopied',
  'projectSelected',
  'projectUnselected',
  'reviewCreated',
  'invitationSent',
  'projectDeleted',
  'profileUpdated',
  // Enrollments (/account/employees, /account/invitations, the agent and agency pages).
  'joinRequestSent',
  'enrollmentAccepted',
  'enrollmentDeclined',
  'enrollmentWithdrawn',
  'workerRemoved',
  'companyLeft',
] as const;
export type ToastKind = (typeof TOASTS)[number];

export function notify(kind: ToastKind, t: TFunction) {
  toast.success(t(`toasts:${kind}`));
}

/** The generic failure toast ('Baʼzi xatoliklar yuz berdi!'), or a specific translated message. */
export function notifyError(t: TFunction, message?: string) {
  toast.error(message ?? t('errors:generic'));
}

export function isToastKind(value: unknown): value is ToastKind {
  return typeof value === 'string' && (TOASTS as readonly string[]).includes(value);
}
