import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui';
import { INTEGRATIONS_PATH } from '../paths';

/** Syrve is not saved or not turned on: the way to Integrations. */
export function NotConnected() {
  const { t } = useTranslation('syrve');
  return (
    <div className="gl-panel gl-syrve-not-connected">
      <EmptyState
        icon="pi pi-link"
        title={t('notConnected.title')}
        message={t('notConnected.message')}
        action={
          <Link to={INTEGRATIONS_PATH} className="p-button gl-syrve-link-button">
            <span className="pi pi-cog" aria-hidden="true" /> {t('notConnected.action')}
          </Link>
        }
      />
    </div>
  );
}
