import { BOOKINGS_CONSOLE_PATH } from '@guestloop/contracts';

/** The QR pages section under the console (/user/app/qr-pages). */
export const QR_PAGES_PATH = '/user/app/qr-pages';
/** The table bookings guests ask for through the pages' booking blocks (where bells and mails lead). */
export const QR_BOOKINGS_PATH = BOOKINGS_CONSOLE_PATH;

export const qrPagePath = (slug: string) => `${QR_PAGES_PATH}/${encodeURIComponent(slug)}`;
export const qrPageStatsPath = (slug: string) => `${qrPagePath(slug)}/statistics`;

/** The page guests open; with a table's QR code the page knows the table. */
export function publicQrPath(slug: string, tableId?: string | null): string {
  const path = `/user/p/qr/${encodeURIComponent(slug)}`;
  return tableId ? `${path}?table=${encodeURIComponent(tableId)}` : path;
}

/** The whole address of the guest's page, for sharing and the QR code. */
export const publicQrUrl = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

/** The permission that opens the section (and every call of its API). */
export const QR_PERMISSION = 'qr-info.manage';
