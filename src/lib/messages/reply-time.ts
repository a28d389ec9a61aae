// "Usually replies within N hours" on a specialist's and a company's page: the arithmetic, kept
// free of the database so it is tested on its own (reply-time.test.ts).
// - A reply time is the time from the other party's first message in a conversation to the first
//   message the specialist sent after it; the last SAMPLE of them count.
// - Fewer than MIN_REPLIES: nothing is shown (two fast answers are not a habit).
// - "Usually" is the median (one reply after a holiday does not hide fifty quick ones), rounded up
//   to whole hours and never below 1: "within 1 hour" also covers three minutes.
export const SAMPLE = 20;
export const MIN_REPLIES = 3;

export function replyHoursFrom(seconds: number[]): number | null {
  const valid = seconds.filter((s) => Number.isFinite(s) && s >= 0).slice(0, SAMPLE);
  if (valid.length < MIN_REPLIES) return null;
  const sorted = [...valid].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.max(1, Math.ceil(median / 3600));
}

/** The translation key and count for the badge: hours up to a day, then days. */
export function replyTimeLabel(hours: number): { key: string; count: number } {
  if (hours <= 1) return { key: 'messages:replyTime.withinHour', count: 1 };
  if (hours < 24) return { key: 'messages:replyTime.withinHours', count: hours };
  const days = Math.ceil(hours / 24);
  if (days === 1) return { key: 'messages:replyTime.withinDay', count: 1 };
  return { key: 'messages:replyTime.withinDays', count: days };
}
