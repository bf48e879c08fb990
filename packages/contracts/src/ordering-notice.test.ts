import { describe, expect, it } from 'vitest';
import type { TPublicMenu } from './menus';
import {
  DEFAULT_ORDERING_SETTINGS,
  NOT_PAUSED,
  type TOrderingPause,
  type TOrderingSettings,
} from './ordering';
import { menuTakesOrders, orderingNotice, orderingNoticeText, venueTime } from './ordering-notice';
import type { TOpeningHours } from './structure';

const nineToFive: TOpeningHours = {
  kind: 'weekly',
  days: {
    mon: { open: '09:00', close: '17:00' },
    tue: { open: '09:00', close: '17:00' },
    wed: { open: '09:00', close: '17:00' },
    thu: { open: '09:00', close: '17:00' },
    fri: { open: '09:00', close: '17:00' },
    sat: null,
    sun: null,
  },
};

function menu(
  ordering: Partial<TOrderingSettings> = {},
  pause: TOrderingPause = NOT_PAUSED,
  hours: TOpeningHours | null = nineToFive,
  timeZone = 'Europe/Berlin',
) {
  return {
    timeZone,
    settings: {
      workDetails: { address: null, hours },
      ordering: { ...DEFAULT_ORDERING_SETTINGS, ...ordering },
      pause,
    },
  } as unknown as Pick<TPublicMenu, 'settings' | 'timeZone'>;
}

// Wednesday 2025-03-05, 14:00 in Berlin (UTC+1).
const WEDNESDAY_AFTERNOON = new Date('2025-03-05T13:00:00Z');
const en = { language: 'en', currency: 'EUR', timeZone: 'Europe/Berlin' } as const;

describe("a guest menu's ordering notice", () => {
  it('says a pause and its end on the venue clock, in the guest language', () => {
    const paused = menu({}, { paused: true, until: '2025-03-05T17:30:00.000Z', note: ' Back soon ' });
    const notice = orderingNotice(paused, WEDNESDAY_AFTERNOON);
    expect(notice).toEqual({ kind: 'paused', until: '2025-03-05T17:30:00.000Z', note: 'Back soon' });
    expect(orderingNoticeText(notice as never, WEDNESDAY_AFTERNOON, en)).toEqual({
      key: 'ordering.pausedUntil',
      values: { time: '18:30' },
    });
    expect(
      orderingNoticeText(notice as never, WEDNESDAY_AFTERNOON, { ...en, currency: 'USD' }).values,
    ).toEqual({
      time: '6:30 PM',
    });
  });

  it('says only "paused" without an end, and nothing once a timed pause is over', () => {
    const open = menu({}, { paused: true, until: null, note: null });
    expect(
      orderingNoticeText(orderingNotice(open, WEDNESDAY_AFTERNOON) as never, WEDNESDAY_AFTERNOON, en),
    ).toEqual({
      key: 'ordering.paused',
      values: {},
    });
    const over = menu({}, { paused: true, until: '2025-03-05T12:00:00.000Z', note: null });
    expect(orderingNotice(over, WEDNESDAY_AFTERNOON)).toBeNull();
  });

  it('tells when ordering opens next, with the weekday when that is another day', () => {
    const hoursOnly = menu({ onlyWithinHours: true });
    const evening = new Date('2025-03-05T18:00:00Z');
    const notice = orderingNotice(hoursOnly, evening);
    expect(notice).toEqual({ kind: 'closed', opens: '2025-03-06T08:00:00.000Z' });
    expect(orderingNoticeText(notice as never, evening, { ...en, language: 'de' })).toEqual({
      key: 'ordering.closedUntilDay',
      values: { time: '09:00', day: 'Donnerstag' },
    });
    expect(orderingNotice(hoursOnly, WEDNESDAY_AFTERNOON)).toBeNull();
    // Closed, but the venue takes orders at any time: nothing to say.
    expect(orderingNotice(menu(), evening)).toBeNull();
  });

  it('says nothing for a view-only menu or one with every way to order off', () => {
    const paused = { paused: true, until: null, note: null };
    expect(orderingNotice(menu({ viewOnly: true }, paused), WEDNESDAY_AFTERNOON)).toBeNull();
    const none = menu({ table: false, pickup: false, delivery: false });
    expect(menuTakesOrders(none)).toBe(false);
    expect(menuTakesOrders(menu())).toBe(true);
  });

  it('reads a time on the venue clock, not the runtime one', () => {
    const tokyo = { ...en, timeZone: 'Asia/Tokyo' };
    // 23:30 UTC on Wednesday is 08:30 on Thursday in Tokyo; "now" there is still Wednesday 22:00.
    expect(venueTime('2025-03-05T23:30:00Z', WEDNESDAY_AFTERNOON, tokyo)).toEqual({
      time: '08:30',
      day: 'Thursday',
    });
  });
});
