import { describe, expect, it } from 'vitest';
import { fromOpeningHours, toOpeningHours, ZHoursForm } from './opening-hours-form';

const DAY = { open: '09:00', close: '22:00', closed: false };

describe('opening hours in forms', () => {
  it('round-trips a weekly schedule, closed days included', () => {
    const hours = fromOpeningHours(
      {
        kind: 'weekly',
        days: {
          mon: { open: '08:00', close: '18:00' },
          tue: null,
          wed: null,
          thu: null,
          fri: null,
          sat: null,
          sun: null,
        },
      },
      DAY,
    );
    expect(hours.mode).toBe('weekly');
    expect(hours.days.mon).toEqual({ open: '08:00', close: '18:00', closed: false });
    expect(hours.days.tue).toEqual({ ...DAY, closed: true });
    expect(toOpeningHours(hours)).toMatchObject({
      kind: 'weekly',
      days: { mon: { open: '08:00' }, tue: null },
    });
  });

  it('keeps free text and "not set"', () => {
    expect(toOpeningHours(fromOpeningHours({ kind: 'text', text: 'By appointment' }, DAY))).toEqual({
      kind: 'text',
      text: 'By appointment',
    });
    const none = fromOpeningHours(null, DAY);
    expect(none.mode).toBe('none');
    expect(toOpeningHours(none)).toBeNull();
  });

  it("puts the contract's complaints on the day's field", () => {
    const hours = fromOpeningHours(null, DAY);
    hours.mode = 'weekly';
    hours.days.wed = { open: '25:00', close: '22:00', closed: false };
    const result = ZHoursForm.safeParse(hours);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.join('.').startsWith('days.wed'))).toBe(true);
  });
});
