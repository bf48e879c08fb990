import { SELECT_QUESTION_TYPES, type TQuestionType } from './enums';
import { ZMetricAnswer } from './metrics';
import { SURVEY_OPTIONS_MAX, TEXT_LONG_MAX, TEXT_SHORT_MAX } from './survey-question-limits';
import { ZSurveyItemId, ZSurveyJump, ZSurveyVisibility } from './survey-rules';
import * as z from './zod';

/**
 * The questions of a survey, e-NPS survey or quiz (SPEC point 3: title, subTitle, data with
 * placeholder, comment and options, answer variants with label), one schema per kind of answer.
 * The 15 types, their display modes and which answers are translatable are in enums.ts.
 * Answer variants (`answers`) exist only on the select types, as on a metric's questions.
 * The answer limits are in survey-question-limits.ts and the kind checks (`isSelectQuestion`…) in
 * survey-question-kinds.ts, without zod, for the guest pages.
 */

const ZText = (max: number) => z.string().max(max).default('');

const common = {
  id: ZSurveyItemId,
  title: z.string().trim().min(1).max(300),
  subTitle: ZText(500),
  required: z.boolean().default(false),
  visibility: ZSurveyVisibility.nullable().default(null),
  jumps: z.array(ZSurveyJump).max(10).default([]),
};

// biome-ignore lint/complexity/noBannedTypes: no extra fields
const data = <S extends z.ZodRawShape, E extends z.ZodRawShape = {}>(options: S, extra?: E) =>
  z
    .object({
      placeholder: ZText(200),
      comment: ZText(500),
      options: z.object(options).prefault({} as never),
      ...(extra as E),
    })
    .prefault({} as never);

const noVariants = { answers: z.array(ZMetricAnswer).max(0).default([]) };

/** The variants to choose from: 1 to 50, ids unique within the question. */
const ZVariants = z
  .array(ZMetricAnswer)
  .min(1)
  .max(SURVEY_OPTIONS_MAX)
  .refine((a) => new Set(a.map((x) => x.id)).size === a.length, { error: 'duplicate_id' });

/** A quiz question: the right variants and what a right answer is worth. */
export const ZQuizAnswerKey = z.object({
  correctAnswerIds: z.array(ZSurveyItemId).min(1).max(SURVEY_OPTIONS_MAX),
  points: z.number().int().min(0).max(1000).default(1),
});
export type TQuizAnswerKey = z.infer<typeof ZQuizAnswerKey>;

const quizExtra = { quiz: ZQuizAnswerKey.nullable().default(null) };

const ZTextShort = z.object({
  ...common,
  type: z.literal('text_short'),
  data: data({ maxLength: z.number().int().min(1).max(TEXT_SHORT_MAX).default(200) }),
  ...noVariants,
});

const ZTextLong = z.object({
  ...common,
  type: z.literal('text_long'),
  data: data({ maxLength: z.number().int().min(1).max(TEXT_LONG_MAX).default(2000) }),
  ...noVariants,
});

type SelectShape = {
  answers: { id: string }[];
  data: { quiz: TQuizAnswerKey | null; options: { maxSelected?: number | null } };
};

/** A quiz key names existing variants, each once; a single-choice question has one right answer. */
function checkSelect(single: boolean) {
  return (q: SelectShape, ctx: z.core.$RefinementCtx<SelectShape>) => {
    const ids = new Set(q.answers.map((a) => a.id));
    const key = q.data.quiz?.correctAnswerIds ?? [];
    key.forEach((id, i) => {
      if (!ids.has(id) || key.indexOf(id) !== i)
        ctx.addIssue({
          code: 'custom',
          message: 'quiz_unknown_option',
          path: ['data', 'quiz', 'correctAnswerIds', i],
        });
    });
    if (single && key.length > 1)
      ctx.addIssue({
        code: 'custom',
        message: 'quiz_one_correct_option',
        path: ['data', 'quiz', 'correctAnswerIds'],
      });
    const max = q.data.options.maxSelected;
    if (max != null && max > q.answers.length)
      ctx.addIssue({
        code: 'custom',
        message: 'max_selected_too_high',
        path: ['data', 'options', 'maxSelected'],
      });
  };
}

