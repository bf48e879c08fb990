export {
  getPaymentSettings,
  PAYMENT_SETTINGS_KEY,
  type ProviderSettings,
  paymentSettingsQuery,
  providersKey,
  settingsPath,
  usePaymentSettings,
  ZProviderSettings,
} from './payment-settings';
