import { fieldMessageWith } from '@/lib/form-errors';

/** The text of a field error: the menu codes (slug, time, price and ordering rules) from `menus:validation`. */
export const fieldMessage = fieldMessageWith('menus', [
  'invalid_slug',
  'invalid_time',
  'slug_taken',
  'min_above_max',
  'duplicate_area',
  'invalid_slot_length',
  'no_mode',
  'too_many_areas',
  'area_too_long',
]);
