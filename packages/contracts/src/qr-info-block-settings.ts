import { ZSocialNetwork } from './enum-schemas';
import { ZMenuImage } from './menus';
import { isPhoneNumber } from './phone-number';
import {
  QR_INFO_LIMITS as L,
  QR_INFO_BLOCK_TYPES,
  type TQrInfoBlockType,
  WIFI_SECURITIES,
  youtubeVideoId,
} from './qr-info-blocks';
import { LOCATION_MESSAGE_CODES, ZOpeningHours, ZSlug, ZTimeOfDay } from './structure';
import { isEmail, isUrl, VALIDATION_MESSAGE_CODES } from './validators';
import * as z from './zod';

/**
 * The blocks of a QR info page (SPEC point 3 "QR info block types"): each type's settings, and
 * what every block has (id, on/off switch, schedule, position). Labels left empty ('' or null)
 * show the guest page's translated default ("Call a waiter", the phone number…).
 */

/** Field message codes of the QR info forms (besides the common ones: required, invalid_url…). */
export const QR_INFO_MESSAGE_CODES = {
  youtube: 'invalid_youtube_video',
  period: 'invalid_period',
  partySize: 'invalid_party_size',
  duplicate: 'duplicate_id',
  required: 'required',
} as const;

const blankOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);
const ZText = (max: number) => z.string().trim().max(max).nullish();
const ZLabel = z.string().trim().min(1).max(L.label);
const ZOptionalLabel = ZText(L.label);
/** The spec's URL rule (http, https, ftp or `//`, public hosts only): no `javascript:` or `data:`. */
const ZLink = z.string().trim().max(L.url).refine(isUrl, { error: VALIDATION_MESSAGE_CODES.url });
const ZOptionalLink = z
  .string()
  .trim()
  .max(L.url)
  .refine(blankOr(isUrl), { error: VALIDATION_MESSAGE_CODES.url })
  .nullish();
const ZPhone = z.string().trim().max(40).refine(isPhoneNumber, { error: LOCATION_MESSAGE_CODES.phone });
const ZEmailAddress = z.string().trim().max(254).refine(isEmail, { error: VALIDATION_MESSAGE_CODES.email });

/** A YouTube link or video id, kept as the 11-character id. */
export const ZYoutubeVideo = z
  .string()
  .trim()
  .max(300)
  .overwrite((value) => youtubeVideoId(value) ?? value)
  .regex(/^[A-Za-z0-9_-]{11}$/, { error: QR_INFO_MESSAGE_CODES.youtube });

/** A media-library image (its id) or a public image link. */
const ZImageRef = z.union([z.uuid(), ZLink]);
const ZSocialLink = z.object({ network: ZSocialNetwork, url: ZLink });
const ZPartySize = z.number().int().min(1).max(L.partySize);

const booking = {
  label: ZOptionalLabel,
  minPartySize: ZPartySize.default(1),
  maxPartySize: ZPartySize.default(10),
  /** How many days ahead a table can be booked (0: today only). */
  daysAhead: z.number().int().min(0).max(L.daysAhead).default(30),
  note: ZText(L.text),
};
const accountForm = { title: ZOptionalLabel, text: ZText(L.text), buttonLabel: ZOptionalLabel };
const image = { image: ZImageRef, alt: ZText(200), link: ZOptionalLink };
const messenger = { label: ZOptionalLabel, phone: ZPhone };

/** Each type's own fields. */
const FIELDS = {
  youtube: { video: ZYoutubeVideo, title: ZOptionalLabel },
  /** HTML from the editor, sanitised by the API as custom pages are. */
  text: { html: z.string().trim().min(1).max(L.html) },
  'social-button': { network: ZSocialNetwork, url: ZLink, label: ZOptionalLabel },
  'social-buttons': { links: z.array(ZSocialLink).min(1).max(L.socialButtons) },
  'url-button': { label: ZLabel, url: ZLink },
  phone: messenger,
  viber: messenger,
  email: { label: ZOptionalLabel, email: ZEmailAddress },
  whatsapp: messenger,
  telegram: messenger,
  'big-image': image,
  'full-width-image': image,
  /** A pin at the coordinates, or the address searched on the map; at least one of the two. */
  geolocation: {
    label: ZOptionalLabel,
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    address: ZText(300),
  },
  /** The card a guest saves to their contacts (see `contactVCard`). */
  'add-contact': {
    label: ZOptionalLabel,
    name: ZLabel,
    phone: z
      .string()
      .trim()
      .max(40)
      .refine(blankOr(isPhoneNumber), { error: LOCATION_MESSAGE_CODES.phone })
      .nullish(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine(blankOr(isEmail), { error: VALIDATION_MESSAGE_CODES.email })
      .nullish(),
    url: ZOptionalLink,
    address: ZText(300),
    note: ZText(L.text),
  },
  /** Address and opening hours of the location; null: the page's own location. */
  'location-work-details': { title: ZOptionalLabel, locationId: z.uuid().nullish() },
  'csat-link': { label: ZOptionalLabel, metricSlug: ZSlug },
  'menu-link': { label: ZOptionalLabel, menuSlug: ZSlug },
  'order-external-link': { label: ZLabel, url: ZLink },
  'waiter-call': { label: ZOptionalLabel },
  wifi: {
    label: ZOptionalLabel,
    /** SSIDs are at most 32 bytes; spaces count, so nothing is trimmed. */
    ssid: z.string().min(1).max(32),
    password: z.string().max(63).nullish(),
    security: z.enum(WIFI_SECURITIES).default('WPA'),
    hidden: z.boolean().default(false),
  },
  'pay-bill': { label: ZOptionalLabel },
  'booking-restaurant-table': booking,
  'booking-url': { label: ZLabel, url: ZLink },
  'sign-up-form': accountForm,
  'sign-in-form': accountForm,
  'forgot-password-form': accountForm,
  'survey-form': { title: ZOptionalLabel, surveySlug: ZSlug },
  'booking-restaurant-table-form': booking,
} satisfies Record<TQrInfoBlockType, z.ZodRawShape>;
type Fields = typeof FIELDS;

// ---- Schedule ----

const isoDateTime = z.iso.datetime({ offset: true });
/** When a block shows (see `TQrInfoBlockSchedule` and `isBlockShown`). */
export const ZQrInfoBlockSchedule = z
  .object({
    from: isoDateTime.nullish(),
    to: isoDateTime.nullish(),
    /** ISO weekdays: 1 = Monday … 7 = Sunday. */
    days: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: QR_INFO_MESSAGE_CODES.duplicate })
      .nullish(),
    hours: z.object({ from: ZTimeOfDay, to: ZTimeOfDay }).nullish(),
  })
  .refine((s) => !s.from || !s.to || Date.parse(s.to) > Date.parse(s.from), {
    error: QR_INFO_MESSAGE_CODES.period,
    path: ['to'],
  });

