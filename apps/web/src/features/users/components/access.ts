import { type TRole, type TUser, ZRoleConflict } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@/entities/permissions';
import { useRoleLabel as useSharedRoleLabel } from '@/entities/roles';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';

/** Nobody hands out more than they hold: a role is assignable when the user holds all its permissions. */
export function canAssign(
  user: Pick<TUser, 'permissions' | 'isSuperAdmin'>,
  role: Pick<TRole, 'permissions'>,
) {
  return role.permissions.every((permission) => can(user, permission));
}

/** A role's name in the reader's language (the shared rule), or "no role" for someone without one. */
export function useRoleLabel() {
  const { t } = useTranslation('users');
  const label = useSharedRoleLabel('users');
  return useCallback(
    (role: { slug: string; name: string } | null | undefined) => (role ? label(role) : t('table.noRole')),
    [t, label],
  );
}

export type ProblemContext = 'assign' | 'change';

/**
 * A failed call in words: 409 CONFLICT by `details.reason`, 403 by what was being done, the rest
 * by wire code (namespace `errors`).
 */
export function useProblemMessage() {
  const { t } = useTranslation('users');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, context: ProblemContext = 'change') => {
      if (error instanceof ApiError) {
        const conflict = ZRoleConflict.safeParse(error.details);
        if (error.code === 'CONFLICT' && conflict.success) return t(`conflict.${conflict.data.reason}`);
        if (error.code === 'FORBIDDEN') return t(`forbidden.${context}`);
      }
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}
