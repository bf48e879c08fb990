import { isSelectQuestion, type TSurvey } from '@guestloop/contracts';
import { QuestionSummary } from './cards/question-summary';
import type { ResultsWords } from './use-results-words';
import type { Summary } from './use-summary';

const NONE: readonly string[] = [];

/** A card per question, in the survey's order; a quiz's select questions know their right options. */
export function QuestionList({
  survey,
  summary,
  words,
}: {
  survey: TSurvey;
  summary: Summary;
  words: ResultsWords;
}) {
  const questions = survey.content.questions;
  const quiz = survey.kind === 'quiz';
  return (
    <div className="gl-results-grid">
      {summary.questions.map((result, i) => {
        const at = questions.findIndex((question) => question.id === result.questionId);
        const question = questions[at];
        const correctIds =
          quiz && question && isSelectQuestion(question)
            ? (question.data.quiz?.correctAnswerIds ?? NONE)
            : NONE;
        // e-NPS: the server leaves out the options too few chose (and those that would give them away).
        const listed = new Set((result.options ?? []).map((option) => option.id));
        const hiddenLabels =
          result.answered > 0 && question && isSelectQuestion(question)
            ? question.answers.filter((answer) => !listed.has(answer.id)).map((answer) => answer.label)
            : NONE;
        return (
          <QuestionSummary
            key={result.questionId}
            index={at >= 0 ? at : i}
            result={result}
            correctIds={correctIds}
            hiddenLabels={hiddenLabels}
            quiz={quiz}
            answersHref={survey.kind === 'enps' ? null : '#answers'}
            words={words}
          />
        );
      })}
    </div>
  );
}
