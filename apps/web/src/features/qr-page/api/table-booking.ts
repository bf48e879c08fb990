import type { TCreateTableBookingBody, TTableBooking } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /qr-info/{slug}/booking: a guest's request for a table through one of the page's booking
 * blocks (400 VALIDATION_FAILED naming the field, 404 when the block is gone, 429 when sent too
 * often). Not checked against the contract: no zod on a guest page.
 */
export function createTableBooking(slug: string, body: TCreateTableBookingBody) {
  return api.post<TTableBooking>(`/qr-info/${encodeURIComponent(slug)}/booking`, body);
}

export function useCreateTableBooking(slug: string) {
  return useMutation({ mutationFn: (body: TCreateTableBookingBody) => createTableBooking(slug, body) });
}
