import { loadNamespaces } from '@/lib/i18n';
import type { StandalonePage } from '@/lib/standalone-page';
import { pageOrigin } from './model/page-origin';

/**
 * A QR info page's public link, opened from the venue's, a location's or a table's QR code. It
 * loads its module and its words together, nothing of the console and no routing code.
 */
export const qrInfoPage: StandalonePage = {
  path: 'user/p/qr/:slug',
  title: 'common:titles.qr',
  load: async () => {
    const [{ QrPage }] = await Promise.all([import('./routes/qr-page'), loadNamespaces(['guest-qr'])]);
    return ({ slug = '' }) => <QrPage slug={slug} origin={pageOrigin(window.location.search)} />;
  },
};
