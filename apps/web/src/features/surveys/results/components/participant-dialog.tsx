import type { TQuizParticipant, TQuizResult, TSurvey } from '@guestloop/contracts';
import { Dialog, QueryState } from '@/components/ui';
import { useAnswer } from '../api/get-answer';
import { useParticipantAnswer } from '../api/get-quiz-analysis';
import { AnswerView } from './answer-view';
import { isolated } from './display-kind';
import { nameOf, passedText } from './quiz-words';
import type { ResultsWords } from './use-results-words';

export interface ParticipantDialogProps {
  survey: TSurvey;
  participant: TQuizParticipant | null;
  onClose(): void;
  words: ResultsWords;
}

/**
 * A participant's result and answers: a known customer's last answer with what was right, an
 * anonymous one's answer by its id.
 */
export function ParticipantDialog({ survey, participant, onClose, words }: ParticipantDialogProps) {
  const { t } = words;
  const customerId = participant?.customerId ?? null;
  const known = useParticipantAnswer(survey.slug, customerId);
  const anonymous = useAnswer('quiz', survey.slug, participant && !customerId ? participant.answerId : null);
  return (
    <Dialog
      visible={participant !== null}
      onHide={onClose}
      header={participant ? nameOf(participant, words) : ''}
      className="gl-results-answer-dialog"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      {participant ? (
        <>
          <p className="gl-results-participant__score">
            {t('quiz.scoreLine', {
              points: `${words.number(participant.points)} / ${words.number(participant.maxPoints)}`,
              when: words.dateTime(participant.finishedAt),
            })}{' '}
            <strong>{passedText(participant.passed, words)}</strong>
          </p>
          {customerId ? (
            <QueryState query={known} loadingLabel={t('answer.loading')} errorTitle={t('answer.loadError')}>
              {(data) => (
                <>
                  <RightAndWrong result={data.result} words={words} />
                  <h3 className="gl-results-answer__heading">{t('quiz.answers')}</h3>
                  <AnswerView questions={survey.content.questions} answer={data.answer} words={words} />
                </>
              )}
            </QueryState>
          ) : (
            <QueryState
              query={anonymous}
              loadingLabel={t('answer.loading')}
              errorTitle={t('answer.loadError')}
            >
              {(data) => <AnswerView questions={survey.content.questions} answer={data} words={words} />}
            </QueryState>
          )}
        </>
      ) : null}
    </Dialog>
  );
}

/** Each scored question: right or wrong, its points, and the right answer when it was missed. */
function RightAndWrong({ result, words }: { result: TQuizResult; words: ResultsWords }) {
  const { t } = words;
  if (!result.questions?.length) return null;
  return (
    <ul className="gl-results-right-list" aria-label={t('quiz.rightList')}>
      {result.questions.map((question) => (
        <li key={question.questionId} className={question.correct ? 'is-right' : 'is-wrong'}>
          <span className={question.correct ? 'pi pi-check' : 'pi pi-times'} aria-hidden="true" />
          <span>
            {t(question.correct ? 'quiz.rightItem' : 'quiz.wrongItem', {
              question: isolated(question.title),
              points: `${words.number(question.points)} / ${words.number(question.maxPoints)}`,
            })}
            {!question.correct && question.correctAnswerLabels.length > 0 ? (
              <span className="gl-results-muted">
                {' '}
                {t('quiz.rightAnswer', { answer: question.correctAnswerLabels.join(', ') })}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
