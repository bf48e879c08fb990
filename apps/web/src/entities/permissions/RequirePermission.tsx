import type { ReactNode } from 'react';
import { NoAccess, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';
import { can, type PermissionNeed } from './can';

export interface RequirePermissionProps {
  permission: PermissionNeed;
  /** The feature's i18n namespace, whose `noAccess.title` and `noAccess.message` explain a refusal. */
  namespace: string;
  /** Offer a link back to the dashboard (text `noAccess.back` of the namespace). */
  backToDashboard?: boolean;
  children: ReactNode;
}

/**
 * The route guard of a console page: its content for holders of `permission`, a "no access" page
 * for everyone else (the API would answer 403), a loader while the user is not known yet.
 */
export function RequirePermission({
  permission,
  namespace,
  backToDashboard,
  children,
}: RequirePermissionProps) {
  const { user } = useCurrentUser();
  if (user === undefined) return <PageLoader />;
  if (can(user, permission)) return children;
  return <NoAccess namespace={namespace} backTo={backToDashboard ? '/user/app' : undefined} />;
}
