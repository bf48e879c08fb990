import { describe, expect, it } from 'vitest';
import { dateLocale, formatDate, formatWhen, partOfDay } from './date-format';

const at = new Date('2026-03-12T19:28:00Z');

describe('console dates and times', () => {
  it('writes a euro café’s times on the 24-hour clock in English, and 12-hour only where it is used', () => {
    expect(formatDate(at, 'time', { language: 'en', currency: 'EUR', timeZone: 'UTC' })).toBe('19:28');
    expect(formatDate(at, 'time', { language: 'en', currency: 'USD', timeZone: 'UTC' })).toMatch(
      /^7:28\sPM$/,
    );
    expect(formatDate(at, 'time', { language: 'de', currency: 'EUR', timeZone: 'UTC' })).toBe('19:28');
    expect(formatDate(at, 'time', { language: 'uk', currency: 'UAH', timeZone: 'UTC' })).toBe('19:28');
    expect(dateLocale({ language: 'en', currency: 'GBP' })).toBe('en-GB');
    expect(dateLocale({ language: 'hv', currency: 'EUR' })).toBe('hr');
  });

  it("shows times on the venue's clock", () => {
    expect(formatDate(at, 'time', { language: 'en', currency: 'EUR', timeZone: 'Europe/Berlin' })).toBe(
      '20:28',
    );
    expect(formatDate(at, 'dateTime', { language: 'en', currency: 'EUR', timeZone: 'Europe/Berlin' })).toBe(
      '12 Mar 2026, 20:28',
    );
  });

  it('tells a list the time for today, the day this year, the full date before', () => {
    const settings = { language: 'en', currency: 'EUR', timeZone: 'Europe/Berlin' };
    const now = new Date('2026-03-12T22:00:00Z');
    expect(formatWhen(at, settings, now)).toBe('20:28');
    expect(formatWhen('2026-01-05T08:00:00Z', settings, now)).toBe('5 Jan, 09:00');
    expect(formatWhen('2025-12-31T08:00:00Z', settings, now)).toBe('31 Dec 2025, 09:00');
    // 23:30 on the 11th in UTC is already the 12th in Berlin: today there.
    expect(formatWhen('2026-03-11T23:30:00Z', settings, now)).toBe('00:30');
  });

  it('greets by the part of the day at the venue, not on the device', () => {
    const evening = new Date('2026-03-12T11:30:00Z');
    expect(partOfDay(evening, 'Asia/Tokyo')).toBe('evening');
    expect(partOfDay(evening, 'Europe/Berlin')).toBe('afternoon');
    expect(partOfDay(new Date('2026-03-12T06:30:00Z'), 'Europe/Berlin')).toBe('morning');
    expect(partOfDay(evening, 'Not/AZone')).toMatch(/morning|afternoon|evening/);
  });
});
