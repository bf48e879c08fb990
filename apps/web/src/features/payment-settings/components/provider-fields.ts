/**
 * What each payment provider asks for, in one table. `config` fields are stored as typed and
 * shown back; `secret` fields are write-only (the API only says a secret is stored). A provider
 * missing here (one the contract lists before this table knows it) gets a card with the switch
 * alone, so a new provider never breaks the page.
 */
export type ProviderFieldKind = 'text' | 'secret' | 'pem' | 'secretPem' | 'switch';

export interface ProviderField {
  key: string;
  kind: ProviderFieldKind;
  /** Needed before the provider can be switched on. */
  required?: boolean;
  /** A value that does not match is refused with `payments:validation.<formatKey>`. */
  format?: RegExp;
  formatKey?: string;
  /** Longest accepted value (PEM keys and certificates are long). */
  maxLength?: number;
  /** Shown in an empty box to hint at the shape (an example, not a real value). */
  placeholder?: string;
}

export interface ProviderDefinition {
  /** A PrimeIcons class, or a short text mark drawn in the card's badge. */
  mark: string;
  fields: readonly ProviderField[];
  /** Stripe: the webhook address to paste into its dashboard. */
  webhook?: boolean;
  /** Where the merchant finds these keys. */
  docsUrl?: string;
}

const PEM_MAX = 10_000;
const PEM = /-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----/;

export const PROVIDER_DEFINITIONS: Record<string, ProviderDefinition> = {
  test: { mark: 'pi pi-verified', fields: [] },
  stripe: {
    mark: 'S',
    webhook: true,
    docsUrl: 'https://dashboard.stripe.com/apikeys',
    fields: [
      {
        key: 'publishableKey',
        kind: 'text',
        required: true,
        format: /^pk_(test|live)_\w+$/,
        formatKey: 'stripePublishable',
        placeholder: 'pk_live_…',
      },
      {
        key: 'secretKey',
        kind: 'secret',
        required: true,
        format: /^(sk|rk)_(test|live)_\w+$/,
        formatKey: 'stripeSecret',
        placeholder: 'sk_live_…',
      },
      {
        key: 'webhookSecret',
        kind: 'secret',
        format: /^whsec_\w+$/,
        formatKey: 'stripeWebhook',
        placeholder: 'whsec_…',
      },
    ],
  },
  paypal: {
    mark: 'P',
    docsUrl: 'https://developer.paypal.com/dashboard/applications',
    fields: [
      { key: 'clientId', kind: 'text', required: true },
      { key: 'clientSecret', kind: 'secret', required: true },
      { key: 'sandbox', kind: 'switch' },
    ],
  },
  mypos: {
    mark: 'M',
    docsUrl: 'https://www.mypos.com/',
    fields: [
      { key: 'sid', kind: 'text', required: true, format: /^\d+$/, formatKey: 'digits' },
      { key: 'walletNumber', kind: 'text', required: true, format: /^\d+$/, formatKey: 'digits' },
      // Left empty, myPOS is asked with key index 1.
      { key: 'keyIndex', kind: 'text', format: /^\d{1,4}$/, formatKey: 'keyIndex', placeholder: '1' },
      {
        key: 'privateKey',
        kind: 'secretPem',
        required: true,
        format: PEM,
        formatKey: 'pem',
        maxLength: PEM_MAX,
        placeholder: '-----BEGIN RSA PRIVATE KEY-----',
      },
      {
        key: 'publicCertificate',
        kind: 'pem',
        required: true,
        format: PEM,
        formatKey: 'pem',
        maxLength: PEM_MAX,
        placeholder: '-----BEGIN CERTIFICATE-----',
      },
      { key: 'currency', kind: 'text', format: /^[A-Za-z]{3}$/, formatKey: 'currency', placeholder: 'EUR' },
      { key: 'appleMerchantId', kind: 'text', placeholder: 'merchant.com.example' },
      { key: 'testMode', kind: 'switch' },
    ],
  },
};

const UNKNOWN: ProviderDefinition = { mark: 'pi pi-credit-card', fields: [] };

export function providerDefinition(provider: string): ProviderDefinition {
  return PROVIDER_DEFINITIONS[provider] ?? UNKNOWN;
}

export const isSecretField = (field: ProviderField) => field.kind === 'secret' || field.kind === 'secretPem';

/** The longest value the API takes for a field unless the field says otherwise. */
export const DEFAULT_MAX_LENGTH = 500;
