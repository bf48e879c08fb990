import { type TRole, ZRoleConflict } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';

/** The built-in administrator role: the server never lets it lose a permission. */
export const isAdministratorRole = (role: Pick<TRole, 'slug' | 'isSystem'>) =>
  role.isSystem && role.slug === 'administrator';

const refusedForAdministrator = (details: unknown) =>
  typeof details === 'object' &&
  details !== null &&
  (details as { reason?: unknown }).reason === 'administrator-role';

/** A failed role call in words: 409 by `details.reason`, 403 as "only what you hold", the rest by code. */
export function useProblemMessage() {
  const { t } = useTranslation('roles');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const conflict = ZRoleConflict.safeParse(error.details);
        if (error.code === 'CONFLICT' && conflict.success) return t(`conflict.${conflict.data.reason}`);
        if (error.code === 'FORBIDDEN' && refusedForAdministrator(error.details)) {
          return t('editor.administratorKeeps');
        }
        if (error.code === 'FORBIDDEN') return t('forbidden');
      }
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}
