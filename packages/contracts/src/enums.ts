/**
 * The product's fixed lists and what follows from them, without zod: the guest pages' code reads
 * them. Their schemas (`ZQuestionType`, `ZCurrency`…) are in enum-schemas.ts.
 */

/** Survey question types (SPEC point 3), in the spec's order. */
export const QUESTION_TYPES = [
  'text_short',
  'text_long',
  'select_single',
  'select_single_card',
  'checkboxes',
  'dropdown',
  'select_multiple',
  'rate',
  'rate_enps',
  'text_number',
  'text_email',
  'text_phone_number',
  'text_url',
  'date_only',
  'time_only',
] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

/** How the answers of a question can be shown in the results. */
export const DISPLAY_MODES = ['diagram', 'cloud', 'table'] as const;
export type TDisplayMode = (typeof DISPLAY_MODES)[number];

/** The select types: a fixed list of options the customer picks from. */
export const SELECT_QUESTION_TYPES = [
  'select_single',
  'select_single_card',
  'checkboxes',
  'dropdown',
  'select_multiple',
] as const satisfies readonly TQuestionType[];

/** Diagram: the select types plus rate and rate_enps. */
export const DIAGRAM_QUESTION_TYPES = [
  ...SELECT_QUESTION_TYPES,
  'rate',
  'rate_enps',
] as const satisfies readonly TQuestionType[];

/** Cloud: the free-text types. */
export const CLOUD_QUESTION_TYPES = ['text_short', 'text_long'] as const satisfies readonly TQuestionType[];

function modesOf(type: TQuestionType): readonly TDisplayMode[] {
  const modes: TDisplayMode[] = [];
  if ((DIAGRAM_QUESTION_TYPES as readonly string[]).includes(type)) modes.push('diagram');
  if ((CLOUD_QUESTION_TYPES as readonly string[]).includes(type)) modes.push('cloud');
  modes.push('table');
  return Object.freeze(modes);
}

/** Display modes per question type; table applies to every type. */
export const QUESTION_DISPLAY_MODES: Readonly<Record<TQuestionType, readonly TDisplayMode[]>> = Object.freeze(
  Object.fromEntries(QUESTION_TYPES.map((type) => [type, modesOf(type)])) as Record<
    TQuestionType,
    readonly TDisplayMode[]
  >,
);

export function displayModesFor(type: TQuestionType): readonly TDisplayMode[] {
  return QUESTION_DISPLAY_MODES[type];
}

export function supportsDisplayMode(type: TQuestionType, mode: TDisplayMode): boolean {
  return QUESTION_DISPLAY_MODES[type].includes(mode);
}

/** Question types whose answers are translated when shown in another language. */
export const TRANSLATABLE_ANSWER_TYPES = [
  'select_single',
  'select_single_card',
  'text_short',
  'text_long',
] as const satisfies readonly TQuestionType[];
export type TTranslatableAnswerType = (typeof TRANSLATABLE_ANSWER_TYPES)[number];

export function isTranslatableAnswerType(type: string): type is TTranslatableAnswerType {
  return (TRANSLATABLE_ANSWER_TYPES as readonly string[]).includes(type);
}

/** QR info page block types (all 28 of SPEC point 3). */
export const QR_BLOCK_TYPES = [
  'youtube',
  'text',
  'social-button',
  'social-buttons',
  'url-button',
  'phone',
  'viber',
  'email',
  'whatsapp',
  'telegram',
  'big-image',
  'full-width-image',
  'geolocation',
  'add-contact',
  'location-work-details',
  'csat-link',
  'menu-link',
  'order-external-link',
  'waiter-call',
  'wifi',
  'pay-bill',
  'booking-restaurant-table',
  'booking-url',
  'sign-up-form',
  'sign-in-form',
  'forgot-password-form',
  'survey-form',
  'booking-restaurant-table-form',
] as const;
export type TQrBlockType = (typeof QR_BLOCK_TYPES)[number];

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'telegram',
  'web-site',
  'behance',
  'x',
] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Contact kinds that become links built from the digits of a phone number. */
export const MESSENGER_KINDS = ['phone', 'viber', 'telegram', 'whatsapp'] as const;
export type TMessengerKind = (typeof MESSENGER_KINDS)[number];

/** Units of a menu item option (a portion sold by the item, by weight, by the glass…). */
export const OPTION_UNIT_TYPES = ['item', 'weight', 'volume', 'bottle', 'glass', 'custom'] as const;
export type TOptionUnitType = (typeof OPTION_UNIT_TYPES)[number];

/** Currencies prices can be displayed in (ISO 4217 codes). */
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'UAH', 'AZN', 'RON', 'KZT', 'PLN', 'TRY', 'GEL'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
