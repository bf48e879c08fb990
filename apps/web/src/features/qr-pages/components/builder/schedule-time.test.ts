import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from './schedule-time';

describe('schedule times on the venue’s clock', () => {
  it('reads a moment as the venue’s wall clock and back, across time zones and clock changes', () => {
    expect(toWallTime('2026-06-01T16:30:00.000Z', 'Europe/Kyiv')).toBe('2026-06-01T19:30');
    expect(fromWallTime('2026-06-01T19:30', 'Europe/Kyiv')).toBe('2026-06-01T16:30:00.000Z');
    expect(fromWallTime('2026-01-15T09:00', 'America/New_York')).toBe('2026-01-15T14:00:00.000Z');
    // The night Europe moves its clocks forward: 03:30 in Berlin is summer time.
    expect(fromWallTime('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(toWallTime('2026-12-31T23:15:00.000Z', 'Asia/Tokyo')).toBe('2027-01-01T08:15');
  });

  it('leaves empty what is empty or not a moment', () => {
    expect(toWallTime(null, 'UTC')).toBe('');
    expect(toWallTime('soon', 'UTC')).toBe('');
    expect(fromWallTime('', 'UTC')).toBeNull();
  });
});
