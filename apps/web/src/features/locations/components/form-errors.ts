import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/errors';
import { fieldMessageWith } from '@/lib/form-errors';

/** The text of a field error: the location codes (and the slug conflict) from `locations:validation`. */
export const fieldMessage = fieldMessageWith('locations', ['invalid_time', 'invalid_slug', 'slug_taken']);

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
