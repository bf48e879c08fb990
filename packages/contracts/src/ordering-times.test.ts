import { describe, expect, it } from 'vitest';
import { wallClock } from './item-availability';
import {
  DEFAULT_ORDERING_SETTINGS,
  NOT_PAUSED,
  type TOrderingSettings,
  ZOrderingSettingsInput,
} from './ordering';
import {
  isDeliveryTimeOffered,
  isOpenAt,
  isPickupSlotOffered,
  nextOpening,
  type OrderingClock,
  orderingState,
  pickupSlots,
} from './ordering-times';
import type { TOpeningHours } from './structure';

const weekly = (open: string, close: string, closedOn: string[] = []): TOpeningHours => {
  const day = (name: string) => (closedOn.includes(name) ? null : { open, close });
  return {
    kind: 'weekly',
    days: {
      mon: day('mon'),
      tue: day('tue'),
      wed: day('wed'),
      thu: day('thu'),
      fri: day('fri'),
      sat: day('sat'),
      sun: day('sun'),
    },
  };
};
const daysOf = (hours: TOpeningHours) => (hours.kind === 'weekly' ? hours.days : ({} as never));
// 2025-03-05 is a Wednesday; Bucharest is UTC+2 then, UTC+3 from 2025-03-30 04:00.
const clock = (
  hours: TOpeningHours | null,
  timeZone = 'UTC',
  ordering: Partial<TOrderingSettings> = {},
): OrderingClock => ({
  ordering: { ...DEFAULT_ORDERING_SETTINGS, preparationMinutes: 20, pickupSlotMinutes: 15, ...ordering },
  hours,
  timeZone,
});

describe('opening hours on the venue clock', () => {
  it('is open within a day, past midnight for a late close, and all day for equal times', () => {
    const late = daysOf(weekly('18:00', '02:00', ['thu']));
    expect(isOpenAt(late, { weekday: 'wed', minutes: 23 * 60 })).toBe(true);
    expect(isOpenAt(late, { weekday: 'thu', minutes: 60 })).toBe(true);
    expect(isOpenAt(late, { weekday: 'thu', minutes: 3 * 60 })).toBe(false);
    expect(isOpenAt(late, { weekday: 'fri', minutes: 60 })).toBe(false);
    expect(isOpenAt(daysOf(weekly('00:00', '00:00')), { weekday: 'sun', minutes: 5 })).toBe(true);
  });

  it('finds the next opening in the venue time zone, across a clock change', () => {
    const days = daysOf(weekly('09:00', '22:00', ['sun']));
    expect(nextOpening(days, new Date('2025-03-05T23:00:00Z'), 'UTC')?.toISOString()).toBe(
      '2025-03-06T09:00:00.000Z',
    );
    expect(nextOpening(days, new Date('2025-03-05T21:00:00Z'), 'Europe/Bucharest')?.toISOString()).toBe(
      '2025-03-06T07:00:00.000Z',
    );
    // Saturday night: Sunday is closed, Monday opens after the clocks went forward.
    expect(nextOpening(days, new Date('2025-03-29T21:00:00Z'), 'Europe/Bucharest')?.toISOString()).toBe(
      '2025-03-31T06:00:00.000Z',
    );
    expect(
      nextOpening(
        daysOf(weekly('09:00', '22:00', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])),
        new Date(),
        'UTC',
      ),
    ).toBeNull();
  });
});

