import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

/** Managing menus needs `menus.manage` (the API answers 403 without it). */
export function RequireMenusManage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('menus');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader />;
  if (user?.permissions.includes('menus.manage')) return children;
  return (
    <div className="gl-panel">
      <EmptyState icon="pi pi-lock" level={1} title={t('noAccess.title')} message={t('noAccess.message')} />
    </div>
  );
}
