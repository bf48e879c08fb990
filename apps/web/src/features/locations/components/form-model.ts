import {
  MESSENGER_KINDS,
  SOCIAL_NETWORKS,
  type TLocation,
  type TMessengerKind,
  type TOpeningHours,
  type TSocialNetwork,
  type TUpdateLocationBody,
  type TWeekday,
  WEEKDAYS,
  ZMessengerSettings,
  ZOpeningHours,
  ZSlug,
  ZSocialSettings,
  ZUpdateLocationBody,
  ZUpdateStructureBody,
} from '@guestloop/contracts';
import { z } from 'zod';
import { formSchemaOptions } from '@/lib/form-errors';

/**
 * The location editor's form: the body of POST /location/{id}/update with inputs' shapes (text
 * inputs hold '' rather than null; opening hours have a mode and a "closed" switch per day). The
 * field names follow the wire paths, so `body.settings.socials.instagram` lands on its input.
 */

export type HoursMode = 'none' | 'weekly' | 'text';
export interface DayForm {
  open: string;
  close: string;
  closed: boolean;
}
export interface HoursForm {
  mode: HoursMode;
  days: Record<TWeekday, DayForm>;
  text: string;
}
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

/** The contract's opening hours from the form's (null when not set). */
export function toOpeningHours(hours: HoursForm): TOpeningHours | null {
  if (hours.mode === 'text') return { kind: 'text', text: hours.text };
  if (hours.mode === 'none') return null;
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { open, close, closed } = hours.days[day];
      return [day, closed ? null : { open, close }];
    }),
  ) as Record<TWeekday, { open: string; close: string } | null>;
  return { kind: 'weekly', days };
}

function fromOpeningHours(hours: TOpeningHours | null): HoursForm {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, { ...DEFAULT_DAY }])) as Record<
    TWeekday,
    DayForm
  >;
  if (!hours) return { mode: 'none', days, text: '' };
  if (hours.kind === 'text') return { mode: 'text', days, text: hours.text };
  for (const day of WEEKDAYS) {
    const value = hours.days[day];
    days[day] = value ? { ...value, closed: false } : { ...DEFAULT_DAY, closed: true };
  }
  return { mode: 'weekly', days, text: '' };
}

/** Opening hours checked by the contract's own rule (ZOpeningHours), issues on the form's paths. */
const ZHoursForm = z
  .object({
    mode: z.enum(['none', 'weekly', 'text']),
    days: z.record(z.string(), z.object({ open: z.string(), close: z.string(), closed: z.boolean() })),
    text: z.string(),
  })
  .superRefine((hours, ctx) => {
    const value = toOpeningHours(hours as HoursForm);
    if (value === null) return;
    const parsed = ZOpeningHours.safeParse(value, formSchemaOptions);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path.filter((p) => p !== 'kind'), message: issue.message });
    }
  });

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
      workDetails: { hours: fromOpeningHours(settings.workDetails.hours) },
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
