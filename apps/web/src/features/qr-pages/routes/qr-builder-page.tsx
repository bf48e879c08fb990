import { QrBuilder } from '../components/builder/qr-builder';
import { PageFrame } from '../components/page-frame';

/** /user/app/qr-pages/:slug: one page's builder with its live phone preview. */
export function QrBuilderPage() {
  return (
    <PageFrame>
      {/* Keyed by id: another page gets a fresh form. */}
      {(page) => <QrBuilder key={page.id} page={page} />}
    </PageFrame>
  );
}
