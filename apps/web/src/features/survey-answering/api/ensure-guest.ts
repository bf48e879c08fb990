import { ApiError, api } from '@/lib/api-client';
import type { SurveyAddress } from './survey-kind';

/**
 * POST /customer/create/{kind}/{slug}: this device's guest identity, the customer cookie the
 * server sets (made on first contact, the same one after; safe to repeat).
 */
export function ensureGuest({ kind, slug }: SurveyAddress, signal?: AbortSignal) {
  return api.post(`/customer/create/${kind}/${encodeURIComponent(slug)}`, undefined, { signal });
}

/**
 * A guest's call that needs their identity: a first visitor of a page written on the server has
 * none until they act, so a 401 gets them one and the call is made again. Anyone else pays no
 * extra call.
 */
export async function asGuest<T>(
  address: SurveyAddress,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await ensureGuest(address, signal);
    return call();
  }
}
