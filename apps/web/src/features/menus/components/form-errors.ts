import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/errors';
import { fieldMessageWith } from '@/lib/form-errors';

/** The text of a field error: the menu codes (slug, time, price rules) from `menus:validation`. */
export const fieldMessage = fieldMessageWith('menus', [
  'invalid_slug',
  'invalid_time',
  'slug_taken',
  'min_above_max',
]);

/**
 * The field messages of a failed call by form field: a 400 VALIDATION_FAILED's `details` paths
 * (`body.settings.hero.title` → `settings.hero.title`) and a 409 `slug-taken` on the slug.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (path: string, message: string) => {
    out[path.replace(/^body\./, '')] ??= message;
  };
  for (const [path, message] of Object.entries(fieldErrors(error))) put(path, message);
  if (error instanceof ApiError && error.status === 409) {
    const details = error.details as { reason?: unknown; path?: unknown } | undefined;
    if (details?.reason === 'slug-taken')
      put(typeof details.path === 'string' ? details.path : 'body.slug', 'slug_taken');
  }
  return out;
}

/** Every leaf path of a form's values (the fields a server message can land on). */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value);
  if (!entries.length) return [prefix];
  return entries.flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** The form field a wire path lands on: itself, or the first field inside it. */
export function fieldFor(fields: readonly string[], path: string): string | undefined {
  return fields.includes(path) ? path : fields.find((leaf) => leaf.startsWith(`${path}.`));
}
