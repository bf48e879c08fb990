import { stripNonDigits } from './messenger';

/** A phone number as people type it: digits, spaces, `+ ( ) - .`; 3 to 15 digits (E.164). */
export function isPhoneNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[+\d\s().-]{1,40}$/.test(value)) return false;
  const digits = stripNonDigits(value).length;
  return digits >= 3 && digits <= 15;
}
