/**
 * Reading a price typed by staff, whatever their keyboard or UI language: "9,50" and "9.50" are
 * both nine fifty, "1.234,50" and "1,234.50" both twelve hundred… A price is kept in minor units
 * (cents) as the API has it, computed from the digits, never through a float.
 */

export type ParsedMoney = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; minor: number };

// Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal and thousands marks.
const LOCAL_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const toLatinDigit = (digit: string) => String((digit.codePointAt(0) ?? 0) & 0xf);
// Spaces and apostrophes only ever group thousands ("1 234,50", "1'234.50"); read them as one space.
const SPACE_MARKS = /[\s\u00a0\u202f\u2009'’]+/g;
// A currency sign or code before or after the number ("€9,50", "9,50 zł", "USD 9.50").
const PREFIX = /^[^\d.,]*/;
const SUFFIX = /[^\d.,]*$/;
const MAX_WHOLE_DIGITS = 13;
const INVALID: ParsedMoney = { kind: 'invalid' };

function normalise(text: string): string {
  return text
    .replace(LOCAL_DIGITS, toLatinDigit)
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(SPACE_MARKS, ' ')
    .trim();
}

/**
 * Which of "." and "," is the decimal separator of `number`, or null when there is none. With
 * both, the last one is; alone, it is one unless it repeats ("1,234,567") or stands before exactly
 * three digits after a whole part of one to three digits that is not 0 ("1.234", "12,500"), in
 * a currency without three decimals.
 */
function decimalSeparator(number: string, digits: number): '.' | ',' | null {
  const lastDot = number.lastIndexOf('.');
  const lastComma = number.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!separator) return null;
  const parts = number.split(separator);
  if (parts.length > 2) return null;
  const [whole = '', fraction = ''] = parts;
  const thousands = digits !== 3 && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole);
  return thousands ? null : separator;
}

/** The whole part without its thousands marks, or null when they are not every three digits. */
function wholeDigits(whole: string): string | null {
  const marks = new Set(whole.replace(/\d/g, ''));
  if (marks.size === 0) return whole || '0';
  if (marks.size > 1) return null;
  const [mark = ''] = marks;
  const groups = whole.split(mark);
  const inThrees = groups.every((group, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));
  return inThrees ? groups.join('') : null;
}

/**
 * A typed price in minor units: `digits` is the currency's number of decimals (2 for cents).
 * A minus, more decimals than the currency has, words or badly placed separators make it invalid,
 * so a mistyped price is questioned instead of being saved as something else.
 */
export function parseMoney(text: string, digits = 2): ParsedMoney {
  const cleaned = normalise(text);
  if (cleaned === '') return { kind: 'empty' };
  if (/[-\u2212]/.test(cleaned)) return INVALID;
  const prefix = PREFIX.exec(cleaned)?.[0] ?? '';
  const suffix = SUFFIX.exec(cleaned.slice(prefix.length))?.[0] ?? '';
  if (prefix.trim().length > 4 || suffix.trim().length > 4) return INVALID;
  const number = cleaned.slice(prefix.length, cleaned.length - suffix.length).trim();
  if (!/^[\d., ]+$/.test(number) || !/\d/.test(number)) return INVALID;

  const decimal = decimalSeparator(number.replace(/ /g, ''), digits);
  const at = decimal ? number.lastIndexOf(decimal) : number.length;
  const fraction = number.slice(at + 1);
  if (!/^\d*$/.test(fraction) || fraction.length > digits) return INVALID;
  const whole = wholeDigits(number.slice(0, at));
  if (whole === null || whole.length > MAX_WHOLE_DIGITS) return INVALID;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? { kind: 'amount', minor } : INVALID;
}

/** Above this many main units (1,000.00 €) a price is questioned. */
export const HIGH_PRICE_UNITS = 1000;
/** A price this many times the usual one of its category is questioned ("9,50" typed as 950). */
export const OUTLIER_FACTOR = 100;

export type UnusualPrice = 'high' | 'outlier' | null;

/**
 * Whether a price looks like a typing slip: above 1,000 in the currency's main unit, or 100 times
 * the usual price of comparable items. Only a question for the user: the price may be right.
 */
export function unusualPrice(minor: number, digits: number, typical: number | null = null): UnusualPrice {
  if (typical !== null && typical > 0 && minor >= typical * OUTLIER_FACTOR) return 'outlier';
  if (minor > HIGH_PRICE_UNITS * 10 ** digits) return 'high';
  return null;
}

/** The usual price among `prices` (their median, free ones left out), or null without any. */
export function typicalPrice(prices: readonly number[]): number | null {
  const paid = prices.filter((price) => price > 0).sort((a, b) => a - b);
  if (paid.length === 0) return null;
  const middle = Math.floor(paid.length / 2);
  return paid.length % 2
    ? (paid[middle] ?? null)
    : Math.round(((paid[middle - 1] ?? 0) + (paid[middle] ?? 0)) / 2);
}

/** An amount for a price box in the UI language, without the currency: 950 → "9.50" / "9,50". */
export function formatAmount(minor: number, digits: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** The currency's sign as the UI language writes it, and whether it goes before the amount. */
export function currencySign(currency: string, locale: string): { sign: string; before: boolean } {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  return { sign: parts[at]?.value ?? currency, before: at >= 0 && at < number };
}