// ---- Blocks ----

/** What every block has besides its type's fields. */
const STATE = {
  isActive: z.boolean().default(true),
  schedule: ZQrInfoBlockSchedule.nullish(),
  sort: z.number().int().min(0).max(10_000).default(0),
};
const ID = { id: z.uuid() };
const LOCATION = { locationId: z.uuid() };

type Variant<K extends TQrInfoBlockType, E extends z.ZodRawShape> = z.ZodObject<
  Fields[K] & { type: z.ZodLiteral<K> } & E,
  z.core.$strip
>;
type Variants<E extends z.ZodRawShape> = { [K in TQrInfoBlockType]: Variant<K, E> }[TQrInfoBlockType];

/** One object schema per type: its fields, `type`, and `extra`. */
function variants<E extends z.ZodRawShape>(extra: E): [Variants<E>, ...Variants<E>[]] {
  return QR_INFO_BLOCK_TYPES.map((type) =>
    z.object({ ...FIELDS[type], type: z.literal(type), ...extra }),
  ) as unknown as [Variants<E>, ...Variants<E>[]];
}

/** A block's type and fields, whatever else it carries (id, state, resolved links…). */
export type TQrInfoBlockFields = z.infer<Variants<Record<never, never>>>;
type Issues = { value: unknown; issues: z.core.$ZodRawIssue[] };

/** The rules across a block's fields. */
function blockRules(ctx: Issues): void {
  if (typeof ctx.value !== 'object' || ctx.value === null) return;
  const block = ctx.value as TQrInfoBlockFields;
  const fail = (path: string, message: string) =>
    ctx.issues.push({ code: 'custom', message, path: [path], input: ctx.value });
  if (block.type === 'geolocation') {
    const pinned = typeof block.lat === 'number' && typeof block.lng === 'number';
    if (!pinned && !block.address) fail('address', QR_INFO_MESSAGE_CODES.required);
  }
  if (block.type === 'wifi' && block.security !== 'nopass') {
    const length = block.password?.length ?? 0;
    if (length === 0) fail('password', QR_INFO_MESSAGE_CODES.required);
    else if (block.security === 'WPA' && length < 8) fail('password', 'too_short:8');
  }
  if (block.type === 'booking-restaurant-table' || block.type === 'booking-restaurant-table-form') {
    if (block.minPartySize > block.maxPartySize) fail('maxPartySize', QR_INFO_MESSAGE_CODES.partySize);
  }
}

const union = <E extends z.ZodRawShape>(extra: E) => z.discriminatedUnion('type', variants(extra));

/** A block of the page, as stored and as the editor reads and saves it (POST …/edit `blocks`). */
export const ZQrInfoBlock = union({ ...ID, ...STATE }).check(blockRules);
export type TQrInfoBlock = z.infer<typeof ZQrInfoBlock>;
export type TQrInfoBlockOf<K extends TQrInfoBlockType> = Extract<TQrInfoBlock, { type: K }>;

/** A location block: shown only when the page is opened for that location (or one of its tables). */
export const ZQrInfoLocationBlock = union({ ...ID, ...STATE, ...LOCATION }).check(blockRules);
export type TQrInfoLocationBlock = z.infer<typeof ZQrInfoLocationBlock>;

/** POST /qr-info/{slug}/create-block/{type}: the block without `id`; `type` must be the path's. */
export const ZCreateQrInfoBlockBody = union(STATE).check(blockRules);
export type TCreateQrInfoBlockBody = z.input<typeof ZCreateQrInfoBlockBody>;

/** POST /qr-info/{slug}/create-block-location/{type}: the same, for one location. */
export const ZCreateQrInfoLocationBlockBody = union({ ...STATE, ...LOCATION }).check(blockRules);
export type TCreateQrInfoLocationBlockBody = z.input<typeof ZCreateQrInfoLocationBlockBody>;

/**
 * A block as the guest page gets it: only shown blocks, in order, without the switch and
 * position. `schedule` stays so an open page can hide a block whose time ends (`isBlockShown`).
 */
export const ZQrInfoPublicBlock = union({
  ...ID,
  schedule: ZQrInfoBlockSchedule.nullable(),
  /** The link the block opens, when it opens one (`qrInfoBlockLink`, or the app's page). */
  href: z.string().nullable(),
  /** The image of an image block, resolved. */
  picture: ZMenuImage.nullable(),
  /** location-work-details: the location's name, address and opening hours. */
  workDetails: z
    .object({ name: z.string(), address: z.string().nullable(), hours: ZOpeningHours.nullable() })
    .nullable(),
});
export type TQrInfoPublicBlock = z.infer<typeof ZQrInfoPublicBlock>;
