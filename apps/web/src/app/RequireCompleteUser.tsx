import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';

export const SIGN_IN_PATH = '/user/app/sign-in';
export const COMPLETE_REGISTRATION_PATH = '/user/app/complete-registration';

/** Where a visitor of `target` must go first, or null when they may stay. */
export function guardRedirect(
  user: { registrationComplete: boolean } | null,
  target: { pathname: string; search: string },
): string | null {
  if (!user) return `${SIGN_IN_PATH}?next=${encodeURIComponent(target.pathname + target.search)}`;
  if (!user.registrationComplete) return COMPLETE_REGISTRATION_PATH;
  return null;
}

/** The staff console needs a signed-in user whose registration is complete. */
export function RequireCompleteUser() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading || user === undefined) return <PageLoader fullScreen />;
  const to = guardRedirect(user, location);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
