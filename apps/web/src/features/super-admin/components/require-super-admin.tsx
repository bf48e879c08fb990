import type { ReactNode } from 'react';
import { NoAccess, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

/** The super administrator's pages: everyone else sees "no access" (the API answers 403 anyway). */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user?.isSuperAdmin) return <NoAccess namespace="super-admin" backTo="/user/app" />;
  return <>{children}</>;
}
