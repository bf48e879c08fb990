import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

/** Managing locations needs `locations.manage` (the API answers 403 without it). */
export function RequireLocationsManage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('locations');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader />;
  if (user?.permissions.includes('locations.manage')) return children;
  return (
    <div className="gl-panel">
      <EmptyState icon="pi pi-lock" level={1} title={t('noAccess.title')} message={t('noAccess.message')} />
    </div>
  );
}
