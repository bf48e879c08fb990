import {
  type TLanguage,
  type TSurveyContent,
  type TSurveyContentInput,
  type TSurveyDefault,
  type TSurveyKind,
  type TSurveyQuestionInput,
  ZQuizSettings,
} from '@guestloop/contracts';
import { serverText } from '../i18n';
import { normalizeContent } from './surveys.content';

/**
 * What a new survey, e-NPS survey or quiz starts with, from the language packs' `surveys-defaults`
 * namespace (read once per language; English where a language lacks a key, which the locales
 * test forbids). The question and variant ids are the same in every language.
 */

export function defaultText(language: TLanguage, key: string): string {
  const text = serverText('surveys-defaults', language, key);
  if (text === undefined) throw new Error(`surveys-defaults text ${key} is missing`);
  return text;
}

/** The title a question added without one gets. */
export const newQuestionTitle = (language: TLanguage) => defaultText(language, 'newQuestion');

type Text = (key: string) => string;

const variants = (t: Text, question: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, label: t(`${question}.${id}`) }));

function surveyQuestions(t: Text): TSurveyQuestionInput[] {
  return [
    {
      id: 'frequency',
      type: 'select_single',
      title: t('frequency.title'),
      required: true,
      answers: variants(t, 'frequency', ['first', 'year', 'month', 'week']),
    },
    {
      id: 'overall',
      type: 'rate',
      title: t('overall.title'),
      required: true,
      data: { options: { min: 1, max: 5, labels: { min: t('overall.min'), max: t('overall.max') } } },
    },
    {
      id: 'comment',
      type: 'text_long',
      title: t('comment.title'),
      data: { placeholder: t('comment.placeholder') },
    },
  ];
}

function enpsQuestions(t: Text, companyName: string): TSurveyQuestionInput[] {
  const company = companyName.trim() || t('recommend.company');
  return [
    {
      id: 'recommend',
      type: 'rate_enps',
      title: t('recommend.title').replace('{{company}}', company).slice(0, 300),
      required: true,
      data: { options: { labels: { min: t('recommend.min'), max: t('recommend.max') } } },
    },
    {
      id: 'team',
      type: 'select_single',
      title: t('team.title'),
      answers: variants(t, 'team', ['frontOfHouse', 'kitchen']),
    },
    {
      id: 'comment',
      type: 'text_long',
      title: t('comment.title'),
      data: { placeholder: t('comment.placeholder') },
    },
  ];
}

function quizQuestions(t: Text): TSurveyQuestionInput[] {
  return [
    {
      id: 'fruit',
      type: 'select_single',
      title: t('fruit.title'),
      required: true,
      answers: variants(t, 'fruit', ['apple', 'carrot', 'potato']),
      data: { quiz: { correctAnswerIds: ['apple'], points: 1 } },
    },
    {
      id: 'colours',
      type: 'checkboxes',
      title: t('colours.title'),
      required: true,
      answers: variants(t, 'colours', ['red', 'table', 'green']),
      data: { quiz: { correctAnswerIds: ['red', 'green'], points: 1 } },
    },
  ];
}

/** The ready-made content of a kind in the language; `companyName` goes into the e-NPS question. */
export function defaultContent(kind: TSurveyKind, language: TLanguage, companyName: string): TSurveyContent {
  const t: Text = (key) => defaultText(language, `${kind}.${key}`);
  const questions =
    kind === 'survey'
      ? surveyQuestions(t)
      : kind === 'enps'
        ? enpsQuestions(t, companyName)
        : quizQuestions(t);
  const content: TSurveyContentInput = {
    subTitle: t('subTitle'),
    structureTitle: companyName.slice(0, 200),
    questions,
    settings: {
      begin: t('begin'),
      welcomePage: t('welcomePage'),
      after: t('after'),
      expire: t('expire'),
    },
    quiz: kind === 'quiz' ? ZQuizSettings.parse({}) : null,
  };
  return normalizeContent(kind, content);
}

export function defaultTitle(kind: TSurveyKind, language: TLanguage): string {
  return defaultText(language, `${kind}.title`);
}

export function defaultSurvey(kind: TSurveyKind, language: TLanguage, companyName: string): TSurveyDefault {
  return { title: defaultTitle(kind, language), content: defaultContent(kind, language, companyName) };
}
