import { MESSENGER_KINDS, QR_BLOCK_TYPES, SOCIAL_NETWORKS, type TMessengerKind } from './enums';
import { messengerLink } from './messenger';
import type { TQrInfoBlockFields } from './qr-info-block-settings';

/**
 * What a QR info page's blocks do on the guest's side (SPEC point 3 "QR info block types",
 * "Social networks", "Messenger links"), without zod: guest pages load this module. The block
 * schemas are in qr-info-block-settings.ts, the page's in qr-info.ts.
 */

/** The 28 block types, in the spec's order (the one list, kept in enums.ts). */
export const QR_INFO_BLOCK_TYPES = QR_BLOCK_TYPES;
export type TQrInfoBlockType = (typeof QR_INFO_BLOCK_TYPES)[number];

/** The 9 networks a social button links to. */
export const QR_INFO_SOCIAL_NETWORKS = SOCIAL_NETWORKS;
export type TQrInfoSocialNetwork = (typeof QR_INFO_SOCIAL_NETWORKS)[number];

/**
 * Types a location block may have (create-block-location/{type}): the spec names no limit, so
 * every type. A location block shows only when the page is opened for its location.
 */
export const QR_INFO_LOCATION_BLOCK_TYPES: readonly TQrInfoBlockType[] = QR_INFO_BLOCK_TYPES;

/** Blocks whose link is built from the digits of a phone number (see `messengerLink`). */
export const QR_INFO_MESSENGER_BLOCK_TYPES = MESSENGER_KINDS;

/** Size limits the editor shows and the schemas enforce. */
export const QR_INFO_LIMITS = {
  title: 120,
  label: 100,
  text: 500,
  /** The text block's HTML (sanitised by the API like custom pages). */
  html: 20_000,
  url: 2000,
  blocks: 100,
  socialButtons: 20,
  partySize: 100,
  daysAhead: 365,
} as const;

// ---- Theme ----

/** How a page draws its buttons. */
export const QR_INFO_BUTTON_STYLES = ['filled', 'outline', 'soft', 'shadow'] as const;
export type TQrInfoButtonStyle = (typeof QR_INFO_BUTTON_STYLES)[number];

/** The page's button style, or filled when it names none known (an older or hand-made theme). */
export const qrInfoButtonStyle = (value: string | null | undefined): TQrInfoButtonStyle =>
  (QR_INFO_BUTTON_STYLES as readonly string[]).includes(value ?? '')
    ? (value as TQrInfoButtonStyle)
    : 'filled';

// ---- Schedule ----

/**
 * When a block shows. `from`/`to`: ISO date-times (from included, to excluded). `days`: ISO
 * weekdays, 1 = Monday … 7 = Sunday. `hours`: a daily window `HH:MM`; a `to` earlier than `from`
 * ends after midnight (its early part belongs to the day it started), equal times mean all day.
 * Days and hours are read on the venue's clock.
 */
export type TQrInfoBlockSchedule = {
  from?: string | null;
  to?: string | null;
  days?: number[] | null;
  hours?: { from: string; to: string } | null;
};

