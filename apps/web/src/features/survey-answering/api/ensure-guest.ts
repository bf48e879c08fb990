import { api } from '@/lib/api-client';
import type { SurveyAddress } from './survey-kind';

/**
 * POST /customer/create/{kind}/{slug}: this device's guest identity, the customer cookie the
 * server sets (made on first contact, the same one after; safe to repeat).
 */
export function ensureGuest({ kind, slug }: SurveyAddress, signal?: AbortSignal) {
  return api.post(`/customer/create/${kind}/${encodeURIComponent(slug)}`, undefined, { signal });
}
