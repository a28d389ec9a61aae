import { describe, expect, it } from 'vitest';
import { tashkent, tashkentByIntl } from './format-dates';

describe('tashkent (calendar fields in Asia/Tashkent)', () => {
  it('gives what ICU gives, from 1992 on and before it', () => {
    // Every 7 h 13 min from 1988 to 2040: all hours of the day, month ends, leap days, the old
    // daylight-saving years (ICU's branch) and the switch to the fixed offset.
    const step = (7 * 60 + 13) * 60_000;
    const differ: string[] = [];
    for (let ms = Date.UTC(1988, 0, 1); ms < Date.UTC(2040, 0, 1); ms += step) {
      const d = new Date(ms);
      const a = tashkent(d);
      const b = tashkentByIntl(d);
      if (a.y !== b.y || a.m !== b.m || a.d !== b.d || a.time !== b.time)
        differ.push(d.toISOString());
    }
    expect(differ).toEqual([]);
  });

  it('turns the day at 19:00 UTC', () => {
    expect(tashkent(new Date('2024-02-29T18:59:00Z'))).toEqual({
      y: '2024',
      m: 2,
      d: 29,
      time: '23:59',
    });
    expect(tashkent(new Date('2024-12-31T19:00:00Z'))).toEqual({
      y: '2025',
      m: 1,
      d: 1,
      time: '00:00',
    });
  });
});
