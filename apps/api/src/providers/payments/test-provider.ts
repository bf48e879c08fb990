import { randomBytes } from 'node:crypto';
import type { PaymentAdapter } from './types';

/**
 * The built-in provider for trying the product: the guest goes to the test checkout page, where
 * a tester approves or declines. The state lives in the payments table (the page's calls settle
 * it), so `status` answers only "pending" — the service reads the stored state for this one.
 */
export const testAdapter: PaymentAdapter = {
  id: 'test',
  async checkout({ successUrl }) {
    const externalId = `test_${randomBytes(12).toString('base64url')}`;
    const back = encodeURIComponent(successUrl.replace('{externalId}', externalId));
    return { externalId, redirectUrl: `/user/online-menu/test/checkout?payment=${externalId}&back=${back}` };
  },
  async status() {
    return { status: 'pending', amount: null, currency: null };
  },
  // No money moved, so there is nothing to give back; the payment is marked refunded.
  async refund() {},
};
