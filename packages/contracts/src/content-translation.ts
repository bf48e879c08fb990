import { ZLanguage } from './language-schema';
import * as z from './zod';

/**
 * Machine translation of content (SPEC point 7 "Translation": POST /translate and
 * /translate/multiple), behind the company's translation memory: a staff member's translation
 * wins over an engine's. A text no engine can translate comes back as it was, marked `original`.
 */

/** Longest text one call translates (a review, a survey answer, a dish's description). */
export const TRANSLATE_TEXT_MAX_LENGTH = 5000;
/** Texts one /translate/multiple call takes. */
export const TRANSLATE_MULTIPLE_MAX = 100;

export const TRANSLATION_STATES = ['human', 'machine', 'original'] as const;
export const ZTranslationState = z.enum(TRANSLATION_STATES);
export type TTranslationState = z.infer<typeof ZTranslationState>;

export const ZTranslateBody = z.object({
  text: z.string().max(TRANSLATE_TEXT_MAX_LENGTH),
  from: ZLanguage,
  to: ZLanguage,
});
export type TTranslateBody = z.infer<typeof ZTranslateBody>;

export const ZTranslated = z.object({
  text: z.string(),
  /** `original`: no translation exists and no engine covers the pair; `text` is the original. */
  state: ZTranslationState,
});
export type TTranslated = z.infer<typeof ZTranslated>;

export const ZTranslateMultipleBody = z.array(ZTranslateBody).min(1).max(TRANSLATE_MULTIPLE_MAX);
export type TTranslateMultipleBody = z.infer<typeof ZTranslateMultipleBody>;
export const ZTranslatedList = z.array(ZTranslated);
export type TTranslatedList = z.infer<typeof ZTranslatedList>;

/** A staff member's translation of a text, reused wherever the same text appears. */
export const ZTranslationCorrectionBody = z.object({
  source: z.string().trim().min(1).max(TRANSLATE_TEXT_MAX_LENGTH),
  from: ZLanguage,
  to: ZLanguage,
  /** Empty: forget the correction (an engine's translation is shown again). */
  text: z.string().trim().max(TRANSLATE_TEXT_MAX_LENGTH),
});
export type TTranslationCorrectionBody = z.infer<typeof ZTranslationCorrectionBody>;
