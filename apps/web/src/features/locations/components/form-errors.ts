import type { FieldError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/errors';

import { fieldMessage as commonFieldMessage } from '@/lib/form-errors';

export { formSchemaOptions } from '@/lib/form-errors';

/** Codes of the location contracts (and the slug conflict) with a text under `validation.` here. */
const OWN_CODES = new Set(['invalid_url', 'invalid_phone', 'invalid_time', 'invalid_slug', 'slug_taken']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of a field error: our codes here, the shared ones from `common`, server texts as they came. */
export function fieldMessage(
  t: Translate,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  if (error?.message && OWN_CODES.has(error.message)) return t(`locations:validation.${error.message}`);
  return commonFieldMessage(t, error);
}

/**
 * The field messages of a failed call by form field: a 400 VALIDATION_FAILED's `details` paths
 * (`body.settings.socials.instagram` → `settings.socials.instagram`), and a 409 whose details name
 * a `path` (a slug another location has). `alias` maps wire paths the form shows elsewhere.
 */
export function serverFieldErrors(
  error: unknown,
  alias: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (path: string, message: string) => {
    const field = path.replace(/^body\./, '');
    out[alias[field] ?? field] ??= message;
  };
  for (const [path, message] of Object.entries(fieldErrors(error))) put(path, message);
  if (error instanceof ApiError && error.status === 409) {
    const details = error.details as { reason?: unknown; path?: unknown } | undefined;
    if (details?.reason === 'slug-taken')
      put(typeof details.path === 'string' ? details.path : 'body.slug', 'slug_taken');
  }
  return out;
}
