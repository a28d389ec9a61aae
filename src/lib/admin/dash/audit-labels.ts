// Human-readable audit actions: `<entity>.<verb>` → a translated phrase from adminDash.json
// `actions.<entity>.<verb>`; an action this file's locales don't know yet shows as its code, so a new
// admin area's entries are never blank.
import type { TFunction } from 'i18next';

export function auditActionLabel(t: TFunction, action: string): string {
  return t(`adminDash:actions.${action}`, { defaultValue: action });
}
