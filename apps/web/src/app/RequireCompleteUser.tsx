import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui';
import { GuestAccountNotice } from '@/features/auth/components/guest-account-notice';
import { useCurrentUser } from '@/lib/session';

export const SIGN_IN_PATH = '/user/app/sign-in';
export const COMPLETE_REGISTRATION_PATH = '/user/app/complete-registration';

/**
 * Where a visitor of `target` must go first, or null when they may stay. A guest account stays
 * (it is shown what it is, never sent to set up a company).
 */
export function guardRedirect(
  user: { registrationComplete: boolean; guestAccount?: boolean } | null,
  target: { pathname: string; search: string },
): string | null {
  if (!user) return `${SIGN_IN_PATH}?next=${encodeURIComponent(target.pathname + target.search)}`;
  if (user.guestAccount) return null;
  if (!user.registrationComplete) return COMPLETE_REGISTRATION_PATH;
  return null;
}

/** The staff console needs a signed-in user whose registration is complete (a guest account sees what it is). */
export function RequireCompleteUser() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading || user === undefined) return <PageLoader fullScreen />;
  const to = guardRedirect(user, location);
  if (to) return <Navigate to={to} replace />;
  return user?.guestAccount ? <GuestAccountNotice user={user} /> : <Outlet />;
}
