import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMyposAdapter, myposEndpoint, myposPurchaseForm, toMyposAmount } from './mypos';
import { makeMerchantKeys, startFakeMypos } from './mypos.test-support';
import { publicKeyOf, signedText, signFields, verifyEntries } from './mypos-signature';
import type { PaymentAdapter, ProviderSettings } from './types';

describe('myPOS wire details', () => {
  it('writes amounts in the currency’s major unit and finds the sandbox beside the live address', () => {
    expect(toMyposAmount(1170, 'EUR')).toBe('11.70');
    expect(toMyposAmount(5, 'BGN')).toBe('0.05');
    expect(toMyposAmount(1500, 'JPY')).toBe('1500');
    expect(myposEndpoint('https://www.mypos.eu/vmp/checkout', true)).toBe(
      'https://www.mypos.eu/vmp/checkout-test',
    );
    expect(myposEndpoint('https://www.mypos.eu/vmp/checkout', false)).toBe(
      'https://www.mypos.eu/vmp/checkout',
    );
  });

  it('signs the dash-joined values in order, and a changed or reordered value fails the check', () => {
    expect(signedText(['IPCPurchase', '1.4', { a: 1, b: ['x'] }])).toBe(
      Buffer.from('IPCPurchase-1.4-1-x').toString('base64'),
    );
    const keys = makeMerchantKeys();
    const fields = { IPCmethod: 'IPCPurchase', Amount: '11.70', Currency: 'EUR' };
    const signature = signFields(fields, keys.privateKeyPem);
    const key = publicKeyOf(keys.publicKeyPem);
    expect(verifyEntries([...Object.entries(fields), ['Signature', signature]], signature, key)).toBe(true);
    expect(verifyEntries(Object.entries({ ...fields, Amount: '0.01' }), signature, key)).toBe(false);
    expect(verifyEntries(Object.entries(fields).reverse(), signature, key)).toBe(false);
    expect(verifyEntries(Object.entries(fields), 'not-base64!', key)).toBe(false);
  });
});

describe('myPOS refunds (IPCRefund against the local server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeMypos>>;
  let settings: ProviderSettings;
  let adapter: PaymentAdapter;
  let purchases = 0;

  beforeAll(async () => {
    const merchant = makeMerchantKeys();
    fake = await startFakeMypos(merchant.publicKeyPem);
    settings = {
      config: { sid: '000000000000010', walletNumber: '61938166610', publicCertificate: fake.certificate },
      secrets: { privateKey: merchant.privateKeyPem },
    };
    adapter = createMyposAdapter(fake.url);
  });
  afterAll(async () => {
    await fake.close();
  });

  /** A purchase of 11.70 EUR the guest paid at myPOS; answers what a stored payment keeps of it. */
  async function paidPurchase() {
    const externalId = `order-${++purchases}-abc`;
    const form = myposPurchaseForm(fake.url, {
      externalId,
      order: { slug: 'order', number: purchases, total: 1170, currency: 'EUR' },
      successUrl: 'https://menu.example/ok',
      cancelUrl: 'https://menu.example/cancel',
      notifyUrl: 'https://menu.example/notify',
      settings,
    });
    await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    fake.notice(externalId);
    const reference = fake.purchases.get(externalId)!.trnref;
    return { externalId, reference, amount: 1170, currency: 'EUR' };
  }

  it('gives back what the purchase took, once, in a signed call naming its transaction', async () => {
    const payment = await paidPurchase();
    await adapter.refund!(payment, settings);
    expect(fake.refunds).toContainEqual({
      trnref: payment.reference,
      amount: '11.70',
      currency: 'EUR',
      orderId: `${payment.externalId}-refund`,
    });
    const call = fake.calls.at(-1)!;
    expect(call.signatureValid).toBe(true);
    expect(Object.keys(call.fields)).toEqual([
      'IPCmethod',
      'IPCVersion',
      'IPCLanguage',
      'SID',
      'WalletNumber',
      'KeyIndex',
      'Source',
      'Currency',
      'Amount',
      'OrderID',
      'IPC_Trnref',
      'OutputFormat',
      'Signature',
    ]);
    expect(call.fields).toMatchObject({ IPCmethod: 'IPCRefund', IPCVersion: '1.4', OutputFormat: 'json' });

    // myPOS refuses to give the same money back twice: the payment is left for staff.
    await expect(adapter.refund!(payment, settings)).rejects.toThrow(/already refunded/);
    expect(fake.refunds.filter((r) => r.trnref === payment.reference)).toHaveLength(1);
  });

  it('is refused more than the purchase took, or for a transaction myPOS does not know', async () => {
    const payment = await paidPurchase();
    await expect(adapter.refund!({ ...payment, amount: 1171 }, settings)).rejects.toThrow(/exceeds/);
    await expect(adapter.refund!({ ...payment, reference: '999999' }, settings)).rejects.toThrow(
      /Unknown transaction/,
    );
    expect(fake.refunds.some((r) => r.trnref === payment.reference)).toBe(false);
  });

  it('finds the transaction by the payment’s OrderID when no reference was kept', async () => {
    const payment = await paidPurchase();
    await adapter.refund!({ ...payment, reference: null }, settings);
    expect(fake.calls.at(-2)?.fields.IPCmethod).toBe('IPCGetPaymentStatus');
    expect(fake.refunds.at(-1)?.trnref).toBe(payment.reference);
  });

  it('trusts no answer whose signature is not myPOS’, and fails when myPOS is unreachable', async () => {
    const payment = await paidPurchase();
    const stranger = {
      ...settings,
      config: { ...settings.config, publicCertificate: fake.strangerCertificate },
    };
    await expect(adapter.refund!(payment, stranger)).rejects.toThrow(/bad signature/);
    fake.behaviour.refundsDown = true;
    try {
      await expect(adapter.refund!(payment, settings)).rejects.toThrow(/answered 503/);
    } finally {
      fake.behaviour.refundsDown = false;
    }
  });
});
