// One helper for the spec's success toasts (sonner), so every island says them the same way. sonner
// (8 KB brotli) is fetched with the page's first toast, not with the page
// (docs/performance.md#lcp-and-script-budgets): islands toast through `toast` here, never sonner's
// own, and the page's toast host (src/islands/common/Toasts.tsx) mounts its Toaster before the
// first one is shown.
import type { TFunction } from 'i18next';

type Sonner = typeof import('sonner');
type ToastArgs = Parameters<Sonner['toast']['success']>;

let sonner: Promise<Sonner> | null = null;
/** sonner, imported once per page on first use. */
export const loadSonner = () => (sonner ??= import('sonner'));

let mountHost: (() => Promise<void>) | null = null;
// A toast asked for before any host has hydrated (or before a lazily loaded one mounts) waits for
// the first host instead of being lost.
let hostArrived: () => void = () => {};
let firstHost = new Promise<void>((resolve) => (hostArrived = resolve));
/** Set by the toast host: mounts its Toaster (once) and resolves when it listens. */
export function setToastHost(mount: (() => Promise<void>) | null) {
  mountHost = mount;
  if (mount) hostArrived();
  else firstHost = new Promise<void>((resolve) => (hostArrived = resolve));
}

async function show(kind: 'success' | 'error', args: ToastArgs) {
  const { toast: sonnerToast } = await loadSonner();
  while (!mountHost) await firstHost;
  await mountHost();
  sonnerToast[kind](...args);
}

/** sonner's `toast.success` / `toast.error`, loading sonner and the Toaster with the first one. */
export const toast = {
  success: (...args: ToastArgs) => void show('success', args),
  error: (...args: ToastArgs) => void show('error', args),
};

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
