import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toMyposAmount } from './mypos';
import { signFields, verifyEntries } from './mypos-signature';

export interface FakeMyposPurchase {
  fields: Record<string, string>;
  /** What IPCGetPaymentStatus reports: 1 successful, 2 pending, 3 unsuccessful, 4 reversed. */
  paymentStatus: 1 | 2 | 3 | 4;
  trnref: string;
  /** What myPOS took (major units), when a notice said another amount than the form's. */
  taken?: string;
}

/** A refund myPOS took: of which transaction, how much (major units, as sent), under which OrderID. */
export interface FakeMyposRefund {
  trnref: string;
  amount: string;
  currency: string;
  orderId: string;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

/** A merchant's RSA key pair, as a shop makes one for its myPOS store. */
export function makeMerchantKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKeyPem: pem(privateKey, 'pkcs8'), publicKeyPem: pem(publicKey, 'spki') };
}

/**
 * A local server speaking the part of myPOS' Checkout API (IPC v1.4) the adapter uses: form
 * POSTs to /vmp/checkout (and -test) whose signature it checks with the merchant's public key;
 * IPCPurchase opens the "payment page", IPCGetPaymentStatus, the wallet calls and IPCRefund answer
 * signed JSON. `notice` makes the IPCPurchaseNotify myPOS would post to URL_Notify (the test
 * delivers it). A refund must name a paid transaction (IPC_Trnref), in its currency, for no more
 * than it took, and only once; `behaviour.refundsDown` makes myPOS unreachable for refunds.
 */
