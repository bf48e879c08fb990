import { CONTENT_MESSAGE_CODES } from '@guestloop/contracts';
import { ApiError } from '@/lib/api-client';
import { fieldMessageWith } from '@/lib/form-errors';

/** Field messages with this feature's own codes (`menu-content:validation.<code>`). */
export const contentFieldMessage = fieldMessageWith('menu-content', [
  ...Object.values(CONTENT_MESSAGE_CODES),
  'slug_taken',
]);

/** 409 `slug-taken` names the field; as a field error it reads "this address is taken". */
export function slugTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.details as { reason?: string } | undefined)?.reason === 'slug-taken'
  );
}
