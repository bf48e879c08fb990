/** The QR pages section under the console (/user/app/qr-pages). */
export const QR_PAGES_PATH = '/user/app/qr-pages';

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
