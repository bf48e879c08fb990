import { fieldMessageWith } from '@/lib/form-errors';

/** The text of a field error: the menu codes (slug, time, price rules) from `menus:validation`. */
export const fieldMessage = fieldMessageWith('menus', [
  'invalid_slug',
  'invalid_time',
  'slug_taken',
  'min_above_max',
]);

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
