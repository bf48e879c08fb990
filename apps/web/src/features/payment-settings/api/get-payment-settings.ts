// A menu's payment providers are shared server data (the dashboard's go-live list reads them too).
export {
  getPaymentSettings,
  type ProviderSettings,
  paymentSettingsQuery,
  usePaymentSettings,
  ZProviderSettings,
} from '@/entities/payment-settings';
