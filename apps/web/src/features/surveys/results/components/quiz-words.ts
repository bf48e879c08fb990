import type { TQuizParticipant } from '@guestloop/contracts';
import type { ResultsWords } from './use-results-words';

/** A participant as staff know them: name, else e-mail, else "Anonymous". */
export const nameOf = (person: TQuizParticipant, words: ResultsWords) =>
  person.name ?? person.email ?? words.t('quiz.anonymous');

/** "Passed" or "Not passed"; nothing for a quiz without a pass mark. */
export function passedText(passed: boolean | null, words: ResultsWords): string {
  if (passed === null) return '';
  return passed ? words.t('quiz.passedYes') : words.t('quiz.passedNo');
}
