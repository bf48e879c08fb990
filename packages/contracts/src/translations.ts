import { ZLanguage } from './language-schema';
import { LANGUAGES, type TLanguage } from './languages';
import { ZSlug } from './structure';
import * as z from './zod';

/**
 * The staff side of content translation: a menu's, survey's, e-NPS survey's, quiz's, metric's or
 * QR page's guest-visible texts beside their translations into one language (from the company's
 * translation memory), machine translation asked for several languages at once, and how far it
 * has come. Corrections go through POST /translation/correction (content-translation.ts).
 */

/** What can be translated: the path segment of /translations/{kind}/{slug}. */
export const TRANSLATABLE_KINDS = ['menu', 'survey', 'enps', 'quiz', 'metric', 'qr-info'] as const;
export const ZTranslatableKind = z.enum(TRANSLATABLE_KINDS);
export type TTranslatableKind = z.infer<typeof ZTranslatableKind>;

/**
 * A text's translation: a staff member's (`human`), an engine's (`machine`), or none yet
 * (`missing`: the guest reads the original).
 */
export const TRANSLATION_TEXT_STATES = ['human', 'machine', 'missing'] as const;
export const ZTranslationTextState = z.enum(TRANSLATION_TEXT_STATES);
export type TTranslationTextState = z.infer<typeof ZTranslationTextState>;

// ---- Labels ----

/**
 * Words a text's label is made of (`labels.<word>` in the `translations` namespace). A label is
 * parts joined by LABEL_SEPARATOR, each a word, a word and a position ("question 2"), or any other
 * text shown as it is (a dish's name).
 */
export const TRANSLATION_LABEL_WORDS = [
  'title',
  'subtitle',
  'venueName',
  'intro',
  'welcome',
  'thanks',
  'expired',
  'privacyTitle',
  'privacyText',
  'question',
  'answer',
  'placeholder',
  'comment',
  'scaleMin',
  'scaleMax',
  'commentPlaceholder',
  'badOutcome',
  'neutralOutcome',
  'goodOutcome',
  'verifyTitle',
  'verifyText',
  'ownSiteButton',
  'block',
  'locationBlock',
  'label',
  'text',
  'note',
  'alt',
  'address',
  'name',
  'buttonLabel',
  'category',
  'item',
  'description',
  'option',
  'addon',
  'allergens',
  'openingHours',
  'orderingPause',
  'relatedItems',
  'variants',
  'delivery',
] as const;
export type TTranslationLabelWord = (typeof TRANSLATION_LABEL_WORDS)[number];
export const LABEL_SEPARATOR = ' › ';

const LABEL_WORDS = new Set<string>(TRANSLATION_LABEL_WORDS);

/** A label from its parts: `translationLabel(['question', 2], 'answer')` is "question 2 › answer". */
export function translationLabel(
  ...parts: (TTranslationLabelWord | readonly [TTranslationLabelWord, number])[]
): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : `${part[0]} ${part[1]}`))
    .join(LABEL_SEPARATOR);
}

export type TTranslationLabelPart =
  | { word: TTranslationLabelWord; position: number | null }
  | { text: string };

/** A label's parts, for showing it in the reader's language; unknown parts stay text. */
export function translationLabelParts(label: string): TTranslationLabelPart[] {
  return label.split(LABEL_SEPARATOR).map((part) => {
    const match = /^([A-Za-z]+)(?: (\d+))?$/.exec(part);
    if (match && LABEL_WORDS.has(match[1] as string))
      return {
        word: match[1] as TTranslationLabelWord,
        position: match[2] === undefined ? null : Number(match[2]),
      };
    return { text: part };
  });
}

/**
 * What a catalogue module answers of one of its records for translation: every text a guest
 * sees, once, with a key unique in the record and a label saying where it shows.
 */
export interface TTranslatableText {
  id: string;
  label: string;
  text: string;
}
export interface TTranslatableContent {
  title: string;
  language: TLanguage;
  texts: TTranslatableText[];
}

// ---- Requests ----

export const ZTranslationsParams = z.object({ kind: ZTranslatableKind, slug: ZSlug });
export type TTranslationsParams = z.infer<typeof ZTranslationsParams>;

/** GET /translations/{kind}/{slug}?to=: the texts beside their translations into `to`. */
export const ZTranslationsQuery = z.object({ to: ZLanguage });
export type TTranslationsQuery = z.infer<typeof ZTranslationsQuery>;

const ZLanguages = z
  .array(ZLanguage)
  .min(1)
  .max(LANGUAGES.length)
  .transform((languages) => [...new Set(languages)]);

/** POST /translations/{kind}/{slug}/translate: ask an engine for every text in these languages. */
export const ZTranslateContentBody = z.object({ languages: ZLanguages });
export type TTranslateContentBody = z.input<typeof ZTranslateContentBody>;

/** GET …/progress?languages=es,uk (comma-separated, or repeated). */
export const ZTranslationProgressQuery = z.object({
  // Other text than codes and commas is refused whole, naming the field.
  languages: z.preprocess(
    (value) =>
      typeof value === 'string' && /^[a-z,]*$/.test(value)
        ? value.split(',').filter((part) => part !== '')
        : value,
    ZLanguages,
  ),
});
export type TTranslationProgressQuery = z.input<typeof ZTranslationProgressQuery>;

// ---- Answers ----

export const ZTranslationCounts = z.object({
  human: z.number().int().min(0),
  machine: z.number().int().min(0),
  missing: z.number().int().min(0),
});
export type TTranslationCounts = z.infer<typeof ZTranslationCounts>;

export const ZTranslationText = z.object({
  id: z.string(),
  /** Where the text shows (see `translationLabelParts`). */
  label: z.string(),
  source: z.string(),
  /** The translation; the source while `missing`. */
  text: z.string(),
  state: ZTranslationTextState,
});
export type TTranslationText = z.infer<typeof ZTranslationText>;

export const ZTranslations = z.object({
  title: z.string(),
  sourceLanguage: ZLanguage,
  language: ZLanguage,
  counts: ZTranslationCounts,
  texts: z.array(ZTranslationText),
});
export type TTranslations = z.infer<typeof ZTranslations>;

export const ZLanguageProgress = z.object({
  language: ZLanguage,
  counts: ZTranslationCounts,
  /** Missing texts an engine is still working on; 0: done (what is still missing, no engine covers). */
  waiting: z.number().int().min(0),
});
export type TLanguageProgress = z.infer<typeof ZLanguageProgress>;

/** The answer of …/translate and …/progress: one entry per language asked, in the order asked. */
export const ZTranslationProgress = z.object({
  sourceLanguage: ZLanguage,
  total: z.number().int().min(0),
  languages: z.array(ZLanguageProgress),
});
export type TTranslationProgress = z.infer<typeof ZTranslationProgress>;
