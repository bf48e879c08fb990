import { INTL_LOCALES, type TLanguage } from './languages';
import type { TPublicMenu } from './menus';
import { orderingState } from './ordering-times';

/**
 * What a guest menu says about ordering right now: paused (until when, the venue's note) or closed
 * for orders until the next opening. The server's first screen and the app both decide and word it
 * from here, so the page never changes its mind when the app takes over.
 */
export type OrderingNotice =
  | { kind: 'paused'; until: string | null; note: string | null }
  | { kind: 'closed'; opens: string | null };

type MenuClock = Pick<TPublicMenu, 'settings' | 'timeZone'>;

/** Whether the menu has a cart at all: not view-only, and at least one way to order switched on. */
export function menuTakesOrders(menu: Pick<TPublicMenu, 'settings'>): boolean {
  const { ordering } = menu.settings;
  return !ordering.viewOnly && (ordering.table || ordering.pickup || ordering.delivery);
}

/** The ordering state of a public menu at `now`, on the venue's clock. */
export function menuOrderingState(menu: MenuClock, now: Date) {
  const { ordering, pause, workDetails } = menu.settings;
  return orderingState({ ordering, pause, hours: workDetails.hours, timeZone: menu.timeZone }, now);
}

/** Paused or closed for orders at `now`; null while orders are taken (or the menu takes none). */
export function orderingNotice(menu: MenuClock, now: Date): OrderingNotice | null {
  if (!menuTakesOrders(menu)) return null;
  const state = menuOrderingState(menu, now);
  if (state.paused) {
    return { kind: 'paused', until: state.pausedUntil, note: menu.settings.pause.note?.trim() || null };
  }
  if (menu.settings.ordering.onlyWithinHours && state.openNow === false) {
    return { kind: 'closed', opens: state.nextOpening };
  }
  return null;
}

export interface VenueTimeSettings {
  language: TLanguage;
  /** The menu's currency: English is written with the 24-hour clock outside dollar countries. */
  currency: string;
  timeZone: string;
}

/** The Intl locale a guest reads times in: the UI language's, English by the venue's money. */
export function venueTimeLocale({ language, currency }: Pick<VenueTimeSettings, 'language' | 'currency'>) {
  const locale = INTL_LOCALES[language];
  if (locale !== 'en') return locale;
  return currency === 'USD' ? 'en-US' : 'en-GB';
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions, name: string) {
  const key = `${locale}|${timeZone}|${name}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    if (formats.size >= 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment as the guest reads it on the venue's clock: its time ("18:30"), and the weekday when it
 * falls on another day than `now` there ("Tuesday"), else null.
 */
export function venueTime(
  at: string | Date,
  now: Date,
  settings: VenueTimeSettings,
): { time: string; day: string | null } {
  const moment = new Date(at);
  const locale = venueTimeLocale(settings);
  const { timeZone } = settings;
  const time = formatOf(locale, timeZone, { timeStyle: 'short' }, 'time').format(moment);
  const date = formatOf('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'date');
  const sameDay = date.format(moment) === date.format(now);
  const day = sameDay ? null : formatOf(locale, timeZone, { weekday: 'long' }, 'weekday').format(moment);
  return { time, day };
}

/** The words of a notice: an i18n key of the `guest-menu` namespace and its values. */
export function orderingNoticeText(
  notice: OrderingNotice,
  now: Date,
  settings: VenueTimeSettings,
): { key: string; values: Record<string, string> } {
  const at = notice.kind === 'paused' ? notice.until : notice.opens;
  const base = notice.kind === 'paused' ? 'ordering.paused' : 'ordering.closed';
  if (!at) return { key: base, values: {} };
  const { time, day } = venueTime(at, now, settings);
  return day ? { key: `${base}UntilDay`, values: { time, day } } : { key: `${base}Until`, values: { time } };
}
