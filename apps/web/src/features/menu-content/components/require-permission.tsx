import type { TPermission } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

/** Shows the page to holders of `permission`, and a short "no access" page to others. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation('menu-content');
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader />;
  if (user?.permissions.includes(permission)) return children;
  return (
    <div className="gl-panel">
      <EmptyState icon="pi pi-lock" level={1} title={t('noAccess.title')} message={t('noAccess.message')} />
    </div>
  );
}
