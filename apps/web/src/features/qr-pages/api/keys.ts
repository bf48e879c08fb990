import type { TTableBookingListQuery } from '@guestloop/contracts';

/** Every QR pages query lives under this key. */
export const QR_PAGES_KEY = ['qr-pages'] as const;
export const qrPageListKey = [...QR_PAGES_KEY, 'list'] as const;
export const qrPageKey = (slug: string) => [...QR_PAGES_KEY, 'edit', slug] as const;
export const qrStatsKey = (slug: string) => [...QR_PAGES_KEY, 'stats', slug] as const;
/** Every list of table bookings, whatever its filters. */
export const bookingsKey = [...QR_PAGES_KEY, 'bookings'] as const;
export const bookingListKey = (query: TTableBookingListQuery) => [...bookingsKey, query] as const;

/** The API path of one page's calls (`/qr-info/{slug}/…`). */
export const qrInfoPath = (slug: string, ...rest: string[]) =>
  ['/qr-info', encodeURIComponent(slug), ...rest].join('/');
