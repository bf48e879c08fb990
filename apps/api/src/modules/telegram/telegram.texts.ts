import {
  INTL_LOCALES,
  LANGUAGES,
  type TLanguage,
  type TOrderStatus,
  type TOrderType,
} from '@guestloop/contracts';
import type { TelegramMessage } from '../../providers/messaging';
import { fillVars, serverText, serverTexts } from '../i18n';
import type { StaffAlert } from '../notifications';

/**
 * What the bot writes, in the reader's language: its own words (namespace `telegram`) and, for an
 * order's news, the very status words the guest's order page shows (namespace `guest-order`).
 */

const tg = (language: TLanguage) => serverTexts('telegram', language);

/** The product's language of a Telegram user's language_code (IETF: "de", "pt-br", "ka"), else English. */
export function languageOfTelegram(code: string | undefined): TLanguage {
  const base = code?.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => INTL_LOCALES[language] === base || language === base) ?? 'en';
}

export const welcomeGuest = (language: TLanguage, venue: string) => tg(language)('welcome.guest', { venue });
export const welcomeStaff = (language: TLanguage, name: string) => tg(language)('welcome.staff', { name });
export const stopped = (language: TLanguage) => tg(language)('stopped');
export const linkExpired = (language: TLanguage) => tg(language)('linkExpired');
export const help = (language: TLanguage) => tg(language)('help');

/** An order's news: its number, the company, the new status and the order page's line for it. */
export function orderUpdate(
  language: TLanguage,
  order: { number: number; type: TOrderType; status: TOrderStatus; venue: string; link: string },
): Omit<TelegramMessage, 'chatId'> {
  const words = (key: string) => serverText('guest-order', language, key) ?? '';
  const lineKey = order.status === 'ready' ? `ready_${order.type}` : order.status;
  const line = fillVars(words(`statusLine.${lineKey}`), { number: order.number });
  return {
    text: tg(language)('order.update', {
      number: order.number,
      venue: order.venue,
      status: words(`status.${order.status}`),
      line,
    }),
    buttons: [{ text: tg(language)('order.open'), url: order.link }],
  };
}

function money(minorUnits: number, currency: string, language: TLanguage) {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency }).format(
    minorUnits / 10 ** digits,
  );
}

/** What a staff member is told of, in their language, with a link to it in the console when it has one. */
export function staffAlert(language: TLanguage, alert: StaffAlert): Omit<TelegramMessage, 'chatId'> {
  const t = serverTexts('telegram', language, 'staff');
  const place = (table: string | null) => (table ? `${alert.location} · ${table}` : alert.location);
  const open = (link: string) => [{ text: t('open'), url: link }];
  switch (alert.kind) {
    case 'order.new':
      return {
        text: t('orderNew', {
          number: alert.number,
          total: money(alert.total, alert.currency, language),
          place: place(alert.tableLabel),
        }),
        buttons: open(alert.link),
      };
    case 'waiter-call.new':
      return {
        text: t(alert.callKind === 'bill' ? 'billCall' : 'waiterCall', { place: place(alert.tableLabel) }),
      };
    case 'rating.bad':
    case 'rating.new': {
      const head = t(alert.kind === 'rating.bad' ? 'ratingBad' : 'ratingNew', {
        score: alert.score,
        max: alert.max,
        metric: alert.metric,
        place: place(alert.tableLabel),
      });
      return { text: alert.comment ? `${head}\n«${alert.comment}»` : head, buttons: open(alert.link) };
    }
    case 'booking.new':
      return {
        text: t('booking', {
          name: alert.name,
          partySize: alert.partySize,
          date: alert.date,
          time: alert.time,
          place: alert.location,
        }),
        buttons: open(alert.link),
      };
  }
}
