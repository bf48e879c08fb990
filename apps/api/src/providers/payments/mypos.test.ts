import { describe, expect, it } from 'vitest';
import { myposEndpoint, toMyposAmount } from './mypos';
import { makeMerchantKeys } from './mypos.test-support';
import { publicKeyOf, signedText, signFields, verifyEntries } from './mypos-signature';

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
