import type { TLanguage, TMetricContent, TMetricType } from '@guestloop/contracts';
import { serverText } from '../i18n';

/**
 * The texts of a ready-made metric, from the language packs' `metrics-defaults` namespace (read
 * once per language; English where a language lacks a key, which the locales test forbids).
 */

export function defaultText(language: TLanguage, key: string): string {
  const text = serverText('metrics-defaults', language, key);
  if (text === undefined) throw new Error(`metrics-defaults text ${key} is missing`);
  return text;
}

/** The answer variants of the ready-made question, by id (the ids stay the same in every language). */
export const DEFAULT_ANSWER_IDS = [
  'service',
  'food',
  'drinks',
  'cleanliness',
  'atmosphere',
  'speed',
  'value',
] as const;

/** The sticker's accent colour until staff choose one. */
export const DEFAULT_STICKER_ACCENT = '#0f766e';

export function defaultTitle(type: TMetricType, language: TLanguage): string {
  return defaultText(language, `title.${type}`);
}

export function defaultCallToAction(type: TMetricType, language: TLanguage): string {
  return defaultText(language, `sticker.callToAction.${type}`);
}

/** A ready-made metric's content: a question with answer variants, the texts around the form and per outcome. */
export function defaultContent(type: TMetricType, language: TLanguage, companyName: string): TMetricContent {
  const t = (key: string) => defaultText(language, key);
  const outcome = (name: 'bad' | 'neutral' | 'good') => ({
    thanksText: t(`outcomes.${name}.thanksText`),
    verifyUserText: t(`outcomes.${name}.verifyUserText`),
    verifyUserSubText: t(`outcomes.${name}.verifyUserSubText`),
    ownSite: null,
  });
  return {
    subTitle: t(`subTitle.${type}`),
    structureTitle: companyName.slice(0, 200),
    commentPlaceholder: t('commentPlaceholder'),
    questions: [
      {
        id: 'highlights',
        title: t('question.title'),
        subTitle: t('question.subTitle'),
        data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
        answers: DEFAULT_ANSWER_IDS.map((id) => ({ id, label: t(`question.answers.${id}`) })),
      },
    ],
    settings: {
      begin: t('settings.begin'),
      welcomePage: t('settings.welcomePage'),
      after: t('settings.after'),
      expire: t('settings.expire'),
      policy: { text: t('settings.policy'), url: null },
    },
    outcomes: { bad: outcome('bad'), neutral: outcome('neutral'), good: outcome('good') },
    verificationMethods: [],
    subLocationIds: [],
    reviewLinks: [],
    sticker: null,
  };
}
