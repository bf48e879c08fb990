import { describe, expect, it } from 'vitest';
import { currencySign, formatAmount, parseMoney, typicalPrice, unusualPrice } from './money';

const minor = (text: string, digits?: number) => {
  const parsed = parseMoney(text, digits);
  return parsed.kind === 'amount' ? parsed.minor : parsed.kind;
};

describe('parseMoney', () => {
  it.each([
    ['9,50', 950],
    ['9.50', 950],
    ['9,5', 950],
    ['9.5', 950],
    ['9', 900],
    ['9.', 900],
    [',50', 50],
    ['0,05', 5],
    ['12', 1200],
  ])('reads "%s" with either decimal separator as %i cents', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it.each([
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['1 234,50', 123450],
    ['1\u00a0234,50', 123450],
    ['1\u202f234,50', 123450],
    ["1'234.50", 123450],
    ['1,234', 123400],
    ['1.234', 123400],
    ['12.500', 1250000],
    ['1.234.567', 123456700],
    ['1,234,567.8', 123456780],
  ])('reads thousands separators in "%s" as %i cents', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it.each([
    ['€9,50', 950],
    ['9,50 €', 950],
    ['9,50\u00a0zł', 950],
    ['$ 9.50', 950],
    ['USD 9.50', 950],
    ['  4.20  ', 420],
  ])('leaves a currency sign or code around "%s" aside', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it('reads Arabic-Indic digits and the Arabic decimal mark', () => {
    expect(minor('٩٫٥٠')).toBe(950);
    expect(minor('١٬٢٣٤٫٥٠')).toBe(123450);
    expect(minor('\u200f9,50 €')).toBe(950);
  });

  it.each([
    ['-5'],
    ['\u22125'],
    ['abc'],
    ['9a5'],
    ['0,505'],
    ['1,2,3'],
    ['12,34,567'],
    ['1.234.56'],
    ['1,234.567'],
    ['9,50,00'],
    ['9 50'],
    ['1 234.567,50'],
    ['.'],
    ['twelve euros'],
    ['99999999999999'],
  ])('refuses "%s" instead of guessing', (text) => {
    expect(minor(text)).toBe('invalid');
  });

  it('gives empty for nothing typed', () => {
    expect(minor('')).toBe('empty');
    expect(minor('   ')).toBe('empty');
  });

  it('follows the currency’s decimals: none for a zero-decimal currency', () => {
    expect(minor('950', 0)).toBe(950);
    expect(minor('1,234', 0)).toBe(1234);
    expect(minor('9,50', 0)).toBe('invalid');
    expect(minor('9,505', 3)).toBe(9505);
  });
});

describe('unusualPrice', () => {
  it('questions a price above 1,000 in the main unit', () => {
    expect(unusualPrice(100_000, 2)).toBeNull();
    expect(unusualPrice(100_001, 2)).toBe('high');
    expect(unusualPrice(1001, 0)).toBe('high');
  });

  it('questions a price 100 times the usual one of its category', () => {
    expect(unusualPrice(95_000, 2, 950)).toBe('outlier');
    expect(unusualPrice(9_500, 2, 950)).toBeNull();
    expect(unusualPrice(200_000, 2, 150_000)).toBe('high');
  });

  it('has nothing to compare with when the category is new or free', () => {
    expect(unusualPrice(95_000, 2, null)).toBeNull();
    expect(unusualPrice(95_000, 2, 0)).toBeNull();
  });
});

describe('typicalPrice', () => {
  it('is the median of the paid prices', () => {
    expect(typicalPrice([450, 300, 520])).toBe(450);
    expect(typicalPrice([300, 500, 0])).toBe(400);
    expect(typicalPrice([0, 0])).toBeNull();
    expect(typicalPrice([])).toBeNull();
  });
});

describe('price box texts', () => {
  it('writes the amount the way the UI language does', () => {
    expect(formatAmount(123450, 2, 'en')).toBe('1,234.50');
    expect(formatAmount(950, 2, 'de')).toBe('9,50');
    expect(formatAmount(950, 0, 'en')).toBe('950');
  });

  it('puts the currency sign where the UI language puts it', () => {
    expect(currencySign('EUR', 'en')).toEqual({ sign: '€', before: true });
    expect(currencySign('EUR', 'de')).toEqual({ sign: '€', before: false });
    expect(currencySign('UAH', 'uk')).toEqual({ sign: '₴', before: false });
    expect(currencySign('USD', 'en')).toEqual({ sign: '$', before: true });
  });
});
