import { SYSTEM_ROLE_SLUGS, type TRole, type TUser, ZRoleConflict } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@/entities/permissions';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';

/** Nobody hands out more than they hold: a role is assignable when the user holds all its permissions. */
export function canAssign(
  user: Pick<TUser, 'permissions' | 'isSuperAdmin'>,
  role: Pick<TRole, 'permissions'>,
) {
  return role.permissions.every((permission) => can(user, permission));
}

const DEFAULT_NAMES: Record<string, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  waiter: 'Waiter',
};

/**
 * A built-in role keeps the English name it was created with until someone renames it: shown
 * in the reader's language while so, as written once renamed.
 */
export function useRoleLabel() {
  const { t } = useTranslation('users');
  return useCallback(
    (role: { slug: string; name: string } | null | undefined) => {
      if (!role) return t('table.noRole');
      const builtIn = (SYSTEM_ROLE_SLUGS as readonly string[]).includes(role.slug);
      return builtIn && DEFAULT_NAMES[role.slug] === role.name ? t(`systemRoles.${role.slug}`) : role.name;
    },
    [t],
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
