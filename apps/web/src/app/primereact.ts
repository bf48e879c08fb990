import { DATE_PICKER_LANGUAGES, INTL_LOCALES, type TLanguage, UI_DEFAULTS } from '@guestloop/contracts';
import PrimeReact, { type APIOptions, addLocale, locale as setPrimeLocale } from 'primereact/api';
import { currentLanguage, i18n } from '@/lib/i18n';
import { DATE_PICKER_TEXTS } from './date-picker-texts';

/** PrimeReact's configuration: the spec's UI defaults (SPEC point 9). */
export function primeReactConfig(locale: TLanguage): Partial<APIOptions> {
  return {
    ripple: UI_DEFAULTS.ripple,
    locale,
    pt: {
      // PrimeReact's Dropdown keeps a hidden <select> for forms; it is not for assistive technology
      // (the visible control carries the label), so hide it from the accessibility tree.
      dropdown: { select: { 'aria-hidden': true } },
      // A switch's frame is drawn as a checkbox of its own around the real control (the input, a
      // switch): a screen reader met two controls, one inside the other. The frame is only a frame.
      inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
    },
    zIndex: {
      modal: UI_DEFAULTS.zIndex.modal,
      overlay: UI_DEFAULTS.zIndex.overlay,
      menu: UI_DEFAULTS.zIndex.menu,
      tooltip: UI_DEFAULTS.zIndex.tooltip,
      toast: UI_DEFAULTS.zIndex.modal,
    },
  };
}

const COMMON = { dateFormat: UI_DEFAULTS.dateFormat, firstDayOfWeek: UI_DEFAULTS.firstDayOfWeek };

/** Month and day names from Intl for languages without their own date-picker texts. */
function intlNames(language: TLanguage) {
  const locale = INTL_LOCALES[language];
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, m) =>
      new Intl.DateTimeFormat(locale, { month: style }).format(new Date(2024, m, 1)),
    );
  // 2024-01-07 is a Sunday: PrimeReact's lists start on Sunday.
  const day = (style: 'long' | 'short' | 'narrow') =>
    Array.from({ length: 7 }, (_, d) =>
      new Intl.DateTimeFormat(locale, { weekday: style }).format(new Date(2024, 0, 7 + d)),
    );
  return {
    monthNames: month('long'),
    monthNamesShort: month('short'),
    dayNames: day('long'),
    dayNamesShort: day('short'),
    dayNamesMin: day('narrow'),
  };
}

const registered = new Set<string>();

/**
 * Registers the date-picker texts of a language once: the written ones for uk, ru, de, fr
 * (SPEC point 9), names from Intl plus the translated buttons for the others.
 */
export function registerPrimeLocale(
  language: TLanguage,
  buttons: { today: string; clear: string; weekHeader: string },
) {
  if (language === 'en' || registered.has(language)) return;
  registered.add(language);
  const own = (DATE_PICKER_LANGUAGES as readonly TLanguage[]).includes(language)
    ? DATE_PICKER_TEXTS[language as keyof typeof DATE_PICKER_TEXTS]
    : { ...intlNames(language), ...buttons };
  addLocale(language, { ...own, ...COMMON });
}

export function registerDatePickerLocales(): void {
  for (const language of DATE_PICKER_LANGUAGES) {
    registered.add(language);
    addLocale(language, { ...DATE_PICKER_TEXTS[language], ...COMMON });
  }
}

/** The date-picker texts of the UI language, and PrimeReact set to it. */
function followLanguage(value: string): void {
  const language = currentLanguage(value);
  const t = i18n.getFixedT(language, 'common');
  registerPrimeLocale(language, {
    today: t('datePicker.today'),
    clear: t('datePicker.clear'),
    weekHeader: t('datePicker.weekHeader'),
  });
  setPrimeLocale(language);
}

let configured = false;

/**
 * Configures PrimeReact globally (its components read these settings when no provider is
 * around): there is no PrimeReactProvider, so the guest menu, which uses no PrimeReact, loads
 * none of it. Runs once, before the first PrimeReact page renders, and follows the UI language.
 */
export function configurePrimeReact(): void {
  if (configured) return;
  configured = true;
  const { ripple, pt, zIndex } = primeReactConfig(currentLanguage());
  Object.assign(PrimeReact, { ripple, pt, zIndex: { ...PrimeReact.zIndex, ...zIndex } });
  registerDatePickerLocales();
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
}
