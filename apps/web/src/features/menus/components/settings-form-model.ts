import {
  type TCurrency,
  type TLanguage,
  type TMenuInfo,
  type TOpeningHours,
  type TUpdateMenuBody,
  type TWeekday,
  WEEKDAYS,
  ZCurrency,
  ZFooterLink,
  ZLanguage,
  ZOpeningHours,
  ZSlug,
  ZUpdateMenuBody,
} from '@guestloop/contracts';
import { z } from 'zod';
import { formSchemaOptions } from '@/lib/form-errors';

/**
 * The settings tab's form: the body of POST /online-menu/edit/{slug} with inputs' shapes (text
 * inputs hold '' rather than null; opening hours have a mode and a "closed" switch per day).
 * Field names follow the wire paths, so `body.settings.hero.title` lands on its input.
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

export interface SettingsFormValues {
  title: string;
  subTitle: string;
  slug: string;
  language: TLanguage;
  currency: TCurrency;
  locationId: string | null;
  settings: {
    hero: { title: string; content: string };
    relatedItems: { title: string; itemIds: string[] };
    variants: { name: string; content: string };
    footerLinks: { label: string; url: string }[];
    workDetails: { address: string; hours: HoursForm };
    delivery: { title: string; content: string };
  };
}

const DEFAULT_DAY: DayForm = { open: '09:00', close: '22:00', closed: false };

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

/** Opening hours checked by the contract's own rule, issues on the form's paths. */
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

const text = (max: number) => z.string().trim().max(max);

export const ZSettingsForm = z.object({
  title: ZUpdateMenuBody.shape.title.unwrap(),
  subTitle: text(300),
  slug: ZSlug,
  language: ZLanguage,
  currency: ZCurrency,
  locationId: z.uuid().nullable(),
  settings: z.object({
    hero: z.object({ title: text(200), content: text(5000) }),
    relatedItems: z.object({ title: text(200), itemIds: z.array(z.uuid()).max(30) }),
    variants: z.object({ name: text(200), content: text(5000) }),
    footerLinks: z.array(ZFooterLink).max(20),
    workDetails: z.object({ address: text(300), hours: ZHoursForm }),
    delivery: z.object({ title: text(200), content: text(5000) }),
  }),
});

export function toSettingsFormValues(menu: TMenuInfo): SettingsFormValues {
  const { settings } = menu;
  return {
    title: menu.title,
    subTitle: menu.subTitle ?? '',
    slug: menu.slug,
    language: menu.language,
    currency: menu.currency,
    locationId: menu.locationId,
    settings: {
      hero: { title: settings.hero.title ?? '', content: settings.hero.content ?? '' },
      relatedItems: { title: settings.relatedItems.title ?? '', itemIds: [...settings.relatedItems.itemIds] },
      variants: { name: settings.variants.name ?? '', content: settings.variants.content ?? '' },
      footerLinks: settings.footerLinks.map((link) => ({ ...link })),
      workDetails: {
        address: settings.workDetails.address ?? '',
        hours: fromOpeningHours(settings.workDetails.hours),
      },
      delivery: { title: settings.delivery.title ?? '', content: settings.delivery.content ?? '' },
    },
  };
}

const trimAll = <T extends Record<string, string>>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;

/** The update body: every section is sent, so the stored settings become what the form shows. */
export function toUpdateBody(values: SettingsFormValues): TUpdateMenuBody {
  const { settings } = values;
  return {
    title: values.title.trim(),
    subTitle: values.subTitle.trim(),
    slug: values.slug,
    language: values.language,
    currency: values.currency,
    locationId: values.locationId,
    settings: {
      hero: trimAll(settings.hero),
      relatedItems: { title: settings.relatedItems.title.trim(), itemIds: settings.relatedItems.itemIds },
      variants: trimAll(settings.variants),
      footerLinks: settings.footerLinks.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
      workDetails: {
        address: settings.workDetails.address.trim(),
        hours: toOpeningHours(settings.workDetails.hours),
      },
      delivery: trimAll(settings.delivery),
    },
  };
}

/** Wire paths the form shows on another field. */
export const SETTINGS_FIELD_ALIASES: Record<string, string> = {
  'settings.workDetails.hours': 'settings.workDetails.hours.mode',
  'settings.workDetails.hours.kind': 'settings.workDetails.hours.mode',
};
