// Dates in Asia/Tashkent (UTC+5, no DST), whatever the server's or visitor's own time zone.
// Uzbek (uz, oz) is assembled from our own month tables in the CLDR patterns: browsers ship trimmed or
// older ICU data, and an island re-rendering a date differently from the server would be a hydration
// mismatch. Russian and English are in every ICU build, so Intl formats those.
import { INTL_TAG, type Lang } from './languages';

export const TIME_ZONE = 'Asia/Tashkent';

/** long "15-mart, 2024"; medium "15-mar, 2024"; short "15.03.2024"; monthYear "mart, 2024". */
export type DateStyle = 'long' | 'medium' | 'short' | 'monthYear';
export type DateTimeStyle = 'long' | 'medium' | 'short';

// CLDR 48 (ICU 78, Node 24) names; format.test.ts compares them with the runtime's ICU.
const MONTHS = {
  uz: {
    long: [
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avgust',
      'sentabr',
      'oktabr',
      'noyabr',
      'dekabr',
    ],
    short: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'],
  },
  oz: {
    long: [
      'январ',
      'феврал',
      'март',
      'апрел',
      'май',
      'июн',
      'июл',
      'август',
      'сентябр',
      'октябр',
      'ноябр',
      'декабр',
    ],
    short: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  },
} as const;

const INTL_DATE: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
};
const INTL_DATE_TIME: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long', timeStyle: 'short' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  short: { ...INTL_DATE.short, hour: '2-digit', minute: '2-digit' },
};

// Formatters by options object (the constants above) and tag: no key to build per call.
const cache = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
function intl(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byTag = cache.get(options);
  if (!byTag) cache.set(options, (byTag = new Map()));
  let f = byTag.get(tag);
  if (!f) byTag.set(tag, (f = new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE })));
  return f;
}

function toDate(value: Date | string | number): Date {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return d;
}

const pad = (n: number) => String(n).padStart(2, '0');

const TASHKENT_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
// Tashkent has kept UTC+5 without daylight saving since September 1991 (tz database): from 1992 on
// the fields are plain arithmetic, far cheaper than formatToParts (a card list formats dozens of dates;
// format-dates.test.ts compares the two). Earlier instants ask ICU, which knows the old rules.
const FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 20);
const OFFSET_MS = 5 * 3600_000;

/** Calendar fields of the instant as seen in Tashkent. */
export function tashkent(date: Date): { y: string; m: number; d: number; time: string } {
  const ms = date.getTime();
  if (ms >= FIXED_OFFSET_SINCE) {
    const local = new Date(ms + OFFSET_MS);
    return {
      y: String(local.getUTCFullYear()),
      m: local.getUTCMonth() + 1,
      d: local.getUTCDate(),
      time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    };
  }
  return tashkentByIntl(date);
}

export function tashkentByIntl(date: Date): { y: string; m: number; d: number; time: string } {
  const byType: Record<string, string> = {};
  for (const { type, value } of intl('en-US', TASHKENT_PARTS).formatToParts(date))
    byType[type] = value;
  return {
    y: byType['year'] ?? '',
    m: Number(byType['month']),
    d: Number(byType['day']),
    time: `${byType['hour']}:${byType['minute']}`,
  };
}

function uzbekDate(lang: 'uz' | 'oz', date: Date, style: DateStyle): string {
  const t = tashkent(date);
  const names = MONTHS[lang];
  const sep = lang === 'uz' ? '-' : ' '; // CLDR: "15-mart" in Latin, "15 март" in Cyrillic
  switch (style) {
    case 'short':
      return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
    case 'monthYear':
      return `${names.long[t.m - 1]}, ${t.y}`;
    default:
      return `${t.d}${sep}${names[style === 'long' ? 'long' : 'short'][t.m - 1]}, ${t.y}`;
  }
}

// CLDR 42–43 put U+202F before "AM" (and U+2009 in ranges); ICU 78 and older ones a plain space.
// Same output from any browser as from the server: plain spaces.
const spaces = (s: string) => s.replace(/[\u2009\u202F]/g, ' ');

export function formatDate(
  date: Date | string | number,
  lang: Lang,
  opts: { style?: DateStyle } = {},
): string {
  const d = toDate(date);
  const style = opts.style ?? 'long';
  if (lang === 'uz' || lang === 'oz') return uzbekDate(lang, d, style);
  return spaces(intl(INTL_TAG[lang], INTL_DATE[style]).format(d));
}

/** Date and 24-hour time (12-hour in English): "15-mart, 2024, 01:30", "15 марта 2024 г. в 01:30". */
export function formatDateTime(
  date: Date | string | number,
  lang: Lang,
  opts: { style?: DateTimeStyle } = {},
): string {
  const instant = toDate(date);
  const style = opts.style ?? 'long';
  if (lang === 'uz' || lang === 'oz') {
    const time = tashkent(instant).time;
    // CLDR joins with ", " in uz-Latn and a bare space in uz-Cyrl; short follows the Russian "date, time".
    const glue = lang === 'oz' && style !== 'short' ? ' ' : ', ';
    return `${uzbekDate(lang, instant, style)}${glue}${time}`;
  }
  return spaces(intl(INTL_TAG[lang], INTL_DATE_TIME[style]).format(instant));
}
