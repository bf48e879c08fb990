/** Where the guest came from: a table's QR code, a location's, or the page's own (neither). */
export interface PageOrigin {
  table?: string;
  location?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?table=` and `?location=` of the page's address. A value that is not an id is dropped: a
 * mangled sticker link still opens the venue's page rather than an error.
 */
export function pageOrigin(search: string): PageOrigin {
  const params = new URLSearchParams(search);
  const origin: PageOrigin = {};
  const table = params.get('table')?.trim();
  const location = params.get('location')?.trim();
  if (table && UUID.test(table)) origin.table = table.toLowerCase();
  if (location && UUID.test(location)) origin.location = location.toLowerCase();
  return origin;
}