/** One variant: radio buttons, cards or a dropdown. */
const ZSelectOne = z
  .object({
    ...common,
    type: z.enum(['select_single', 'select_single_card', 'dropdown']),
    data: data({}, quizExtra),
    answers: ZVariants,
  })
  .superRefine(checkSelect(true));

/** Several variants; `maxSelected` null: as many as there are. */
const ZSelectMany = z
  .object({
    ...common,
    type: z.enum(['checkboxes', 'select_multiple']),
    data: data(
      { maxSelected: z.number().int().min(1).max(SURVEY_OPTIONS_MAX).nullable().default(null) },
      quizExtra,
    ),
    answers: ZVariants,
  })
  .superRefine(checkSelect(false));

const ZScaleLabels = z.object({ min: ZText(100), max: ZText(100) }).prefault({});

/** A scale of whole numbers from `min` (0 or more) to `max` (at most 10), labels at both ends. */
const ZRate = z
  .object({
    ...common,
    type: z.literal('rate'),
    data: data({
      min: z.number().int().min(0).max(9).default(1),
      max: z.number().int().min(1).max(10).default(5),
      labels: ZScaleLabels,
    }),
    ...noVariants,
  })
  .refine((q) => q.data.options.min < q.data.options.max, {
    error: 'scale_min_not_below_max',
    path: ['data', 'options', 'max'],
  });

/** The e-NPS question: "How likely are you to recommend…", always 0 to 10. */
const ZRateEnps = z.object({
  ...common,
  type: z.literal('rate_enps'),
  data: data({ labels: ZScaleLabels }),
  ...noVariants,
});

/** A number, optionally whole and within bounds (null: unbounded). */
const ZNumber = z
  .object({
    ...common,
    type: z.literal('text_number'),
    data: data({
      min: z.number().nullable().default(null),
      max: z.number().nullable().default(null),
      integer: z.boolean().default(false),
    }),
    ...noVariants,
  })
  .refine(({ data: { options: o } }) => o.min === null || o.max === null || o.min <= o.max, {
    error: 'min_above_max',
    path: ['data', 'options', 'max'],
  });

/** The types whose answer follows a fixed format and needs no settings. */
const ZFormatted = z.object({
  ...common,
  type: z.enum(['text_email', 'text_phone_number', 'text_url', 'date_only', 'time_only']),
  data: data({}),
  ...noVariants,
});

export const ZSurveyQuestion = z.discriminatedUnion('type', [
  ZTextShort,
  ZTextLong,
  ZSelectOne,
  ZSelectMany,
  ZRate,
  ZRateEnps,
  ZNumber,
  ZFormatted,
]);
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestion>;
/** The question as the editor may send it: settings left out take their defaults. */
export type TSurveyQuestionInput = z.input<typeof ZSurveyQuestion>;
export type TSurveyQuestionOf<T extends TQuestionType> = Extract<TSurveyQuestion, { type: T }>;
export type TSelectQuestion = TSurveyQuestionOf<
  'select_single' | 'select_single_card' | 'dropdown' | 'checkboxes' | 'select_multiple'
>;

/** A question the editor adds: its type's default settings, and two variants for a select type. */
export function newSurveyQuestion(type: TQuestionType, id: string, title: string): TSurveyQuestion {
  const answers = (SELECT_QUESTION_TYPES as readonly string[]).includes(type)
    ? [
        { id: `${id}-a`, label: '1' },
        { id: `${id}-b`, label: '2' },
      ]
    : [];
  return ZSurveyQuestion.parse({ id, type, title, answers });
}
