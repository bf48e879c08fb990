import { ZCurrency, ZMessengerKind, ZSocialNetwork } from './enum-schemas';
import type { MESSENGER_KINDS, SOCIAL_NETWORKS } from './enums';
import { ZLanguage } from './language-schema';
import { isPhoneNumber } from './phone-number';
import { ZTimeZone } from './time-zone';
import { isEmail, isUrl, VALIDATION_MESSAGE_CODES } from './validators';
import * as z from './zod';

/**
 * The company (the spec's "structure") and its locations and sub-locations (SPEC point 7
 * "Structure and locations"). Settings sections are plain JSON kept with the record.
 *
 * Text fields of the settings accept '' (an empty form input): the API stores it as "not set"
 * and answers null.
 */

export const LOCATION_MESSAGE_CODES = {
  phone: 'invalid_phone',
  time: 'invalid_time',
  slug: 'invalid_slug',
} as const;

const emptyOr = (check: (value: string) => boolean) => (value: string) => value.trim() === '' || check(value);

/** An optional phone number for a messenger link ('' or null clears it). */
const ZPhoneField = z
  .string()
  .max(40)
  .refine(emptyOr(isPhoneNumber), { error: LOCATION_MESSAGE_CODES.phone })
  .nullish();
/** An optional link that passes the spec's URL rule (ZUrl), private network addresses excluded. */
const ZUrlField = z
  .string()
  .max(2000)
  .refine(emptyOr(isUrl), { error: VALIDATION_MESSAGE_CODES.url })
  .nullish();
const ZEmailField = z
  .string()
  .max(254)
  .refine(emptyOr(isEmail), { error: VALIDATION_MESSAGE_CODES.email })
  .nullish();
const ZTextField = (max: number) => z.string().max(max).nullish();

/** Slugs appear in public URLs: lowercase Latin letters and digits in groups joined by single hyphens. */
export const ZSlug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: LOCATION_MESSAGE_CODES.slug });

const ZName = z.string().trim().min(1).max(120);

// ---- Settings sections ----

/** Numbers the messenger links are built from (SPEC point 3 "Messenger links", see `messengerLink`). */
export const ZMessengerSettings = z.object({
  phone: ZPhoneField,
  viber: ZPhoneField,
  telegram: ZPhoneField,
  whatsapp: ZPhoneField,
});
export type TMessengerSettings = z.infer<typeof ZMessengerSettings>;

/** A link per social network (SPEC point 3 "Social networks"); each passes the URL rule. */
export const ZSocialSettings = z.object({
  facebook: ZUrlField,
  instagram: ZUrlField,
  linkedin: ZUrlField,
  youtube: ZUrlField,
  tiktok: ZUrlField,
  telegram: ZUrlField,
  'web-site': ZUrlField,
  behance: ZUrlField,
  x: ZUrlField,
} satisfies Record<(typeof SOCIAL_NETWORKS)[number], unknown>);
export type TSocialSettings = z.infer<typeof ZSocialSettings>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** 24-hour `HH:MM`. */
export const ZTimeOfDay = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: LOCATION_MESSAGE_CODES.time });

/**
 * One day's opening hours; null means closed. A closing time earlier than the opening time
 * means the place closes after midnight; equal times mean open around the clock.
 */
export const ZDayHours = z.object({ open: ZTimeOfDay, close: ZTimeOfDay }).nullable();
export type TDayHours = z.infer<typeof ZDayHours>;

/** Opening hours: per weekday, or a free text ("Mon–Fri 9–18, weekends by appointment"). */
export const ZOpeningHours = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weekly'),
    days: z.object({
      mon: ZDayHours,
      tue: ZDayHours,
      wed: ZDayHours,
      thu: ZDayHours,
      fri: ZDayHours,
      sat: ZDayHours,
      sun: ZDayHours,
    } satisfies Record<TWeekday, unknown>),
  }),
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(500) }),
]);
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

/** Work details of a location (SPEC point 3 "workDetails (address, hours)"). */
export const ZWorkDetails = z.object({ address: ZTextField(300), hours: ZOpeningHours.nullish() });
export type TWorkDetails = z.infer<typeof ZWorkDetails>;

// ---- Settings as stored and answered (every field present, null when not set) ----

const ZSetText = z.string().nullable();

export const ZMessengerValues = z.object({
  phone: ZSetText,
  viber: ZSetText,
  telegram: ZSetText,
  whatsapp: ZSetText,
} satisfies Record<(typeof MESSENGER_KINDS)[number], unknown>);
export type TMessengerValues = z.infer<typeof ZMessengerValues>;

export const ZSocialValues = z.object({
  facebook: ZSetText,
  instagram: ZSetText,
  linkedin: ZSetText,
  youtube: ZSetText,
  tiktok: ZSetText,
  telegram: ZSetText,
  'web-site': ZSetText,
  behance: ZSetText,
  x: ZSetText,
} satisfies Record<(typeof SOCIAL_NETWORKS)[number], unknown>);
export type TSocialValues = z.infer<typeof ZSocialValues>;

/** The company's contact settings: messengers, social networks and an e-mail address. */
export const ZStructureSettings = z.object({
  messengers: ZMessengerValues,
  socials: ZSocialValues,
  email: z.string().nullable(),
});
export type TStructureSettings = z.infer<typeof ZStructureSettings>;

/** A location's settings: its contacts plus work details. */
export const ZLocationSettings = ZStructureSettings.extend({
  workDetails: z.object({ address: z.string().nullable(), hours: ZOpeningHours.nullable() }),
});
export type TLocationSettings = z.infer<typeof ZLocationSettings>;

// ---- Answers ----

