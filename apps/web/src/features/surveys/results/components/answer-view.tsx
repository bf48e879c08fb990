import type { TSurveyAnswerRow, TSurveyQuestion } from '@guestloop/contracts';
import { answerText } from './answer-values';
import { isolated } from './display-kind';
import type { ResultsWords } from './use-results-words';

/** One answer whole: each question asked and what was answered (or that it was left out). */
export function AnswerView({
  questions,
  answer,
  words,
}: {
  questions: readonly TSurveyQuestion[];
  answer: TSurveyAnswerRow;
  words: ResultsWords;
}) {
  const { t } = words;
  return (
    <dl className="gl-results-answer">
      {questions.map((question, index) => {
        const text = answerText(question, answer.answers[question.id], words);
        return (
          <div key={question.id} className="gl-results-answer__item">
            <dt>{`${index + 1}. ${isolated(question.title)}`}</dt>
            <dd dir="auto" className={text ? undefined : 'gl-results-muted'}>
              {text || t('answer.none')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
