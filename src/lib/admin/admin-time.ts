// Every time on the admin pages, in one zone: Asia/Tashkent (UTC+5), whatever the server's or the
// admin's browser zone, each page saying so once (components/admin/TimeZoneNote.astro). The users
// table used the browser's zone while reports and the audit log used Tashkent. Built
// on formatDateTime, so the server and an island format an instant to the same text.
import { formatDateTime } from '@/lib/i18n/format-dates';
import type { Lang } from '@/lib/i18n/languages';

/** "15.03.2024, 01:30" in Tashkent; null (never signed in) as a dash. */
export function formatAdminTime(date: Date | string | null, lang: Lang): string {
  return date === null ? '—' : formatDateTime(date, lang, { style: 'short' });
}
