import * as z from './zod';

/**
 * Online payments of orders (SPEC point 7 "Payments"). Each menu enables providers and keeps
 * their settings; secrets are write-only (answers say whether one is set, never what it is).
 * A checkout answers where to send the guest; the provider's callback or a status check marks
 * the order paid once the amount and currency match the order.
 */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'paypal', 'mypos'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPaymentMenuParams = z.object({ slug: z.string().min(1).max(100) });

/** GET /payment/menu/{slug}/payment-info: what the guest's checkout offers. */
export const ZPaymentInfo = z.object({ providers: z.array(ZPaymentProvider) });
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>;

/** A provider's settings as staff see them. */
export const ZPaymentSettings = z.object({
  provider: ZPaymentProvider,
  enabled: z.boolean(),
  /** Stripe publishable key, PayPal client id, myPOS SID, wallet number and certificate… */
  config: z.record(z.string(), z.union([z.string(), z.boolean()])),
  hasSecret: z.boolean(),
  /** Which secrets are stored (their names only). */
  secretKeys: z.array(z.string()),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;
/** GET /payment/menu/{slug}/payment-info-all: every provider, set up or not. */
export const ZPaymentSettingsList = z.object({ items: z.array(ZPaymentSettings) });

/** Staff: save one provider's settings; a secret left out keeps the stored one. */
export const ZSavePaymentSettingsBody = z.object({
  provider: ZPaymentProvider,
  enabled: z.boolean(),
  /** Up to 10 000 characters a value: myPOS' public certificate is a PEM block. */
  config: z.record(z.string().max(60), z.union([z.string().max(10_000), z.boolean()])).default({}),
  /** Stripe secret key and webhook signing secret, PayPal client secret, myPOS private key (PEM)… */
  secrets: z.record(z.string().max(60), z.string().max(10_000)).optional(),
});
export type TSavePaymentSettingsBody = z.infer<typeof ZSavePaymentSettingsBody>;

export const ZCheckoutBody = z.object({ orderSlug: z.string().min(6).max(40) });
export type TCheckoutBody = z.infer<typeof ZCheckoutBody>;
/** Where to send the guest to pay, and the provider's id of this payment. */
export const ZCheckout = z.object({ redirectUrl: z.string(), externalId: z.string() });
export type TCheckout = z.infer<typeof ZCheckout>;

/** POST /menu/pay-result {orderSlug}: how the order's payment stands. */
export const ZPayResult = z.object({
  orderSlug: z.string(),
  status: ZPaymentStatus,
  paid: z.boolean(),
  provider: ZPaymentProvider.nullable(),
});
export type TPayResult = z.infer<typeof ZPayResult>;

/** `/my-pos/menu/pay/{externalId}`: the payment's id, as made for the provider. */
export const ZProviderPaymentParams = z.object({ externalId: z.string().min(8).max(80) });

/** The built-in test provider's page: the tester approves or declines a payment. */
export const ZTestPaymentParams = z.object({ externalId: z.string().min(8).max(100) });
export const ZTestPayment = z.object({
  externalId: z.string(),
  orderSlug: z.string(),
  menuSlug: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: ZPaymentStatus,
});
export type TTestPayment = z.infer<typeof ZTestPayment>;
export const ZCompleteTestPaymentBody = z.object({
  externalId: z.string().min(8).max(100),
  approve: z.boolean(),
});

/** POST /stripe/menu/pay-status. */
export const ZStripePayStatusBody = z.object({
  orderSlug: z.string().min(6).max(40),
  sessionId: z.string().min(1).max(200),
});
/** POST /paypal/menu/capture. */
export const ZPaypalCaptureBody = z.object({ orderId: z.string().min(1).max(100) });

/**
 * POST /my-pos/menu/google-pay and /apple-pay: pay at once with the wallet token the browser got
 * from the Google Pay or Apple Pay sheet (the token as the wallet gave it, JSON text). Answers
 * how the payment stands, like /menu/pay-result.
 */
export const ZWalletPayBody = z.object({
  orderSlug: z.string().min(6).max(40),
  token: z.string().min(2).max(20_000),
});
export type TWalletPayBody = z.infer<typeof ZWalletPayBody>;

/**
 * GET /domains (quiet): the hosts the guest's payment pages are served from — the product's
 * public address and any other web origin it allows — e.g. for Apple Pay merchant domains.
 */
export const ZPaymentDomains = z.object({ domains: z.array(z.string()) });
export type TPaymentDomains = z.infer<typeof ZPaymentDomains>;

/**
 * Staff: a payment that did not pay its order (it came for an order paid already, or for a total
 * that no longer holds) and must still be given back — the provider refused or could not be
 * asked. `flaggedAt` is when it was found to be owed.
 */
export const ZPaymentToRefund = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  orderSlug: z.string(),
  menuSlug: z.string(),
  /** Null once the menu is deleted (the order keeps its slug). */
  menuTitle: z.string().nullable(),
  provider: ZPaymentProvider,
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  flaggedAt: z.iso.datetime({ offset: true }),
});
export type TPaymentToRefund = z.infer<typeof ZPaymentToRefund>;
/** GET /online-menu/payments/refunds: the company's payments to give back, newest first. */
export const ZPaymentsToRefund = z.object({ items: z.array(ZPaymentToRefund) });
export type TPaymentsToRefund = z.infer<typeof ZPaymentsToRefund>;

export const ZPaymentIdParams = z.object({ id: z.uuid() });
export type TPaymentIdParams = z.infer<typeof ZPaymentIdParams>;

/** Where a payment to give back stands: still owed, or given back (by the provider or by hand). */
export const ZRefundState = z.enum(['refund-needed', 'refunded']);
/** POST /online-menu/payments/{id}/retry-refund and /mark-refunded: the payment's state after. */
export const ZPaymentRefund = z.object({ id: z.uuid(), status: ZRefundState });
export type TPaymentRefund = z.infer<typeof ZPaymentRefund>;
