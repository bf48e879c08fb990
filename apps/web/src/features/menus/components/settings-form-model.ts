import {
  type TCurrency,
  type TLanguage,
  type TMenuInfo,
  type TUpdateMenuBody,
  ZCurrency,
  ZFooterLink,
  ZLanguage,
  ZSlug,
  ZUpdateMenuBody,
} from '@guestloop/contracts';
import { z } from 'zod';
import {
  type DayForm,
  fromOpeningHours,
  type HoursForm,
  toOpeningHours,
  ZHoursForm,
} from '@/lib/opening-hours-form';
import {
  ORDERING_FIELD_ALIASES,
  type OrderingFormValues,
  toOrderingFormValues,
  toOrderingSettings,
  ZOrderingForm,
} from './ordering-form-model';

/**
 * The settings tab's form: the body of POST /online-menu/edit/{slug} with inputs' shapes (text
 * inputs hold '' rather than null; opening hours have a mode and a "closed" switch per day).
 * Field names follow the wire paths, so `body.settings.hero.title` lands on its input.
 */

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
    ordering: OrderingFormValues;
  };
}

const DEFAULT_DAY: DayForm = { open: '09:00', close: '22:00', closed: false };

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
    ordering: ZOrderingForm,
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
        hours: fromOpeningHours(settings.workDetails.hours, DEFAULT_DAY),
      },
      delivery: { title: settings.delivery.title ?? '', content: settings.delivery.content ?? '' },
      ordering: toOrderingFormValues(settings.ordering),
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
      ordering: toOrderingSettings(settings.ordering),
    },
  };
}

/** Wire paths the form shows on another field. */
export const SETTINGS_FIELD_ALIASES: Record<string, string> = {
  'settings.workDetails.hours': 'settings.workDetails.hours.mode',
  'settings.workDetails.hours.kind': 'settings.workDetails.hours.mode',
  ...ORDERING_FIELD_ALIASES,
};