describe('pickup slots', () => {
  it('start after the preparation time, on the slot grid, inside the hours', () => {
    const slots = pickupSlots(clock(weekly('09:00', '11:00')), new Date('2025-03-05T10:07:00Z'));
    expect(slots.slice(0, 3)).toEqual([
      '2025-03-05T10:30:00.000Z',
      '2025-03-05T10:45:00.000Z',
      '2025-03-06T09:00:00.000Z',
    ]);
    expect(
      slots.every((slot) => isOpenAt(daysOf(weekly('09:00', '11:00')), wallClock(new Date(slot), 'UTC'))),
    ).toBe(true);
  });

  it('follow the local clock of the venue and stop at 48', () => {
    const slots = pickupSlots(
      clock(null, 'Asia/Kolkata', { preparationMinutes: 0, pickupSlotMinutes: 45 }),
      new Date('2025-03-05T10:00:00Z'),
    );
    // 15:30 in Kolkata is on a 45-minute grid from midnight (15:00 + 0:45 ≠ 15:30; 15:45 is).
    expect(wallClock(new Date(slots[0] as string), 'Asia/Kolkata').minutes % 45).toBe(0);
    expect(slots[0]).toBe('2025-03-05T10:15:00.000Z');
    expect(slots).toHaveLength(32);
    expect(pickupSlots(clock(null), new Date('2025-03-05T10:00:00Z'))).toHaveLength(48);
  });

  it('keeps a slot chosen a few minutes ago, never one off the grid or in the past', () => {
    const venue = clock(null);
    const now = new Date('2025-03-05T10:12:00Z');
    expect(isPickupSlotOffered(venue, '2025-03-05T10:30:00Z', now)).toBe(true);
    expect(isPickupSlotOffered(venue, '2025-03-05T10:30:00Z', new Date('2025-03-05T10:19:00Z'))).toBe(false);
    expect(isPickupSlotOffered(venue, '2025-03-05T10:40:00Z', now)).toBe(false);
    expect(isPickupSlotOffered(venue, '2025-03-05T12:30:00+02:00', now)).toBe(true);
  });
});

describe('delivery times', () => {
  it('are after the preparation time, within a week and while open', () => {
    const venue = clock(weekly('09:00', '22:00'));
    const now = new Date('2025-03-05T10:00:00Z');
    expect(isDeliveryTimeOffered(venue, '2025-03-05T10:20:00Z', now)).toBe(true);
    expect(isDeliveryTimeOffered(venue, '2025-03-05T10:05:00Z', now)).toBe(false);
    expect(isDeliveryTimeOffered(venue, '2025-03-05T23:00:00Z', now)).toBe(false);
    expect(isDeliveryTimeOffered(venue, '2025-03-20T12:00:00Z', now)).toBe(false);
  });
});

describe('ordering state', () => {
  const now = new Date('2025-03-05T23:00:00Z');
  it('pauses until a time or until switched back', () => {
    const base = { ...clock(null), pause: { ...NOT_PAUSED, paused: true, until: '2025-03-05T23:30:00Z' } };
    expect(orderingState(base, now)).toMatchObject({
      paused: true,
      pausedUntil: base.pause.until,
      takingOrders: false,
    });
    expect(orderingState(base, new Date('2025-03-05T23:31:00Z')).takingOrders).toBe(true);
    expect(
      orderingState({ ...base, pause: { ...base.pause, until: null } }, new Date('2030-01-01')).paused,
    ).toBe(true);
  });

  it('takes no orders when view-only, or when closed and ordering only within hours', () => {
    const view = orderingState({ ...clock(null, 'UTC', { viewOnly: true }), pause: NOT_PAUSED }, now);
    expect(view).toMatchObject({ modes: [], takingOrders: false, openNow: null });
    const closed = {
      ...clock(weekly('09:00', '22:00'), 'UTC', { onlyWithinHours: true }),
      pause: NOT_PAUSED,
    };
    expect(orderingState(closed, now)).toMatchObject({
      modes: ['table', 'pickup'],
      openNow: false,
      nextOpening: '2025-03-06T09:00:00.000Z',
      takingOrders: false,
    });
    closed.ordering.onlyWithinHours = false;
    expect(orderingState(closed, now).takingOrders).toBe(true);
  });
});

describe('ordering settings as sent', () => {
  it('refuses an area listed twice and a slot length that does not divide a day', () => {
    const problems = (changes: object) =>
      ZOrderingSettingsInput.safeParse({ ...DEFAULT_ORDERING_SETTINGS, ...changes }).error?.issues.map(
        (issue) => [issue.path.join('.'), issue.message],
      );
    expect(problems({ pickupSlotMinutes: 7 })).toEqual([['pickupSlotMinutes', 'invalid_slot_length']]);
    expect(problems({ deliveryAreas: ['Old Town', 'old town '] })).toEqual([
      ['deliveryAreas.1', 'duplicate_area'],
    ]);
    expect(problems({ pickupSlotMinutes: 45, deliveryAreas: ['Old Town', 'Riverside'] })).toBeUndefined();
  });
});
