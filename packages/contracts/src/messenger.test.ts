import { describe, expect, it } from 'vitest';
import { MESSENGER_KINDS } from './enums';
import { messengerLink, stripNonDigits } from './messenger';

describe('stripNonDigits', () => {
  it.each([
    ['+38 (050) 123-45-67', '380501234567'],
    ['380501234567', '380501234567'],
    ['  +1.555.010.9999 ext', '15550109999'],
    ['abc', ''],
    ['', ''],
    ['٣٨٠', ''],
    [380501234567, '380501234567'],
    [-5, ''],
    [1.5, ''],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    [{}, ''],
  ])('stripNonDigits(%j) is %j', (value, expected) => {
    expect(stripNonDigits(value)).toBe(expected);
  });
});

describe('messengerLink', () => {
  const number = '+38 (050) 123-45-67';

  it.each([
    ['phone', 'tel:380501234567'],
    ['viber', 'viber://chat?number=%2B380501234567'],
    ['telegram', 'https://t.me/+380501234567'],
    ['whatsapp', 'https://wa.me/380501234567'],
  ] as const)('builds the %s link from the digits only', (kind, expected) => {
    expect(messengerLink(kind, number)).toBe(expected);
  });

  it('gives the same link whatever the number is written with', () => {
    expect(messengerLink('whatsapp', '380501234567')).toBe(messengerLink('whatsapp', '+380 50 123 45 67'));
  });

  it.each(MESSENGER_KINDS)('returns null for %s when there are no digits', (kind) => {
    expect(messengerLink(kind, '')).toBeNull();
    expect(messengerLink(kind, ' + ( ) - ')).toBeNull();
    expect(messengerLink(kind, null)).toBeNull();
  });

  it('returns null for a kind it does not know', () => {
    expect(messengerLink('fax' as never, number)).toBeNull();
  });
});
