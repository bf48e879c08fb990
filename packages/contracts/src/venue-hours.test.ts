import { describe, expect, it } from 'vitest';
import { isAvailableNow, todayHours } from './venue-hours';

// 2025-03-05 is a Wednesday; the Date constructor without a zone uses the device's time.
const at = (day: number, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(2025, 2, day, h, m);
};
const WED = 5;
const THU = 6;

describe('item availability', () => {
  const breakfast = { days: ['wed' as const], from: '08:00', to: '12:00' };

  it('is available without hours, and within its hours on its days', () => {
    expect(isAvailableNow(null, at(WED, '03:00'))).toBe(true);
    expect(isAvailableNow(breakfast, at(WED, '08:00'))).toBe(true);
    expect(isAvailableNow(breakfast, at(WED, '11:59'))).toBe(true);
  });

  it('is not available before, at the end, or on other days', () => {
    expect(isAvailableNow(breakfast, at(WED, '07:59'))).toBe(false);
    expect(isAvailableNow(breakfast, at(WED, '12:00'))).toBe(false);
    expect(isAvailableNow(breakfast, at(THU, '09:00'))).toBe(false);
  });

  it('runs past midnight when it ends before it starts, counted from its start day', () => {
    const late = { days: ['wed' as const], from: '22:00', to: '02:00' };
    expect(isAvailableNow(late, at(WED, '23:00'))).toBe(true);
    expect(isAvailableNow(late, at(THU, '01:30'))).toBe(true);
    expect(isAvailableNow(late, at(WED, '01:30'))).toBe(false);
  });

  it('equal times mean the whole day', () => {
    expect(isAvailableNow({ days: ['wed'], from: '00:00', to: '00:00' }, at(WED, '17:00'))).toBe(true);
  });
});

describe("today's opening hours", () => {
  const closed = null;
  const week = {
    kind: 'weekly' as const,
    days: {
      mon: { open: '08:00', close: '22:00' },
      tue: { open: '08:00', close: '22:00' },
      wed: { open: '09:00', close: '01:00' },
      thu: closed,
      fri: { open: '08:00', close: '22:00' },
      sat: { open: '09:00', close: '23:30' },
      sun: closed,
    },
  };

  it('gives the free text as it is', () => {
    expect(todayHours({ kind: 'text', text: 'Daily 8–22' }, at(WED, '10:00'))).toEqual({
      kind: 'text',
      text: 'Daily 8–22',
    });
    expect(todayHours(null, at(WED, '10:00'))).toBeNull();
  });

  it("gives today's hours and whether it is open now", () => {
    expect(todayHours(week, at(WED, '10:00'))).toEqual({
      kind: 'weekly',
      open: '09:00',
      close: '01:00',
      openNow: true,
    });
    expect(todayHours(week, at(WED, '08:30'))).toMatchObject({ openNow: false });
  });

  it('counts the night after a late day as open, then closed for the day', () => {
    expect(todayHours(week, at(THU, '00:30'))).toMatchObject({ kind: 'weekly', openNow: true });
    expect(todayHours(week, at(THU, '10:00'))).toEqual({ kind: 'closed-today' });
  });
});
