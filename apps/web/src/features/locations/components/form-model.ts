import {
  MESSENGER_KINDS,
  SOCIAL_NETWORKS,
  type TLocation,
  type TMessengerKind,
  type TSocialNetwork,
  type TUpdateLocationBody,
  ZMessengerSettings,
  ZSlug,
  ZSocialSettings,
  ZUpdateLocationBody,
  ZUpdateStructureBody,
} from '@guestloop/contracts';
import { z } from 'zod';
import {
  type DayForm,
  fromOpeningHours,
  type HoursForm,
  toOpeningHours,
  ZHoursForm,
} from '@/lib/opening-hours-form';

/**
 * The location editor's form: the body of POST /location/{id}/update with inputs' shapes (text
 * inputs hold '' rather than null; opening hours have a mode and a "closed" switch per day). The
 * field names follow the wire paths, so `body.settings.socials.instagram` lands on its input.
 */

export interface LocationFormValues {
  name: string;
  slug: string;
  address: string;
  settings: {
    email: string;
    messengers: Record<TMessengerKind, string>;
    socials: Record<TSocialNetwork, string>;
    workDetails: { hours: HoursForm };
  };
}

/** A new weekly schedule: every day 10:00–22:00. */
export const DEFAULT_DAY: DayForm = { open: '10:00', close: '22:00', closed: false };

const contacts = ZUpdateStructureBody.shape.settings.unwrap().shape;

/** The editor's schema, built from the contract's field rules. */
export const ZLocationForm = z.object({
  name: ZUpdateLocationBody.shape.name.unwrap(),
  slug: ZSlug,
  address: z.string().max(300),
  settings: z.object({
    email: contacts.email,
    messengers: ZMessengerSettings,
    socials: ZSocialSettings,
    workDetails: z.object({ hours: ZHoursForm }),
  }),
});

export function toFormValues(location: TLocation): LocationFormValues {
  const { settings } = location;
  return {
    name: location.name,
    slug: location.slug,
    address: location.address ?? settings.workDetails.address ?? '',
    settings: {
      email: settings.email ?? '',
      messengers: Object.fromEntries(
        MESSENGER_KINDS.map((kind) => [kind, settings.messengers[kind] ?? '']),
      ) as Record<TMessengerKind, string>,
      socials: Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [network, settings.socials[network] ?? '']),
      ) as Record<TSocialNetwork, string>,
      workDetails: { hours: fromOpeningHours(settings.workDetails.hours, DEFAULT_DAY) },
    },
  };
}

/**
 * The update body. The one address field is written to the location and to its work details,
 * which public pages show next to the opening hours ('' clears both).
 */
export function toUpdateBody(values: LocationFormValues): TUpdateLocationBody {
  const address = values.address.trim();
  return {
    name: values.name.trim(),
    slug: values.slug,
    address,
    settings: {
      email: values.settings.email.trim(),
      messengers: values.settings.messengers,
      socials: values.settings.socials,
      workDetails: { address, hours: toOpeningHours(values.settings.workDetails.hours) },
    },
  };
}

/** Wire paths the form shows on another field. */
export const FIELD_ALIASES: Record<string, string> = {
  'settings.workDetails.address': 'address',
  'settings.workDetails.hours': 'settings.workDetails.hours.mode',
  'settings.workDetails.hours.kind': 'settings.workDetails.hours.mode',
};
