import type { TQrInfoPage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QR_PAGES_PATH } from '../../paths';
import { DeletePageDialog } from '../delete-page-dialog';

/** Deleting the page and its blocks: asks first, then goes back to the list. */
export function DangerZone({ page, leaving }: { page: TQrInfoPage; leaving: RefObject<boolean> }) {
  const { t } = useTranslation('qr-pages');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <section className="gl-panel gl-qr-section gl-qr-danger" aria-labelledby="qr-danger">
      <h2 id="qr-danger">{t('delete.heading')}</h2>
      <div className="gl-qr-danger__row">
        <p>{t('delete.lead')}</p>
        <Button
          type="button"
          icon="pi pi-trash"
          severity="danger"
          label={t('delete.button')}
          onClick={() => setAsking(true)}
        />
      </div>
      <DeletePageDialog
        page={asking ? page : null}
        onClose={() => setAsking(false)}
        onDeleted={() => {
          leaving.current = true;
          navigate(QR_PAGES_PATH, { replace: true });
        }}
      />
    </section>
  );
}
