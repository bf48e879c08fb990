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
 * IPCPurchase opens the "payment page", IPCGetPaymentStatus and the wallet calls answer signed
 * JSON. `notice` makes the IPCPurchaseNotify myPOS would post to URL_Notify (the test delivers it).
 */
export async function startFakeMypos(merchantPublicKeyPem: string) {
  const own = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const purchases = new Map<string, FakeMyposPurchase>();
  const calls: { path: string; fields: Record<string, string>; signatureValid: boolean }[] = [];
  let trnref = 40_000;
  const merchantKey = createPublicKey(merchantPublicKeyPem);

  const signedAnswer = (answer: Record<string, string | number>) => ({
    ...answer,
    Signature: signFields(
      Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, String(v)])),
      pem(own.privateKey, 'pkcs8'),
    ),
  });

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
          Amount: found.fields.Amount!,
          Currency: found.fields.Currency!,
          IPC_Trnref: found.trnref,
        });
      }
      if (method === 'IPCApplePayProcess' || method === 'IPCGooglePayProcess') {
        const token = fields.ApplePayToken ?? fields.GooglePayToken ?? '';
        if (token.includes('declined')) return json({ IPCmethod: method, Status: 21, StatusMsg: 'Declined' });
        return json({
          IPCmethod: method,
          IPC_Trnref: ++trnref,
          PaymentReference: `MTCOR${trnref}`,
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
   * `amount` (minor units) lets a test report another amount; `forged` signs with another key;
   * `rollback` makes the IPCPurchaseRollback of a payment myPOS took back (marked reversed).
   */
  function notice(orderId: string, options: { amount?: number; forged?: boolean; rollback?: boolean } = {}) {
    const purchase = purchases.get(orderId);
    if (!purchase) throw new Error(`no purchase ${orderId}`);
    purchase.paymentStatus = options.rollback ? 4 : 1;
    const currency = purchase.fields.Currency!;
    const fields = {
      IPCmethod: options.rollback ? 'IPCPurchaseRollback' : 'IPCPurchaseNotify',
      SID: purchase.fields.SID!,
      Amount:
        options.amount === undefined ? purchase.fields.Amount! : toMyposAmount(options.amount, currency),
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
    purchases,
    calls,
    notice,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
