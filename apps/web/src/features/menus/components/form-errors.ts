import { fieldMessageWith } from '@/lib/form-errors';

/** The text of a field error: the menu codes (slug, time, price rules) from `menus:validation`. */
export const fieldMessage = fieldMessageWith('menus', [
  'invalid_slug',
  'invalid_time',
  'slug_taken',
  'min_above_max',
]);
