import type { TLanguage } from './languages';
import type { TQuizPolicySettings } from './surveys';

/** The product's name, as shown in titles, mails and documents. */
export const PRODUCT_NAME = 'Guestloop';

// ---- Cache ages (SPEC point 9). Entries older than their age are ignored. ----

/** Default age of a cached response: 60 seconds. */
export const RESPONSE_CACHE_MAX_AGE_MS = 60_000;
/** The cached array of translations lasts 10 minutes. */
export const TRANSLATION_ARRAY_CACHE_MAX_AGE_MS = 10 * 60_000;
/** A translation pack stored in the browser expires after 24 minutes (1,440,000 ms). */
export const TRANSLATION_PACK_MAX_AGE_MS = 1_440_000;

export const CACHE_AGES = Object.freeze({
  response: RESPONSE_CACHE_MAX_AGE_MS,
  translationArray: TRANSLATION_ARRAY_CACHE_MAX_AGE_MS,
  translationPack: TRANSLATION_PACK_MAX_AGE_MS,
});

// ---- Quiz policy (SPEC points 3 and 5); its schema `ZQuizPolicySettings` is in surveys.ts ----

export const QUIZ_POLICY_DEFAULTS: Readonly<TQuizPolicySettings> = Object.freeze({
  url: '',
  title: '',
  policy: '',
  useOwnPolicy: false,
  GDPRCompliance: true,
});

/** A quiz as loaded: the policy sits in `settings.policy`, which may be missing or incomplete. */
export type TQuizWithOptionalPolicy = object & {
  settings?: (object & { policy?: Partial<TQuizPolicySettings> | null }) | null;
};

export type TQuizWithPolicy<T extends TQuizWithOptionalPolicy> = Omit<T, 'settings'> & {
  settings: Omit<NonNullable<T['settings']>, 'policy'> & { policy: TQuizPolicySettings };
};

/**
 * Fills the policy settings of a quiz loaded without them (SPEC point 5). A missing `settings` or
 * `settings.policy` gets the defaults; a partial policy keeps its own values and gets the defaults
 * for the fields that are missing (undefined or null); a full policy is kept as it is.
 * The quiz passed in is not changed.
 */
export function withQuizPolicyDefaults<T extends TQuizWithOptionalPolicy>(quiz: T): TQuizWithPolicy<T> {
  const settings = quiz.settings ?? {};
  const own = settings.policy ?? {};
  const policy: TQuizPolicySettings = {
    url: own.url ?? QUIZ_POLICY_DEFAULTS.url,
    title: own.title ?? QUIZ_POLICY_DEFAULTS.title,
    policy: own.policy ?? QUIZ_POLICY_DEFAULTS.policy,
    useOwnPolicy: own.useOwnPolicy ?? QUIZ_POLICY_DEFAULTS.useOwnPolicy,
    GDPRCompliance: own.GDPRCompliance ?? QUIZ_POLICY_DEFAULTS.GDPRCompliance,
  };
  return { ...quiz, settings: { ...settings, policy } } as TQuizWithPolicy<T>;
}

// ---- Guided tour (SPEC point 9) ----

export const TOUR_DEFAULTS = Object.freeze({
  startDelayMs: 0,
  keyboardNavigation: true,
  buttons: Object.freeze({ skip: 'Skip tour', previous: 'Previous', next: 'Next', finish: 'Finish' }),
  placement: 'bottom',
  offset: 8,
  scrollDurationMs: 1000,
} as const);

// ---- UI library defaults (SPEC point 9) ----

export const UI_DEFAULTS = Object.freeze({
  zIndex: Object.freeze({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 }),
  dateFormat: 'mm/dd/yy',
  /** 0 = Sunday. */
  firstDayOfWeek: 0,
  ripple: true,
  rippleDurationMs: 401,
} as const);

/** Languages the date picker has its own texts for; the others fall back to English. */
export const DATE_PICKER_LANGUAGES = ['uk', 'ru', 'de', 'fr'] as const satisfies readonly TLanguage[];

// ---- Browser storage (SPEC points 3 and 9) ----

/** The local browser database that keeps the persisted client state: version 1, one store, one key. */
export const INDEXED_DB = Object.freeze({
  name: 'guestloop',
  version: 1,
  store: 'keyval',
  stateKey: 'state',
} as const);
