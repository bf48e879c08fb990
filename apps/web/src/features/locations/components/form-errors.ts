import { fieldMessageWith } from '@/lib/form-errors';

/** The text of a field error: the location codes (and the slug conflict) from `locations:validation`. */
export const fieldMessage = fieldMessageWith('locations', ['invalid_time', 'invalid_slug', 'slug_taken']);
