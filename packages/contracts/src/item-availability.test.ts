import { describe, expect, it } from 'vitest';
import { isServedAt, wallClock } from './item-availability';

describe('wallClock', () => {
  it("reads the venue's weekday and time in its zone", () => {
    // Monday 23:30 UTC is already Tuesday 01:30 in Bucharest (UTC+2 in winter).
    const date = new Date('2026-11-23T23:30:00Z');
    expect(wallClock(date, 'UTC')).toEqual({ weekday: 'mon', minutes: 23 * 60 + 30 });
    expect(wallClock(date, 'Europe/Bucharest')).toEqual({ weekday: 'tue', minutes: 90 });
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(wallClock(new Date('2026-11-23T08:00:00Z'), 'Mars/Olympus')).toEqual({
      weekday: 'mon',
      minutes: 480,
    });
  });
});

describe('isServedAt', () => {
  const breakfast = { days: ['mon', 'tue'] as ('mon' | 'tue')[], from: '07:00', to: '11:30' };
  const lateBar = { days: ['fri'] as 'fri'[], from: '20:00', to: '02:00' };

  it('serves items without hours at any time', () => {
    expect(isServedAt(null, { weekday: 'sun', minutes: 0 })).toBe(true);
  });

  it('serves inside the window on listed days only, the end excluded', () => {
    expect(isServedAt(breakfast, { weekday: 'mon', minutes: 7 * 60 })).toBe(true);
    expect(isServedAt(breakfast, { weekday: 'mon', minutes: 11 * 60 + 30 })).toBe(false);
    expect(isServedAt(breakfast, { weekday: 'wed', minutes: 8 * 60 })).toBe(false);
  });

  it('carries a window past midnight into the next morning', () => {
    expect(isServedAt(lateBar, { weekday: 'fri', minutes: 23 * 60 })).toBe(true);
    expect(isServedAt(lateBar, { weekday: 'sat', minutes: 60 })).toBe(true);
    expect(isServedAt(lateBar, { weekday: 'sat', minutes: 3 * 60 })).toBe(false);
    expect(isServedAt(lateBar, { weekday: 'fri', minutes: 60 })).toBe(false);
  });

  it('takes equal times as the whole day', () => {
    expect(isServedAt({ days: ['sun'], from: '00:00', to: '00:00' }, { weekday: 'sun', minutes: 1439 })).toBe(
      true,
    );
  });
});