export async function startFakeMypos(merchantPublicKeyPem: string) {
  const own = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const purchases = new Map<string, FakeMyposPurchase>();
  const calls: { path: string; fields: Record<string, string>; signatureValid: boolean }[] = [];
  /** Paid wallet payments by IPC_Trnref (purchases are paid through `notice` or `paymentStatus`). */
  const walletPayments = new Map<string, { amount: string; currency: string }>();
  const refunds: FakeMyposRefund[] = [];
  const behaviour = { refundsDown: false };
  let trnref = 40_000;
  const merchantKey = createPublicKey(merchantPublicKeyPem);

  const signedAnswer = (answer: Record<string, string | number>) => ({
    ...answer,
    Signature: signFields(
      Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, String(v)])),
      pem(own.privateKey, 'pkcs8'),
    ),
  });

  function paidTransaction(ref: string) {
    for (const purchase of purchases.values()) {
      if (purchase.trnref === ref && purchase.paymentStatus === 1) {
        return { amount: purchase.taken ?? purchase.fields.Amount!, currency: purchase.fields.Currency! };
      }
    }
    return walletPayments.get(ref) ?? null;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const entries = [...new URLSearchParams(body).entries()];
      const fields = Object.fromEntries(entries);
      const signatureValid = verifyEntries(entries, fields.Signature ?? '', merchantKey);
      calls.push({ path: req.url ?? '', fields, signatureValid });
      const json = (answer: Record<string, string | number>) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(signedAnswer(answer)));
      };
      if (req.method !== 'POST' || !/^\/vmp\/checkout(-test)?$/.test(req.url ?? '')) {
        res.writeHead(404).end();
        return;
      }
      const method = fields.IPCmethod ?? '';
      if (!signatureValid) {
        if (method === 'IPCPurchase') {
          res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Signature failed</p>');
          return;
        }
        return json({ IPCmethod: method, Status: 2, StatusMsg: 'Signature failed' });
      }
      if (method === 'IPCPurchase') {
        purchases.set(fields.OrderID!, { fields, paymentStatus: 2, trnref: String(++trnref) });
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>myPOS Checkout</h1>');
        return;
      }
      if (method === 'IPCGetPaymentStatus') {
        const found = purchases.get(fields.OrderID ?? '');
        if (!found) return json({ IPCmethod: method, Status: 5, StatusMsg: 'Invalid parameters' });
        return json({
          IPCmethod: method,
          Status: 0,
          StatusMsg: 'Success',
          OrderID: fields.OrderID!,
          PaymentStatus: found.paymentStatus,
          Amount: found.taken ?? found.fields.Amount!,
          Currency: found.fields.Currency!,
          IPC_Trnref: found.trnref,
        });
      }
      if (method === 'IPCApplePayProcess' || method === 'IPCGooglePayProcess') {
        const token = fields.ApplePayToken ?? fields.GooglePayToken ?? '';
        if (token.includes('declined')) return json({ IPCmethod: method, Status: 21, StatusMsg: 'Declined' });
        walletPayments.set(String(++trnref), { amount: fields.Amount!, currency: fields.Currency! });
        return json({
          IPCmethod: method,
          IPC_Trnref: trnref,
          PaymentReference: `MTCOR${trnref}`,
          Amount: fields.Amount!,
          Currency: fields.Currency!,
          Status: 0,
          StatusMsg: 'Success',
        });
      }
      if (method === 'IPCRefund') {
        if (behaviour.refundsDown) {
          res.writeHead(503).end();
          return;
        }
        const ref = fields.IPC_Trnref ?? '';
        const taken = paidTransaction(ref);
        const refuse = (StatusMsg: string) => json({ IPCmethod: method, Status: 5, StatusMsg });
        if (!taken) return refuse('Unknown transaction');
        if (refunds.some((refund) => refund.trnref === ref)) return refuse('Transaction already refunded');
        if (fields.Currency !== taken.currency || !(Number(fields.Amount) <= Number(taken.amount))) {
          return refuse('The amount exceeds the transaction');
        }
        refunds.push({
          trnref: ref,
          amount: fields.Amount!,
          currency: fields.Currency!,
          orderId: fields.OrderID ?? '',
        });
        return json({
          IPCmethod: method,
          IPC_Trnref: ref,
          Amount: fields.Amount!,
          Currency: fields.Currency!,
          Status: 0,
          StatusMsg: 'Success',
        });
      }
      json({ IPCmethod: method, Status: 10, StatusMsg: 'Unsupported call' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /**
   * The form body of the IPCPurchaseNotify myPOS posts for a paid purchase (and marks it paid).
   * `amount` (minor units) makes myPOS have taken another amount; `forged` signs with another key;
   * `rollback` makes the IPCPurchaseRollback of a payment myPOS took back (marked reversed).
   */
  function notice(orderId: string, options: { amount?: number; forged?: boolean; rollback?: boolean } = {}) {
    const purchase = purchases.get(orderId);
    if (!purchase) throw new Error(`no purchase ${orderId}`);
    purchase.paymentStatus = options.rollback ? 4 : 1;
    const currency = purchase.fields.Currency!;
    if (options.amount !== undefined) purchase.taken = toMyposAmount(options.amount, currency);
    const fields = {
      IPCmethod: options.rollback ? 'IPCPurchaseRollback' : 'IPCPurchaseNotify',
      SID: purchase.fields.SID!,
      Amount: purchase.taken ?? purchase.fields.Amount!,
      Currency: currency,
      OrderID: orderId,
      IPC_Trnref: purchase.trnref,
      RequestSTAN: '000123',
      RequestDateTime: '2025-05-04 12:30:00',
    };
    const key = options.forged ? stranger.privateKey : own.privateKey;
    return new URLSearchParams({ ...fields, Signature: signFields(fields, pem(key, 'pkcs8')) }).toString();
  }

  return {
    url: `http://127.0.0.1:${port}/vmp/checkout`,
    /** myPOS' public key for the store settings ("publicCertificate"). */
    certificate: pem(own.publicKey, 'spki'),
    /** Another key than myPOS': a store set up with it finds every answer's signature bad. */
    strangerCertificate: pem(stranger.publicKey, 'spki'),
    purchases,
    calls,
    refunds,
    behaviour,
    notice,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
