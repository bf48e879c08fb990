import {
  translationLabel as label,
  type TSurveyKind,
  type TTranslatableContent,
  type TTranslatableText,
} from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { normalizeContent } from './surveys.content';
import { findSurvey } from './surveys.repo';

/**
 * Every text a guest reads on a survey's, e-NPS survey's or quiz's pages, once, for translation:
 * the title, the screens' texts, the own privacy note, and each question's title, subtitle,
 * placeholder, comment, scale labels and answer variants. Empty texts are left out. Null when
 * the company has no survey of the kind under the slug.
 */
export async function surveysTranslatableTexts(
  db: DbOrTx,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
): Promise<(TTranslatableContent & { surveyId: string }) | null> {
  const survey = await findSurvey(db, structureId, kind, slug);
  if (!survey) return null;
  const content = normalizeContent(kind, survey.content);
  const texts: TTranslatableText[] = [];
  const add = (id: string, labelText: string, text: string | null | undefined) => {
    if (text?.trim()) texts.push({ id, label: labelText, text });
  };
  const { settings } = content;
  add('title', label('title'), survey.title);
  add('subTitle', label('subtitle'), content.subTitle);
  add('structureTitle', label('venueName'), content.structureTitle);
  add('settings.welcomePage', label('welcome'), settings.welcomePage);
  add('settings.begin', label('intro'), settings.begin);
  add('settings.after', label('thanks'), settings.after);
  add('settings.expire', label('expired'), settings.expire);
  if (settings.policy.useOwnPolicy) {
    add('settings.policy.title', label('privacyTitle'), settings.policy.title);
    add('settings.policy.policy', label('privacyText'), settings.policy.policy);
  }
  content.questions.forEach((question, index) => {
    const at = ['question', index + 1] as const;
    const id = `questions.${question.id}`;
    add(`${id}.title`, label(at, 'title'), question.title);
    add(`${id}.subTitle`, label(at, 'subtitle'), question.subTitle);
    add(`${id}.placeholder`, label(at, 'placeholder'), question.data.placeholder);
    add(`${id}.comment`, label(at, 'comment'), question.data.comment);
    const options = question.data.options as { labels?: { min: string; max: string } };
    add(`${id}.labels.min`, label(at, 'scaleMin'), options.labels?.min);
    add(`${id}.labels.max`, label(at, 'scaleMax'), options.labels?.max);
    question.answers.forEach((answer, n) => {
      add(`${id}.answers.${answer.id}`, label(at, ['answer', n + 1]), answer.label);
    });
  });
  return { surveyId: survey.id, title: survey.title, language: survey.language, texts };
}
