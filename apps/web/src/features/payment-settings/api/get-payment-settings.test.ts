import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QuietCallFailed } from '@/lib/api-client';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { getPaymentSettings, paymentSettingsQuery } from './get-payment-settings';

const URL = '/api/v1/payment/menu/linden-cafe/payment-info-all';

describe('payment settings (payment-info-all)', () => {
  it('is a quiet call: false instead of raising when it fails', async () => {
    mockFetch({ [`GET ${URL}`]: apiError(500, 'INTERNAL_ERROR') });
    await expect(getPaymentSettings('linden-cafe')).resolves.toBe(false);
  });

  it('fails the page query so the page offers Try again', async () => {
    mockFetch({ [`GET ${URL}`]: apiError(502, 'SERVICE_UNAVAILABLE') });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(paymentSettingsQuery('linden-cafe'))).rejects.toBeInstanceOf(
      QuietCallFailed,
    );
  });
});
