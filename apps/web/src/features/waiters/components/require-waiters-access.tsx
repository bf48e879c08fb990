import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

/** Assigning tables needs `tables.manage` or `users.manage` (what the API asks for). */
export function RequireWaitersAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation('waiters');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader />;
  if (user?.permissions.some((p) => p === 'tables.manage' || p === 'users.manage')) return children;
  return (
    <div className="gl-panel">
      <EmptyState icon="pi pi-lock" level={1} title={t('noAccess.title')} message={t('noAccess.message')} />
    </div>
  );
}
