import type { TQrInfoBlockUseBody, TQrInfoViewBody } from '@guestloop/contracts';
import { API_BASE } from '@/lib/api-client';
import { getCurrentLanguage } from '@/lib/current-language';

/**
 * A counter the page reports and forgets: a beacon where the browser has one (it outlives a
 * link the guest follows), else a fetch kept alive. It never shows an error or waits.
 */
function report(path: string, body: object): void {
  const url = `${API_BASE}${path}`;
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
    }
  } catch {
    // a refused beacon falls back to fetch
  }
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: getCurrentLanguage() },
      body: json,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // counting is best effort
  }
}

const pagePath = (slug: string, what: string) => `/qr-info/${encodeURIComponent(slug)}/${what}`;

/** POST /qr-info/{slug}/view: the page was opened (from a table's QR code when `table` is set). */
export function reportView(slug: string, table: string | undefined): void {
  const body: TQrInfoViewBody = table ? { table } : {};
  report(pagePath(slug, 'view'), body);
}

/** POST /qr-info/{slug}/block-use: the guest used a block (opened its link, copied, called…). */
export function reportBlockUse(slug: string, blockId: string, table: string | undefined): void {
  const body: TQrInfoBlockUseBody = table ? { blockId, table } : { blockId };
  report(pagePath(slug, 'block-use'), body);
}
