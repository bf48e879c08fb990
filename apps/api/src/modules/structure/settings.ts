import {
  isEmail,
  isPhoneNumber,
  isUrl,
  MESSENGER_KINDS,
  messengerLink,
  SOCIAL_NETWORKS,
  type TContactLinks,
  type TLocationSettings,
  type TLocationSettingsInput,
  type TMessengerValues,
  type TOpeningHours,
  type TSocialValues,
  type TStructureSettings,
  type TStructureSettingsInput,
  ZOpeningHours,
} from '@guestloop/contracts';

/**
 * The settings JSON of companies and locations: what is stored, how it is read back and how a
 * request changes it. Keys this module does not know (other features may keep their own next to
 * ours) are preserved on every write.
 */

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** Trimmed text, or null for empty (SPEC point 5: null, undefined or only whitespace). */
export const cleanText = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
};

/** The value when it passes its rule; anything else reads as "not set" (never a bad link). */
const checked = (value: unknown, rule: (text: string) => boolean) => {
  const text = cleanText(value);
  return text !== null && rule(text) ? text : null;
};

function readMessengers(raw: unknown): TMessengerValues {
  const stored = asObject(raw);
  return Object.fromEntries(
    MESSENGER_KINDS.map((kind) => [kind, checked(stored[kind], isPhoneNumber)]),
  ) as TMessengerValues;
}

function readSocials(raw: unknown): TSocialValues {
  const stored = asObject(raw);
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, checked(stored[network], isUrl)]),
  ) as TSocialValues;
}

/** Weekly or free-text hours; a plain string (older data) reads as free text. */
function readHours(raw: unknown): TOpeningHours | null {
  const text = cleanText(raw);
  if (text !== null) return { kind: 'text', text: text.slice(0, 500) };
  const parsed = ZOpeningHours.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function readStructureSettings(raw: unknown): TStructureSettings {
  const stored = asObject(raw);
  return {
    messengers: readMessengers(stored.messengers),
    socials: readSocials(stored.socials),
    email: checked(stored.email, isEmail),
  };
}

export function readLocationSettings(raw: unknown): TLocationSettings {
  const stored = asObject(raw);
  const workDetails = asObject(stored.workDetails);
  return {
    ...readStructureSettings(stored),
    workDetails: { address: cleanText(workDetails.address), hours: readHours(workDetails.hours) },
  };
}

/** Validated input with '' turned into null; sections left out of the request are kept. */
function mergeContacts(stored: Json, input: TStructureSettingsInput): Json {
  const next: Json = { ...stored };
  if (input.messengers) next.messengers = readMessengers(input.messengers);
  if (input.socials) next.socials = readSocials(input.socials);
  if (input.email !== undefined) next.email = cleanText(input.email);
  return next;
}

export function mergeStructureSettings(raw: unknown, input: TStructureSettingsInput | undefined): Json {
  const stored = asObject(raw);
  return input ? mergeContacts(stored, input) : stored;
}

export function mergeLocationSettings(raw: unknown, input: TLocationSettingsInput | undefined): Json {
  const stored = asObject(raw);
  if (!input) return stored;
  const next = mergeContacts(stored, input);
  if (input.workDetails) {
    next.workDetails = {
      address: cleanText(input.workDetails.address),
      hours: input.workDetails.hours ?? null,
    };
  }
  return next;
}

/** Ready links: `messengerLink` for numbers, the URL itself for social networks, mailto for e-mail. */
export function contactLinks(settings: TStructureSettings): TContactLinks {
  const messengers = MESSENGER_KINDS.flatMap((kind) => {
    const value = settings.messengers[kind];
    const href = value === null ? null : messengerLink(kind, value);
    return value !== null && href !== null ? [{ kind, value, href }] : [];
  });
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const href = settings.socials[network];
    return href === null ? [] : [{ network, href }];
  });
  const email = settings.email === null ? null : { value: settings.email, href: `mailto:${settings.email}` };
  return { messengers, socials, email };
}
