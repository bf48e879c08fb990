import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastBookableDay, tableBookingProblems } from './qr-info-booking-rules';
import {
  ZCreateTableBookingBody,
  ZSetTableBookingStatusBody,
  ZTableBooking,
  ZTableBookingListQuery,
} from './qr-info-bookings';
import type * as z from './zod';

const ID = '6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f';
const issues = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);
const request = {
  blockId: ID,
  date: '2025-06-03',
  time: '19:30',
  partySize: 4,
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
};

describe('a table booking request', () => {
  it('takes a complete request, trimming the texts', () => {
    const parsed = ZCreateTableBookingBody.parse({ ...request, phone: '+44 20 7946 0958', note: ' Window ' });
    expect(parsed).toMatchObject({ name: 'Ada Lovelace', note: 'Window', phone: '+44 20 7946 0958' });
  });

  it.each([
    [{ email: undefined }, 'email'],
    [{ email: 'ada@localhost' }, 'email', 'invalid_email'],
    [{ phone: 'call me' }, 'phone', 'invalid_phone'],
    [{ date: '2025-02-30' }, 'date', 'invalid_date'],
    [{ date: '3 June' }, 'date', 'invalid_date'],
    [{ time: '24:00' }, 'time', 'invalid_time'],
    [{ time: '7:30' }, 'time', 'invalid_time'],
    [{ partySize: 0 }, 'partySize', 'invalid_party_size'],
    [{ partySize: 2.5 }, 'partySize', 'invalid_party_size'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ note: 'x'.repeat(501) }, 'note'],
    [{ table: 'table-3' }, 'table'],
  ])('refuses %j at %s', (change, path, message?: string) => {
    const result = ZCreateTableBookingBody.safeParse({ ...request, ...change });
    const found = issues(result)?.find(([p]) => p === path);
    expect(found, JSON.stringify(issues(result))).toBeDefined();
    if (message) expect(found?.[1]).toBe(message);
  });

  it('lets staff answer or cancel, never set a request back', () => {
    expect(ZSetTableBookingStatusBody.safeParse({ status: 'confirmed' }).success).toBe(true);
    expect(ZSetTableBookingStatusBody.safeParse({ status: 'cancelled' }).success).toBe(true);
    expect(ZSetTableBookingStatusBody.safeParse({ status: 'requested' }).success).toBe(false);
  });

  it('filters the list by status, days and location', () => {
    expect(ZTableBookingListQuery.parse({ status: 'requested', from: '2025-06-01', locationId: ID })).toEqual(
      {
        status: 'requested',
        from: '2025-06-01',
        locationId: ID,
      },
    );
    expect(ZTableBookingListQuery.safeParse({ to: 'tomorrow' }).success).toBe(false);
  });

  it('answers a booking with its place', () => {
    const booking = {
      id: ID,
      date: '2025-06-03',
      time: '19:30',
      partySize: 4,
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      note: null,
      status: 'requested',
      locationId: ID,
      locationName: 'Old Town',
      tableName: null,
      qrInfoSlug: 'old-town',
      createdAt: '2025-06-01T10:00:00.000Z',
    };
    expect(ZTableBooking.parse(booking)).toEqual(booking);
  });
});

describe('the rules of a booking block on the venue clock', () => {
  const block = { minPartySize: 2, maxPartySize: 8, daysAhead: 30 };
  const now = { today: '2025-06-03', minutes: 18 * 60 };
  const problems = (change: object) =>
    tableBookingProblems({ date: '2025-06-10', time: '19:30', partySize: 4, ...change }, block, now).map(
      (p) => [p.field, p.code],
    );

  it('lets a guest book within the window and party sizes', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ partySize: 2, date: '2025-07-03' })).toEqual([]);
    expect(problems({ date: '2025-06-03', time: '18:01' })).toEqual([]);
    expect(lastBookableDay(block, now)).toBe('2025-07-03');
  });

  it('refuses a party outside the bounds, a day outside the window and a time already past', () => {
    expect(problems({ partySize: 1 })).toEqual([['partySize', 'invalid_party_size']]);
    expect(problems({ partySize: 9 })).toEqual([['partySize', 'invalid_party_size']]);
    expect(problems({ date: '2025-06-02' })).toEqual([['date', 'invalid_date']]);
    expect(problems({ date: '2025-07-04' })).toEqual([['date', 'invalid_date']]);
    expect(problems({ date: '2025-06-03', time: '18:00' })).toEqual([['time', 'invalid_time']]);
    expect(problems({ date: '2025-06-03', time: '09:00', partySize: 20 })).toEqual([
      ['partySize', 'invalid_party_size'],
      ['time', 'invalid_time'],
    ]);
  });

  it('counts days across months and years, and today only with no days ahead', () => {
    const newYear = { today: '2025-12-31', minutes: 0 };
    expect(lastBookableDay({ ...block, daysAhead: 1 }, newYear)).toBe('2026-01-01');
    const todayOnly = { ...block, daysAhead: 0 };
    expect(tableBookingProblems({ date: '2025-06-04', time: '12:00', partySize: 2 }, todayOnly, now)).toEqual(
      [{ field: 'date', code: 'invalid_date' }],
    );
  });
});

it('keeps the rules free of imports, so guest pages check them without zod', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'qr-info-booking-rules.ts'), 'utf8');
  expect(source).not.toMatch(/^import\s/m);
});
