import type { TOpeningHours } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOpenAt } from '../model/opening-hours';
import { block, makePage, showPage } from './qr-fixture';

/** Late evenings: Monday from 18:00 to 01:00, closed on Tuesdays, round the clock on Saturdays. */
const HOURS: TOpeningHours = {
  kind: 'weekly',
  days: {
    mon: { open: '18:00', close: '01:00' },
    tue: null,
    wed: { open: '09:00', close: '17:00' },
    thu: { open: '09:00', close: '17:00' },
    fri: { open: '09:00', close: '23:00' },
    sat: { open: '00:00', close: '00:00' },
    sun: null,
  },
};
const WEEKLY = HOURS as Extract<TOpeningHours, { kind: 'weekly' }>;

const details = (hours: TOpeningHours | null) =>
  block('location-work-details', {
    title: null,
    locationId: null,
    workDetails: { name: 'Linden Café, Old Town', address: 'Unter den Linden 1, Berlin', hours },
  });

afterEach(() => vi.useRealTimers());

describe('QR info page: opening hours', () => {
  it('reads open and closed on the venue’s clock, after midnight included', () => {
    // Tuesday 03:30 UTC is Monday 23:30 in New York: inside Monday's evening.
    const mondayNight = new Date('2026-06-02T03:30:00Z');
    expect(isOpenAt(WEEKLY, mondayNight, 'America/New_York')).toBe(true);
    expect(isOpenAt(WEEKLY, mondayNight, 'UTC')).toBe(false);
    // Tuesday 00:30 belongs to Monday's evening; 01:00 ends it.
    expect(isOpenAt(WEEKLY, new Date('2026-06-02T00:30:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(WEEKLY, new Date('2026-06-02T01:00:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(WEEKLY, new Date('2026-06-06T03:00:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(WEEKLY, new Date('2026-06-03T08:59:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(WEEKLY, new Date('2026-06-03T09:00:00Z'), 'UTC')).toBe(true);
  });

  it('shows the week’s hours, today marked, and whether it is open now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-06-02T03:30:00Z') });
    await showPage(makePage([details(HOURS)], { timeZone: 'America/New_York' }));
    const card = screen.getByRole('region', { name: 'Linden Café, Old Town' });
    expect(within(card).getByText('Unter den Linden 1, Berlin')).toBeInTheDocument();
    expect(within(card).getByText('Open now')).toBeInTheDocument();

    const rows = within(within(card).getByRole('table', { name: 'Opening hours' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday (today)6:00 PM – 1:00 AM',
      'TuesdayClosed',
      'Wednesday9:00 AM – 5:00 PM',
      'Thursday9:00 AM – 5:00 PM',
      'Friday9:00 AM – 11:00 PM',
      'SaturdayOpen 24 hours',
      'SundayClosed',
    ]);
  });

  it('says closed now, and shows hours kept as a text as they are', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-06-02T12:00:00Z') });
    await showPage(
      makePage([
        details(HOURS),
        block('location-work-details', {
          title: 'Bakery',
          locationId: null,
          workDetails: {
            name: 'Linden Bakery',
            address: null,
            hours: { kind: 'text', text: 'Every morning 7–11' },
          },
        }),
      ]),
    );
    const cafe = screen.getByRole('region', { name: 'Linden Café, Old Town' });
    expect(within(cafe).getByText('Closed now')).toBeInTheDocument();
    expect(
      within(cafe)
        .getByText(/Tuesday/)
        .closest('tr'),
    ).toHaveTextContent('(today)');
    const bakery = screen.getByRole('region', { name: 'Bakery' });
    expect(within(bakery).getByText('Every morning 7–11')).toBeInTheDocument();
    expect(within(bakery).queryByRole('table')).not.toBeInTheDocument();
  });
});
