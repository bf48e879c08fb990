import {
  translationLabel as label,
  METRIC_OUTCOMES,
  type TMetricOutcome,
  type TTranslatableContent,
  type TTranslatableText,
  type TTranslationLabelWord,
} from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { findMetricOfCompany } from './metrics.repo';

const OUTCOME_WORDS = {
  bad: 'badOutcome',
  neutral: 'neutralOutcome',
  good: 'goodOutcome',
} as const satisfies Record<TMetricOutcome, TTranslationLabelWord>;

/**
 * Every text a guest reads on a metric's rating page, once, for translation: the title and the
 * page's texts, each question's texts and answer variants, and what each outcome says after the
 * rating. Empty texts are left out. Null when the company has no metric under the slug.
 */
export async function metricTranslatableTexts(
  db: DbOrTx,
  structureId: string,
  slug: string,
): Promise<(TTranslatableContent & { metricId: string }) | null> {
  const metric = await findMetricOfCompany(db, structureId, slug);
  if (!metric) return null;
  const { content } = metric;
  const texts: TTranslatableText[] = [];
  const add = (id: string, labelText: string, text: string | null | undefined) => {
    if (text?.trim()) texts.push({ id, label: labelText, text });
  };
  add('title', label('title'), metric.title);
  add('subTitle', label('subtitle'), content.subTitle);
  add('structureTitle', label('venueName'), content.structureTitle);
  add('settings.welcomePage', label('welcome'), content.settings.welcomePage);
  add('settings.begin', label('intro'), content.settings.begin);
  add('commentPlaceholder', label('commentPlaceholder'), content.commentPlaceholder);
  add('settings.after', label('thanks'), content.settings.after);
  add('settings.expire', label('expired'), content.settings.expire);
  add('settings.policy.text', label('privacyText'), content.settings.policy.text);
  content.questions.forEach((question, index) => {
    const at = ['question', index + 1] as const;
    const id = `questions.${question.id}`;
    add(`${id}.title`, label(at, 'title'), question.title);
    add(`${id}.subTitle`, label(at, 'subtitle'), question.subTitle);
    add(`${id}.placeholder`, label(at, 'placeholder'), question.data.placeholder);
    add(`${id}.comment`, label(at, 'comment'), question.data.comment);
    question.answers.forEach((answer, n) => {
      add(`${id}.answers.${answer.id}`, label(at, ['answer', n + 1]), answer.label);
    });
  });
  for (const outcome of METRIC_OUTCOMES) {
    const said = content.outcomes[outcome];
    const id = `outcomes.${outcome}`;
    const word = OUTCOME_WORDS[outcome];
    add(`${id}.thanksText`, label(word, 'thanks'), said.thanksText);
    add(`${id}.verifyUserText`, label(word, 'verifyTitle'), said.verifyUserText);
    add(`${id}.verifyUserSubText`, label(word, 'verifyText'), said.verifyUserSubText);
    add(`${id}.ownSite.buttonText`, label(word, 'ownSiteButton'), said.ownSite?.buttonText);
  }
  return { metricId: metric.id, title: metric.title, language: metric.language, texts };
}
