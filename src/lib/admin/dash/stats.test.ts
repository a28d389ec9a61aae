// The dashboard's days are Uzbekistan calendar days (UTC+5): the day boundary and the list of days.
import { describe, expect, it } from 'vitest';
import { lastDays, localDay } from './stats.server';

describe('admin stats days', () => {
  it('puts 19:00 UTC on the next local day and 18:59 on the same one', () => {
    expect(localDay(new Date('2026-03-01T18:59:00Z'))).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T19:00:00Z'))).toBe('2026-03-02');
  });
  it('lists the last N days oldest first, ending with the local today', () => {
    const days = lastDays(7, new Date('2026-03-01T20:00:00Z'));
    expect(days).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastDays(90)).toHaveLength(90);
  });
});