export const ZStructure = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  language: ZLanguage,
  currency: ZCurrency,
  /** The venue's IANA time zone: serving hours are judged on its clock when a guest orders. */
  timeZone: z.string(),
  logoUrl: z.string().nullable(),
  settings: ZStructureSettings,
});
export type TStructure = z.infer<typeof ZStructure>;

/** A location as pickers and lists show it. */
export const ZLocationSummary = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  slug: z.string(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type TLocationSummary = z.infer<typeof ZLocationSummary>;

/** A location with everything its edit form needs. */
export const ZLocation = ZLocationSummary.extend({
  backgroundImageUrl: z.string().nullable(),
  settings: ZLocationSettings,
});
export type TLocation = z.infer<typeof ZLocation>;

export type TLocationTreeNode = TLocationSummary & { children: TLocationTreeNode[] };
export const ZLocationTreeNode: z.ZodType<TLocationTreeNode> = ZLocationSummary.extend({
  get children() {
    return z.array(ZLocationTreeNode);
  },
});

/** GET /tree: the company and its locations nested under their parents, each level by name. */
export const ZLocationTree = z.object({
  structure: ZStructure.pick({ id: true, name: true, slug: true, logoUrl: true }),
  locations: z.array(ZLocationTreeNode),
});
export type TLocationTree = z.infer<typeof ZLocationTree>;

export const ZLocationList = z.object({ items: z.array(ZLocationSummary) });
export type TLocationList = z.infer<typeof ZLocationList>;

export const ZLocationPage = z.object({
  items: z.array(ZLocation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLocationPage = z.infer<typeof ZLocationPage>;

/** Ready-to-use contact links (`href` built with `messengerLink`). */
export const ZContactLinks = z.object({
  messengers: z.array(z.object({ kind: ZMessengerKind, value: z.string(), href: z.string() })),
  socials: z.array(z.object({ network: ZSocialNetwork, href: z.string() })),
  email: z.object({ value: z.string(), href: z.string() }).nullable(),
});
export type TContactLinks = z.infer<typeof ZContactLinks>;

/** GET /messengers: the company's links and each location's, locations by name. */
export const ZMessengers = z.object({
  structure: z.object({ id: z.uuid(), name: z.string() }).extend(ZContactLinks.shape),
  locations: z.array(
    ZLocationSummary.pick({ id: true, parentId: true, name: true, slug: true }).extend(ZContactLinks.shape),
  ),
});
export type TMessengers = z.infer<typeof ZMessengers>;

/** What a location's deletion would take with it. */
export const ZLocationDependents = z.object({
  subLocations: z.number().int(),
  users: z.number().int(),
});
export type TLocationDependents = z.infer<typeof ZLocationDependents>;

/**
 * `details` of a 409 CONFLICT from the location calls: `has-dependents` (repeat with
 * `?confirm=true` to delete them too), `last-location` (a company keeps at least one root
 * location), `slug-taken` (another location of the company has the slug).
 */
export const ZLocationConflict = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('has-dependents'), dependents: ZLocationDependents }),
  z.object({ reason: z.literal('last-location') }),
  z.object({ reason: z.literal('slug-taken'), path: z.string() }),
]);
export type TLocationConflict = z.infer<typeof ZLocationConflict>;

export const ZDeletedLocations = z.object({ ok: z.literal(true), deletedIds: z.array(z.uuid()) });
export type TDeletedLocations = z.infer<typeof ZDeletedLocations>;

// ---- Requests ----

export const ZLocationIdParams = z.object({ id: z.uuid() });
export type TLocationIdParams = z.infer<typeof ZLocationIdParams>;

export const ZFilterLocationsQuery = z.object({
  /** Matches the name or the address, ignoring case. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TFilterLocationsQuery = z.infer<typeof ZFilterLocationsQuery>;

export const ZDeleteLocationQuery = z.object({
  /** Also delete what depends on the location (sub-locations, user assignments). */
  confirm: z.enum(['true', 'false']).optional(),
});
export type TDeleteLocationQuery = z.infer<typeof ZDeleteLocationQuery>;

/** Sets an image from the media library (the company's own); `null` removes it. */
export const ZSetImageBody = z.object({ imageId: z.uuid().nullable() });
export type TSetImageBody = z.infer<typeof ZSetImageBody>;

/** Contact sections; a section sent replaces the stored one, a section left out is kept. */
export const ZStructureSettingsInput = z.object({
  messengers: ZMessengerSettings.optional(),
  socials: ZSocialSettings.optional(),
  email: ZEmailField,
});
export type TStructureSettingsInput = z.infer<typeof ZStructureSettingsInput>;

export const ZLocationSettingsInput = ZStructureSettingsInput.extend({
  workDetails: ZWorkDetails.optional(),
});
export type TLocationSettingsInput = z.infer<typeof ZLocationSettingsInput>;

/** Fields left out are kept. */
export const ZUpdateStructureBody = z.object({
  name: ZName.optional(),
  language: ZLanguage.optional(),
  currency: ZCurrency.optional(),
  timeZone: ZTimeZone.optional(),
  settings: ZStructureSettingsInput.optional(),
});
export type TUpdateStructureBody = z.infer<typeof ZUpdateStructureBody>;

/** A new location (root or sub-location); the slug is made from the name when absent. */
export const ZCreateLocationBody = z.object({
  name: ZName,
  slug: ZSlug.optional(),
  address: ZTextField(300),
});
export type TCreateLocationBody = z.infer<typeof ZCreateLocationBody>;

/** Fields left out are kept; `address: null` or '' clears it. */
export const ZUpdateLocationBody = z.object({
  name: ZName.optional(),
  slug: ZSlug.optional(),
  address: ZTextField(300),
  settings: ZLocationSettingsInput.optional(),
});
export type TUpdateLocationBody = z.infer<typeof ZUpdateLocationBody>;
