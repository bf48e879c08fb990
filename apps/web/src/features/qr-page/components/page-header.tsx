import type { TQrInfoPublic } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';

/** The venue's page title, and the table when the guest scanned a table's code. */
export function PageHeader({ page }: { page: TQrInfoPublic }) {
  const { t } = useTranslation('guest-qr');
  return (
    <header className="qp-header">
      <h1 className="qp-header__title" dir="auto">
        {page.title}
      </h1>
      {page.table ? <p className="qp-header__table">{t('header.table', { name: page.table.name })}</p> : null}
    </header>
  );
}
