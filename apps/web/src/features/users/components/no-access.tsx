import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui';

/** What the section's address shows to someone whose role does not include it (403). */
export function NoAccess() {
  const { t } = useTranslation('users');
  return (
    <div className="gl-card gl-card--state">
      <EmptyState
        icon="pi pi-lock"
        level={1}
        title={t('noAccess.title')}
        message={t('noAccess.message')}
        action={
          <Link className="p-button p-component gl-users-link-button" to="/user/app">
            {t('noAccess.back')}
          </Link>
        }
      />
    </div>
  );
}
