import { randomBytes } from 'node:crypto';
import { publicKeyOf, signFields, verifyEntries } from './mypos-signature';
import {
  type CheckoutRequest,
  type PaymentAdapter,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderSettings,
  type RefundTarget,
  type WalletRequest,
} from './types';

/**
 * myPOS Checkout API (IPC v1.4). A purchase is a signed form the guest's browser posts to myPOS
 * (IPCPurchase); myPOS tells the shop of the payment by posting IPCPurchaseNotify to URL_Notify
 * (signed with the key of the store's public certificate; the shop answers "OK"); the shop can
 * ask with IPCGetPaymentStatus. Wallet payments post the Google Pay / Apple Pay token server to
 * server and are settled by the signed answer. IPCRefund gives a payment back by its IPC_Trnref.
 */

const IPC_VERSION = '1.4';
const fail = (message: string) => new PaymentProviderError('mypos', message);

interface MyposAccount {
  sid: string;
  walletNumber: string;
  keyIndex: string;
  privateKey: string;
  certificate: string;
  testMode: boolean;
  /** The one currency the store takes, when set; other orders are refused before myPOS is asked. */
  currency: string | null;
  appleMerchantId: string | null;
}

function accountOf(settings: ProviderSettings): MyposAccount {
  const text = (key: string) => {
    const value = settings.config[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const sid = text('sid');
  const walletNumber = text('walletNumber');
  const certificate = text('publicCertificate');
  const privateKey = settings.secrets.privateKey;
  if (!sid || !walletNumber || !certificate || !privateKey) {
    throw fail('The myPOS SID, wallet number, certificate or private key is not set');
  }
  return {
    sid,
    walletNumber,
    keyIndex: text('keyIndex') ?? '1',
    privateKey,
    certificate,
    testMode: settings.config.testMode === true,
    currency: text('currency')?.toUpperCase() ?? null,
    appleMerchantId: text('appleMerchantId'),
  };
}

/** The sandbox is the production address with "-test" (…/vmp/checkout-test), as myPOS publishes them. */
export const myposEndpoint = (apiUrl: string, testMode: boolean) =>
  testMode ? `${apiUrl.replace(/\/+$/, '')}-test` : apiUrl;

const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
/** Minor units as myPOS writes amounts ("23.45"). */
export const toMyposAmount = (minor: number, currency: string) => {
  const digits = fractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};
function toMinor(value: unknown, currency: string): number | null {
  const amount = Number(value);
  return value === undefined || value === '' || !Number.isFinite(amount)
    ? null
    : Math.round(amount * 10 ** fractionDigits(currency));
}

/** A fresh myPOS OrderID for one payment of the order (myPOS refuses an OrderID used before). */
export const newMyposOrderId = (orderSlug: string) => `${orderSlug}-${randomBytes(5).toString('hex')}`;

const standard = (account: MyposAccount, method: string) => ({
  IPCmethod: method,
  IPCVersion: IPC_VERSION,
  IPCLanguage: 'EN',
  SID: account.sid,
  WalletNumber: account.walletNumber,
  KeyIndex: account.keyIndex,
});

/** The amount and a one-line cart: the order's total as "Order #n". */
function amountAndCart(order: CheckoutRequest['order'], account: MyposAccount) {
  if (account.currency && account.currency !== order.currency) {
    throw fail(`The myPOS store takes ${account.currency}, the order is in ${order.currency}`);
  }
  const amount = toMyposAmount(order.total, order.currency);
  return {
    Amount: amount,
    Currency: order.currency,
    CartItems: '1',
    Article_1: `Order #${order.number}`,
    Quantity_1: '1',
    Price_1: amount,
    Currency_1: order.currency,
    Amount_1: amount,
  };
}

const signed = (fields: Record<string, string>, account: MyposAccount) => {
  try {
    return { ...fields, Signature: signFields(fields, account.privateKey) };
  } catch {
    throw fail('The myPOS private key cannot sign (not an RSA private key in PEM)');
  }
};

export interface MyposPurchaseForm {
  action: string;
  fields: Record<string, string>;
}

/**
 * The signed IPCPurchase form of one payment (the same fields each time it is asked for: the
 * signature is deterministic). PaymentParametersRequired 3: myPOS asks the guest for nothing
 * but the card.
 */
export function myposPurchaseForm(
  apiUrl: string,
  request: Omit<CheckoutRequest, 'formPageUrl'> & { externalId: string },
): MyposPurchaseForm {
  const account = accountOf(request.settings);
  const fields = {
    ...standard(account, 'IPCPurchase'),
    OrderID: request.externalId,
    URL_OK: request.successUrl,
    URL_Cancel: request.cancelUrl,
    URL_Notify: request.notifyUrl,
    CardTokenRequest: '0',
    PaymentParametersRequired: '3',
    ...amountAndCart(request.order, account),
  };
  return { action: myposEndpoint(apiUrl, account.testMode), fields: signed(fields, account) };
}

/** A server-to-server IPC call; the JSON answer's signature is checked with myPOS' key. */
async function call(apiUrl: string, account: MyposAccount, fields: Record<string, string>) {
  const res = await fetch(myposEndpoint(apiUrl, account.testMode), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(signed({ ...fields, OutputFormat: 'json' }, account)),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw fail(`myPOS answered ${res.status} to ${fields.IPCmethod}`);
  const answer = (await res.json()) as Record<string, unknown>;
  const signature = typeof answer.Signature === 'string' ? answer.Signature : '';
  if (!verifyEntries(Object.entries(answer), signature, publicKeyOf(account.certificate))) {
    throw fail(`myPOS' answer to ${fields.IPCmethod} has a bad signature`);
  }
  return answer;
}

const trnrefOf = (answer: Record<string, unknown>) =>
  answer.IPC_Trnref === undefined || answer.IPC_Trnref === '' ? null : String(answer.IPC_Trnref);

const paid = (answer: Record<string, unknown>): ProviderPayment => {
  const currency = typeof answer.Currency === 'string' ? answer.Currency.toUpperCase() : null;
  return {
    status: 'paid',
    amount: currency ? toMinor(answer.Amount, currency) : null,
    currency,
    reference: trnrefOf(answer),
  };
};
const unpaid = (status: 'pending' | 'failed'): ProviderPayment => ({ status, amount: null, currency: null });

/** IPCGetPaymentStatus PaymentStatus: 1 successful, 2 pending, 3 unsuccessful, 4 reversed. */
function paymentOf(answer: Record<string, unknown>): ProviderPayment {
  // Any other Status: myPOS has no payment for this OrderID (yet) — the guest may still pay.
  if (Number(answer.Status) !== 0) return unpaid('pending');
  const status = Number(answer.PaymentStatus);
  if (status === 1) return paid(answer);
  return unpaid(status === 3 || status === 4 ? 'failed' : 'pending');
}

export function createMyposAdapter(apiUrl: string): PaymentAdapter {
  return {
    id: 'mypos',
    async checkout(request) {
      const externalId = newMyposOrderId(request.order.slug);
      // Built now so missing settings or a bad key fail here, not on the guest's way to myPOS.
      myposPurchaseForm(apiUrl, { ...request, externalId });
      return {
        externalId,
        redirectUrl: request.formPageUrl.replace('{externalId}', encodeURIComponent(externalId)),
      };
    },
    async status(externalId, settings) {
      const account = accountOf(settings);
      return paymentOf(
        await call(apiUrl, account, { ...standard(account, 'IPCGetPaymentStatus'), OrderID: externalId }),
      );
    },
    async walletPay({ kind, externalId, order, token, settings }: WalletRequest) {
      const account = accountOf(settings);
      const apple = kind === 'apple-pay';
      if (apple && !account.appleMerchantId) throw fail('The Apple merchant id is not set');
      const answer = await call(apiUrl, account, {
        ...standard(account, apple ? 'IPCApplePayProcess' : 'IPCGooglePayProcess'),
        OrderID: externalId,
        ...amountAndCart(order, account),
        ...(apple
          ? { ApplePayToken: token, AppleMerchantID: account.appleMerchantId ?? '' }
          : { GooglePayToken: token }),
      });
      return Number(answer.Status) === 0 ? paid(answer) : unpaid('failed');
    },
    // What the payment asked for is what its signed form charged; myPOS refuses to give back
    // more than it took, so a payment reported for less stays for staff.
    async refund(payment: RefundTarget, settings) {
      const account = accountOf(settings);
      // A payment flagged before its reference was kept: myPOS still knows it by our OrderID.
      const trnref =
        payment.reference ??
        trnrefOf(
          await call(apiUrl, account, {
            ...standard(account, 'IPCGetPaymentStatus'),
            OrderID: payment.externalId,
          }),
        );
      if (!trnref) throw fail(`myPOS has no transaction of ${payment.externalId} to refund`);
      const answer = await call(apiUrl, account, {
        ...standard(account, 'IPCRefund'),
        Source: 'guestloop',
        Currency: payment.currency,
        Amount: toMyposAmount(payment.amount, payment.currency),
        // myPOS asks for an OrderID of the refund's own; one per payment, so a retry names the same.
        OrderID: `${payment.externalId}-refund`,
        IPC_Trnref: trnref,
      });
      if (Number(answer.Status) !== 0) {
        throw fail(`myPOS refused the refund: ${String(answer.StatusMsg ?? answer.Status)}`);
      }
    },
  };
}

export interface MyposNotice {
  method: string;
  orderId: string;
  /** myPOS' transaction reference: one notice per transaction, whatever replays arrive. */
  transactionRef: string;
  payment: ProviderPayment;
}

/**
 * A notice myPOS posted to URL_Notify (form fields, raw body), or null when its signature does
 * not verify with the store's certificate. IPCPurchaseNotify reports a successful payment;
 * IPCPurchaseRollback one myPOS took back (the shop did not confirm it in time).
 */
export function readMyposNotice(rawBody: string, settings: ProviderSettings): MyposNotice | null {
  const entries = [...new URLSearchParams(rawBody).entries()];
  const field = (name: string) => entries.find(([key]) => key === name)?.[1] ?? '';
  const { certificate } = accountOf(settings);
  if (!verifyEntries(entries, field('Signature'), publicKeyOf(certificate))) return null;
  const method = field('IPCmethod');
  const answer = Object.fromEntries(entries);
  return {
    method,
    orderId: field('OrderID'),
    transactionRef: field('IPC_Trnref') || field('RequestSTAN'),
    payment: method === 'IPCPurchaseNotify' ? paid(answer) : unpaid('failed'),
  };
}
