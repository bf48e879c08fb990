import { describe, expect, it } from 'vitest';
import { dayParam, fromDay, toDay } from './calendar-day';

describe('calendar days', () => {
  it('keeps the picked calendar day as the user sees it', () => {
    expect(toDay(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
    expect(toDay(fromDay('2026-03-09'))).toBe('2026-03-09');
  });

  it('reads a day from the address and ignores what is not one', () => {
    const search = new URLSearchParams('from=2026-01-01&to=nope');
    expect(dayParam(search, 'from')).toBe('2026-01-01');
    expect(dayParam(search, 'to')).toBeNull();
    expect(dayParam(search, 'day')).toBeNull();
  });
});
