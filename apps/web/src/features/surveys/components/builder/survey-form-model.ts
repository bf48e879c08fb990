import {
  type TLanguage,
  type TSurvey,
  type TSurveyContent,
  type TUpdateSurveyBody,
  ZLanguage,
  ZSurveyContent,
  ZUpdateSurveyBody,
} from '@guestloop/contracts';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import { fieldMessage as commonFieldMessage, formSchemaOptions } from '@/lib/form-errors';

/** The builder's values: the survey's columns and its whole content (questions, texts, quiz). */
export interface SurveyFormValues {
  title: string;
  language: TLanguage;
  locationId: string;
  /** '' while the survey never expires (a date input's empty value). */
  expiresOn: string;
  content: TSurveyContent;
}

/**
 * The contract's rules for what the builder saves: the content is checked as a whole with the
 * same schema the API uses, so a rule naming a later question or a jump going back shows the
 * message the API would give, on its field, before anything is sent.
 */
export const ZSurveyBuilderForm = z.object({
  title: ZUpdateSurveyBody.shape.title.unwrap(),
  language: ZLanguage,
  locationId: z.uuid(),
  expiresOn: z.union([z.literal(''), z.iso.date()]),
  content: ZSurveyContent,
});

export function toFormValues(survey: TSurvey): SurveyFormValues {
  return {
    title: survey.title,
    language: survey.language,
    locationId: survey.locationId,
    expiresOn: survey.expiresOn ?? '',
    content: survey.content,
  };
}

export function toUpdateBody(values: SurveyFormValues): TUpdateSurveyBody {
  return {
    title: values.title,
    language: values.language,
    locationId: values.locationId,
    expiresOn: values.expiresOn === '' ? null : values.expiresOn,
    content: values.content,
  };
}

interface RawIssue {
  code?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

/** The form's error codes: the common ones, numbers' bounds and links in words of their own. */
export const builderSchemaOptions = {
  error: (issue: RawIssue): string => {
    if (issue.origin === 'number' && issue.code === 'too_small') return `number_too_small:${issue.minimum}`;
    if (issue.origin === 'number' && issue.code === 'too_big') return `number_too_big:${issue.maximum}`;
    if (issue.origin === 'array' && issue.code === 'too_small')
      return Number(issue.minimum) <= 1 ? 'list_empty' : `list_too_short:${issue.minimum}`;
    if (issue.origin === 'array' && issue.code === 'too_big') return `list_too_long:${issue.maximum}`;
    if (issue.code === 'invalid_format' && issue.format === 'url') return 'invalid_url';
    if (issue.code === 'invalid_format' && issue.format === 'date') return 'invalid_date';
    return formSchemaOptions.error(issue);
  },
};

/** Codes with a text under `surveys:validation.` (the logic checks of the contracts and the form's own). */
export const SURVEY_VALIDATION_CODES: ReadonlySet<string> = new Set([
  'rule_unknown_question',
  'rule_not_earlier_question',
  'rule_operator_not_allowed',
  'rule_unknown_option',
  'rule_invalid_value',
  'jump_not_forward',
  'reserved_id',
  'quiz_unknown_option',
  'quiz_one_correct_option',
  'max_selected_too_high',
  'scale_min_not_below_max',
  'min_above_max',
  'number_too_small',
  'number_too_big',
  'list_empty',
  'list_too_short',
  'list_too_long',
  'invalid_date',
]);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field error in words: the builder's codes, then the common ones; a server text as it came. */
export function fieldMessage(
  t: Translate,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  const message = error?.message;
  if (!message) return commonFieldMessage(t, error);
  const [code = '', limit] = message.split(':');
  return SURVEY_VALIDATION_CODES.has(code)
    ? t(`surveys:validation.${code}`, { limit })
    : commonFieldMessage(t, error);
}

/** An id for a new question (letters and digits, as the contract asks; unique enough to never clash). */
export function newItemId(prefix: 'q' | 'a' = 'q'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
