import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

/** Payment settings and the bonus program need `payments.manage` (the API answers 403 without it). */
export function RequirePaymentsManage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payments');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader />;
  if (user?.permissions.includes('payments.manage')) return children;
  return (
    <div className="gl-panel">
      <EmptyState icon="pi pi-lock" level={1} title={t('noAccess.title')} message={t('noAccess.message')} />
    </div>
  );
}
