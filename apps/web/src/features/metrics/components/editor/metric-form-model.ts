import {
  type TLanguage,
  type TMetric,
  type TMetricContent,
  type TMetricOutcome,
  type TMetricOutcomeTexts,
  type TUpdateMetricBody,
  ZLanguage,
  ZMetricContent,
  ZMetricSettings,
  ZUpdateMetricBody,
} from '@guestloop/contracts';
import { z } from 'zod';
import { fieldMessageWith } from '@/lib/form-errors';

/** The editor's values: the metric's texts as typed (an empty policy link is ''). */
export interface MetricFormValues {
  title: string;
  language: TLanguage;
  content: Omit<TMetricContent, 'sticker' | 'settings' | 'outcomes'> & {
    settings: Omit<TMetricContent['settings'], 'policy'> & { policy: { text: string; url: string } };
    outcomes: Record<
      TMetricOutcome,
      TMetricOutcomeTexts & { ownSite: { buttonText: string; url: string } | null }
    >;
  };
}

const policy = ZMetricSettings.shape.policy;
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The contract's rules for a metric's title, language and content; an empty policy link is none. */
export const ZMetricForm = z.object({
  title: ZUpdateMetricBody.shape.title.unwrap(),
  language: ZLanguage,
  content: ZMetricContent.omit({ sticker: true }).extend({
    settings: ZMetricSettings.extend({
      policy: policy.extend({ url: z.preprocess(emptyToNull, policy.shape.url) }),
    }),
  }),
});

export function toFormValues(metric: TMetric): MetricFormValues {
  const { sticker: _sticker, ...content } = metric.content;
  const outcome = (texts: TMetricOutcomeTexts) => ({ ...texts, ownSite: texts.ownSite ?? null });
  return {
    title: metric.title,
    language: metric.language,
    content: {
      ...content,
      settings: {
        ...content.settings,
        policy: { text: content.settings.policy.text, url: content.settings.policy.url ?? '' },
      },
      outcomes: {
        bad: outcome(content.outcomes.bad),
        neutral: outcome(content.outcomes.neutral),
        good: outcome(content.outcomes.good),
      },
    },
  };
}

/** What the editor saves: the checked values, with the sticker settings kept as they are now. */
export function toUpdateBody(checked: z.output<typeof ZMetricForm>, metric: TMetric): TUpdateMetricBody {
  return {
    title: checked.title,
    language: checked.language,
    content: { ...checked.content, sticker: metric.content.sticker ?? null },
  };
}

/** An id for a new question or answer variant (letters and digits, as the contract asks). */
export function newItemId(prefix: 'q' | 'a'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Field messages: the common codes, and the metrics' own (a review site listed twice). */
export const fieldMessage = fieldMessageWith('metrics', ['duplicate_service']);
