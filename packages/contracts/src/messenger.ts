import type { TMessengerKind } from './enums';

/**
 * Keeps the ASCII digits 0–9 of a phone number and drops everything else (spaces, dashes,
 * brackets, the plus sign). A whole non-negative number is read as its digits; any other value
 * gives ''.
 */
export function stripNonDigits(value: unknown): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : '';
  return typeof value === 'string' ? value.replace(/[^0-9]/g, '') : '';
}

/**
 * The link a contact block opens (SPEC point 3 "Messenger links"), built from the digits of the
 * number only: `+38 (050) 123-45-67` becomes `380501234567`. The sign is never read from the input:
 * it is stripped like every other non-digit, and each link adds what its service needs.
 *
 * - phone: `tel:<digits>`. The plus sign is left out on purpose: the spec keeps digits only, and
 *   adding `+` to a number typed in national form (`050…`) would dial the wrong country.
 * - viber: `viber://chat?number=%2B<digits>` (Viber wants the encoded `+`).
 * - telegram: `https://t.me/+<digits>` (Telegram's phone-number link form).
 * - whatsapp: `https://wa.me/<digits>` (WhatsApp wants digits with no sign).
 *
 * Returns null when the value holds no digits at all.
 */
export function messengerLink(kind: TMessengerKind, phone: unknown): string | null {
  const digits = stripNonDigits(phone);
  if (digits === '') return null;
  switch (kind) {
    case 'phone':
      return `tel:${digits}`;
    case 'viber':
      return `viber://chat?number=%2B${digits}`;
    case 'telegram':
      return `https://t.me/+${digits}`;
    case 'whatsapp':
      return `https://wa.me/${digits}`;
    default:
      return null;
  }
}
