import { describe, expect, it } from 'vitest';
import { replyHoursFrom, replyTimeLabel } from './reply-time';

const H = 3600;

describe('replyHoursFrom', () => {
  it('needs at least 3 replies', () => {
    expect(replyHoursFrom([])).toBeNull();
    expect(replyHoursFrom([60, 120])).toBeNull();
    expect(replyHoursFrom([60, 120, 180])).toBe(1);
  });

  it('takes the median, rounded up to whole hours, never below 1', () => {
    expect(replyHoursFrom([5 * 60, 10 * 60, 59 * 60])).toBe(1);
    expect(replyHoursFrom([H + 1, 2 * H, 30 * H])).toBe(2); // one slow reply does not count much
    expect(replyHoursFrom([H, 2 * H, 3 * H, 5 * H])).toBe(3); // even: mean of the middle two = 2.5
    expect(replyHoursFrom([0, 0, 0])).toBe(1);
  });

  it('counts the first 20 (the newest) and ignores impossible values', () => {
    const newest = Array.from({ length: 20 }, () => 2 * H);
    expect(replyHoursFrom([...newest, ...Array.from({ length: 30 }, () => 100 * H)])).toBe(2);
    expect(replyHoursFrom([-5, Number.NaN, H, H])).toBeNull();
  });
});

describe('replyTimeLabel', () => {
  it('says hours below a day, then days', () => {
    expect(replyTimeLabel(1)).toEqual({ key: 'messages:replyTime.withinHour', count: 1 });
    expect(replyTimeLabel(5)).toEqual({ key: 'messages:replyTime.withinHours', count: 5 });
    expect(replyTimeLabel(24)).toEqual({ key: 'messages:replyTime.withinDay', count: 1 });
    expect(replyTimeLabel(49)).toEqual({ key: 'messages:replyTime.withinDays', count: 3 });
  });
});
