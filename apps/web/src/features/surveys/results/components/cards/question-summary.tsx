import type { TQuestionResult } from '@guestloop/contracts';
import { useId } from 'react';
import { isolated, summaryKindOf } from '../display-kind';
import type { ResultsWords } from '../use-results-words';
import { CloudCard } from './cloud-card';
import { EnpsCard } from './enps-card';
import { OptionsCard } from './options-card';
import { NumberCard, TableOnlyCard } from './plain-card';
import { type Figure, QuestionFigures } from './question-figures';
import { ScoreCard } from './rate-card';

export interface QuestionSummaryProps {
  /** The question's place in the survey (0-based). */
  index: number;
  result: TQuestionResult;
  /** A quiz question's right options (empty elsewhere). */
  correctIds: readonly string[];
  /** A select question's options left out to keep answers anonymous (e-NPS), by label. */
  hiddenLabels?: readonly string[];
  /** Quizzes show each question's share of right answers. */
  quiz: boolean;
  /** The table of answers on the page, when there is one (not on e-NPS: its answers are anonymous). */
  answersHref: string | null;
  words: ResultsWords;
}

/** One question's card, drawn by its display kind. */
export function QuestionSummary({
  index,
  result,
  correctIds,
  hiddenLabels = [],
  quiz,
  answersHref,
  words,
}: QuestionSummaryProps) {
  const { t } = words;
  const id = useId();
  const kind = summaryKindOf(result.type);
  const title = `${index + 1}. ${isolated(result.title)}`;
  const list: Figure[] = [{ label: t('card.answered'), value: words.number(result.answered) }];
  if (kind === 'rate' && result.average !== null)
    list.push({ label: t('card.average'), value: words.decimal(result.average) });
  if (quiz && result.correctShare !== null)
    list.push({ label: t('card.right'), value: words.percent(result.correctShare) });
  const figures = <QuestionFigures figures={list} />;
  const card = { title, result, figures, words };
  switch (kind) {
    case 'options':
      return <OptionsCard id={id} {...card} correctIds={correctIds} hiddenLabels={hiddenLabels} />;
    case 'rate':
      return <ScoreCard id={id} {...card} />;
    case 'enps':
      return <EnpsCard id={id} {...card} />;
    case 'cloud':
      return <CloudCard {...card} answersHref={answersHref} />;
    case 'number':
      return <NumberCard {...card} answersHref={answersHref} />;
    default:
      return <TableOnlyCard {...card} answersHref={answersHref} />;
  }
}
