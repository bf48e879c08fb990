import { useCurrentUser } from '@/lib/session';
import { can, type PermissionNeed } from './can';

/** Whether the signed-in user holds `need` (false while nobody is known). */
export function useCan(need: PermissionNeed): boolean {
  const { user } = useCurrentUser();
  return can(user, need);
}
