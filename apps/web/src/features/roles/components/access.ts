import { ZRoleConflict } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';

/** A failed role call in words: 409 by `details.reason`, 403 as "only what you hold", the rest by code. */
export function useProblemMessage() {
  const { t } = useTranslation('roles');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const conflict = ZRoleConflict.safeParse(error.details);
        if (error.code === 'CONFLICT' && conflict.success) return t(`conflict.${conflict.data.reason}`);
        if (error.code === 'FORBIDDEN') return t('forbidden');
      }
      return errorMessage(error);
    },
    [t, errorMessage],
  );
}
