import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enPayments from '../../../../api/src/modules/i18n/locales/en/payments.json';
import type { ProviderSettings } from './api/get-payment-settings';

addEnglishPack('payments', enPayments);

export { renderAt } from '@/test/render';

export const OWNER = makeUser({ permissions: ['payments.manage', 'menus.manage'] });

export const SLUG = 'linden-cafe';
export const SETTINGS_URL = `/api/v1/payment/menu/${SLUG}/settings`;
export const LIST_URL = `/api/v1/payment/menu/${SLUG}/payment-info-all`;
export const REFUNDS_URL = '/api/v1/online-menu/payments/refunds';

export const MENUS = {
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      slug: SLUG,
      title: 'Linden Café',
      subTitle: null,
      language: 'en',
      currency: 'EUR',
      locationId: null,
      isActive: true,
      logo: null,
      version: 3,
      updatedAt: '2026-01-10T10:00:00.000Z',
      categoriesCount: 2,
      itemsCount: 8,
    },
  ],
};

export function provider(name: string, overrides: Partial<ProviderSettings> = {}): ProviderSettings {
  return { provider: name, enabled: false, config: {}, hasSecret: false, secretKeys: [], ...overrides };
}

/** The settings list as the API answers it, every provider not set up unless overridden. */
export function providers(...overrides: ProviderSettings[]) {
  return {
    items: ['test', 'stripe', 'paypal', 'mypos'].map(
      (name) => overrides.find((o) => o.provider === name) ?? provider(name),
    ),
  };
}