const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    try {
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The ISO weekday (1–7) and the minutes since midnight of `now` in the time zone. */
export function venueClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const hours = Number(parts.hour) % 24;
  return { weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 1, minutes: hours * 60 + Number(parts.minute) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a block shows at `now`: never when switched off (`isActive: false`; a public block has
 * no switch, being shown); then only within `from`/`to`, on a listed weekday and within the hour
 * window, on the clock of `timeZone` (the venue's IANA zone; an unknown zone reads as UTC). A
 * bound that is not a date is ignored.
 */
export function isBlockShown(
  block: { isActive?: boolean; schedule?: TQrInfoBlockSchedule | null },
  now: Date,
  timeZone: string,
): boolean {
  if (block.isActive === false) return false;
  const schedule = block.schedule;
  if (!schedule) return true;
  const time = now.getTime();
  if (schedule.from && time < Date.parse(schedule.from)) return false;
  if (schedule.to && time >= Date.parse(schedule.to)) return false;
  const days = schedule.days?.length ? schedule.days : null;
  const hours = schedule.hours;
  if (!days && !hours) return true;
  const { weekday, minutes } = venueClock(now, timeZone);
  const onDay = (day: number) => !days || days.includes(day);
  if (!hours) return onDay(weekday);
  const start = minutesOf(hours.from);
  const end = minutesOf(hours.to);
  if (start === end) return onDay(weekday);
  if (start < end) return onDay(weekday) && minutes >= start && minutes < end;
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return (onDay(weekday) && minutes >= start) || (onDay(yesterday) && minutes < end);
}

// ---- Add contact (vCard) ----

export type TContactCard = {
  name: string;
  phone?: string | null;
  email?: string | null;
  url?: string | null;
  address?: string | null;
  note?: string | null;
};

/** RFC 6350 §3.4 text value: backslash, comma and semicolon escaped, line breaks as `\n`. */
const vcardText = (value: string) => value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** A URI value is not text-escaped; whitespace and control characters are percent-encoded. */
const vcardUri = (value: string) => value.trim().replace(/[\s\p{Cc}]/gu, (c) => encodeURIComponent(c));

const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** RFC 6350 §3.2: lines longer than 75 octets go on as CRLF + space, never inside a character. */
function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > 75) {
      out += '\r\n ';
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

/**
 * The add-contact block's card: a vCard 4.0 (RFC 6350) with FN and whichever of TEL, EMAIL, URL,
 * ADR (the whole address as the street part) and NOTE are set; CRLF line ends, long lines folded.
 * Serve it as `text/vcard;charset=utf-8`.
 */
export function contactVCard(card: TContactCard): string {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `FN:${vcardText(card.name.trim())}`];
  const phone = text(card.phone);
  if (phone) lines.push(`TEL;TYPE=voice:${vcardText(phone)}`);
  const email = text(card.email);
  if (email) lines.push(`EMAIL:${vcardText(email)}`);
  const url = text(card.url);
  if (url) lines.push(`URL:${vcardUri(url)}`);
  const address = text(card.address);
  if (address) lines.push(`ADR:;;${vcardText(address)};;;;`);
  const note = text(card.note);
  if (note) lines.push(`NOTE:${vcardText(note)}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

// ---- Wi-Fi ----

export const WIFI_SECURITIES = ['WPA', 'WEP', 'nopass'] as const;
export type TWifiSecurity = (typeof WIFI_SECURITIES)[number];

/** The Wi-Fi network QR code format phones read: `\ ; , : "` are escaped with a backslash. */
const wifiText = (value: string) => value.replace(/[\\;,:"]/g, (c) => `\\${c}`);

/** `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;`; an open network (`nopass`) carries no password. */
export function wifiQrPayload(wifi: {
  ssid: string;
  password?: string | null;
  security: TWifiSecurity;
  hidden?: boolean | null;
}): string {
  const password = wifi.security === 'nopass' ? '' : `P:${wifiText(wifi.password ?? '')};`;
  return `WIFI:T:${wifi.security};S:${wifiText(wifi.ssid)};${password}${wifi.hidden ? 'H:true;' : ''};`;
}

// ---- Geolocation ----

const coordinate = (value: number) => String(Number(value.toFixed(6)));

/**
 * An OpenStreetMap link: a pin at the coordinates (zoom 17) when both are valid, else a search
 * for the address, else null.
 */
export function mapLink(place: {
  lat?: number | null;
  lng?: number | null;
  address?: string | null;
}): string | null {
  const { lat, lng } = place;
  if (typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    const [y, x] = [coordinate(lat), coordinate(lng)];
    return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=17/${y}/${x}`;
  }
  const address = place.address?.trim();
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

// ---- YouTube ----

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;

/**
 * The 11-character video id in a YouTube link (`watch?v=`, `youtu.be/`, `embed/`, `shorts/`,
 * `live/`, `v/`) or the id itself; null for anything else.
 */
export function youtubeVideoId(value: string): string | null {
  const text = value.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = first;
  else if (YOUTUBE_HOSTS.test(host) && first === 'watch') id = url.searchParams.get('v');
  else if (YOUTUBE_HOSTS.test(host) && ['embed', 'shorts', 'live', 'v'].includes(first)) id = second;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player for a video id. */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;

// ---- Links ----

/**
 * The link a block opens by itself: messenger blocks (`messengerLink`), e-mail, the link blocks,
 * the map, the video. Null for blocks that open a page of the app (menu, rating, survey…), act
 * in place (waiter call, forms, Wi-Fi) or have nothing to open.
 */
export function qrInfoBlockLink(block: TQrInfoBlockFields): string | null {
  switch (block.type) {
    case 'phone':
    case 'viber':
    case 'whatsapp':
    case 'telegram':
      return messengerLink(block.type satisfies TMessengerKind, block.phone);
    case 'email':
      return `mailto:${encodeURIComponent(block.email).replace(/%40/g, '@')}`;
    case 'social-button':
    case 'url-button':
    case 'order-external-link':
    case 'booking-url':
      return block.url;
    case 'big-image':
    case 'full-width-image':
      return block.link || null;
    case 'geolocation':
      return mapLink(block);
    case 'youtube':
      return `https://www.youtube.com/watch?v=${block.video}`;
    default:
      return null;
  }
}
