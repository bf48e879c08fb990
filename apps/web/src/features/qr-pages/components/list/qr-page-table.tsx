import type { TQrInfoListItem } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyText } from '@/lib/clipboard';
import { intlLocale } from '@/lib/intl';
import { useToast } from '@/lib/toast';
import { publicQrPath, publicQrUrl, qrPagePath, qrPageStatsPath } from '../../paths';
import { ActiveSwitch } from '../active-switch';
import { DeletePageDialog } from '../delete-page-dialog';
import { ShareDialog } from '../share/share-dialog';

/** The pages as a table (cards on a phone): the title opens the builder; link, QR code, statistics and delete beside it. */
export function QrPageTable({ pages }: { pages: TQrInfoListItem[] }) {
  const { t, i18n } = useTranslation('qr-pages');
  const toast = useToast();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const [deleting, setDeleting] = useState<TQrInfoListItem | null>(null);
  // The page's current row, so switching it on from the dialog shows at once.
  const [sharingId, setSharingId] = useState<string | null>(null);
  const sharing = pages.find((page) => page.id === sharingId) ?? null;
  const copy = async (page: TQrInfoListItem) => {
    if (await copyText(publicQrUrl(publicQrPath(page.slug)))) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  return (
    <>
      <table className="gl-qr-table" aria-labelledby="qr-pages-heading">
        <thead>
          <tr>
            <th scope="col">{t('list.title')}</th>
            <th scope="col">{t('list.location')}</th>
            <th scope="col">{t('list.active')}</th>
            <th scope="col" className="gl-qr-table__num">
              {t('list.blocksLabel')}
            </th>
            <th scope="col" className="gl-qr-table__num">
              {t('list.views30')}
            </th>
            <th scope="col">
              <span className="gl-visually-hidden">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <th scope="row" data-label={t('list.title')}>
                <Link to={qrPagePath(page.slug)} className="gl-qr-table__title" dir="auto">
                  {page.title}
                </Link>
              </th>
              <td data-label={t('list.location')} dir="auto">
                {page.locationName}
              </td>
              <td data-label={t('list.active')}>
                <ActiveSwitch page={page} compact />
              </td>
              <td data-label={t('list.blocksLabel')} className="gl-qr-table__num">
                {number.format(page.blocksCount)}
              </td>
              <td data-label={t('list.views30')} className="gl-qr-table__num">
                {number.format(page.viewsLast30Days)}
              </td>
              <td className="gl-qr-table__actions">
                <a
                  className="gl-qr-icon-link"
                  href={publicQrUrl(publicQrPath(page.slug))}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('share.open')}
                >
                  <span className="pi pi-external-link" aria-hidden="true" />
                  <span className="gl-visually-hidden">{t('list.openOf', { title: page.title })}</span>
                </a>
                <Button
                  type="button"
                  icon="pi pi-copy"
                  text
                  rounded
                  aria-label={t('list.copyOf', { title: page.title })}
                  title={t('share.copy')}
                  onClick={() => void copy(page)}
                />
                <Button
                  type="button"
                  icon="pi pi-qrcode"
                  text
                  rounded
                  aria-label={t('list.shareOf', { title: page.title })}
                  title={t('share.button')}
                  onClick={() => setSharingId(page.id)}
                />
                <Link
                  className="gl-qr-icon-link"
                  to={qrPageStatsPath(page.slug)}
                  aria-label={t('list.statsOf', { title: page.title })}
                  title={t('tabs.statistics')}
                >
                  <span className="pi pi-chart-bar" aria-hidden="true" />
                </Link>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t('list.deleteOf', { title: page.title })}
                  title={t('delete.confirm')}
                  onClick={() => setDeleting(page)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShareDialog page={sharing} onClose={() => setSharingId(null)} />
      <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
