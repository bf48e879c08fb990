import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number';

describe('isPhoneNumber', () => {
  it.each([
    ['+38 (050) 123-45-67', true],
    ['050.123.45.67', true],
    ['112', true],
    ['12', false],
    ['1234567890123456', false],
    ['call me', false],
    ['+38 050 123 45 67 ext. 5', false],
    ['', false],
    [380501234567, false],
  ])('isPhoneNumber(%j) is %j', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});
