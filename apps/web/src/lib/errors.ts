import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * Turns any thrown value into a text for the user: an ApiError by its wire code (namespace
 * `errors`), a failed network as `errors:network`, anything else as `errors:unknown`. The
 * `common` keys are the last fallback so a message exists even before the errors pack loads.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation(['errors', 'common']);
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.code === 'NETWORK') return t(['errors:network', 'common:error.network']);
        return t([`errors:${error.code}`, 'errors:unknown', 'common:error.unknown']);
      }
      return t(['errors:unknown', 'common:error.unknown']);
    },
    [t],
  );
}

interface Issue {
  path?: unknown;
  message?: unknown;
}

/**
 * The field messages of a 400 VALIDATION_FAILED answer, keyed by the wire path (`body.email`).
 * Use with react-hook-form: `setError(path.replace(/^body\./, ''), { message })`.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return out;
  for (const issue of error.details as Issue[]) {
    if (typeof issue?.path === 'string' && typeof issue.message === 'string' && !(issue.path in out)) {
      out[issue.path] = issue.message;
    }
  }
  return out;
}
