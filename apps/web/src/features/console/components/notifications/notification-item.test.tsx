import type { TNotification } from '@guestloop/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConsoleDates } from '@/entities/company';
import { addEnglishPack } from '@/test/render';
import enNotifications from '../../../../../../api/src/modules/i18n/locales/en/notifications.json';
import { NotificationItem } from './notification-item';

addEnglishPack('notifications', enNotifications);

const dates: ConsoleDates = {
  settings: { language: 'en', currency: 'EUR', timeZone: 'Pacific/Kiritimati' },
  format: () => '',
  when: () => 'just now',
  partOfDay: () => 'evening',
};

const booking: TNotification = {
  id: '77777777-7777-4777-8777-000000000001',
  kind: 'booking.new',
  sourceType: 'booking',
  sourceId: '66666666-6666-4666-8666-666666666661',
  subjectId: '88888888-8888-4888-8888-000000000001',
  locationId: null,
  locationName: 'Old Town',
  payload: {
    tableLabel: 'D4',
    comment: 'A high chair please',
    booking: { date: '2025-06-03', time: '19:30', partySize: 4, name: 'Ada Lovelace' },
  },
  readAt: null,
  createdAt: new Date().toISOString(),
};

describe('a table booking in the bell', () => {
  it('says who booked for when and how many, and opens the bookings page', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ul>
              <NotificationItem
                item={booking}
                dates={dates}
                deleting={false}
                onOpen={() => {}}
                onDelete={() => {}}
              />
            </ul>
          ),
        },
      ],
      { initialEntries: ['/user/app'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', `/user/app/qr-pages/bookings?booking=${booking.subjectId}`);
    expect(link).toHaveTextContent('Table booking');
    expect(link).toHaveTextContent('Old Town · D4');
    // The venue's wall clock as booked, not moved into the company's zone.
    expect(link).toHaveTextContent('Ada Lovelace · 3 Jun, 19:30 · Guests: 4');
    expect(link).toHaveTextContent('A high chair please');
  });
});
