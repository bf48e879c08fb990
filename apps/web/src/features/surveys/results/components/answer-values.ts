import { isSelectQuestion, type TSurveyQuestion } from '@guestloop/contracts';

export interface ValueWords {
  number(n: number): string;
  day(day: string): string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An answer as staff read it: a select question's option labels (an option since removed shows
 * its id), several values joined, numbers and days in the UI language; nothing for no answer.
 */
export function answerText(question: TSurveyQuestion | undefined, value: unknown, words: ValueWords): string {
  if (value === undefined || value === null || value === '') return '';
  const values = Array.isArray(value) ? value : [value];
  if (question && isSelectQuestion(question)) {
    const labels = new Map(question.answers.map((option) => [option.id, option.label]));
    return values.map((id) => labels.get(String(id)) ?? String(id)).join(', ');
  }
  return values
    .map((item) => {
      if (typeof item === 'number') return words.number(item);
      const text = String(item);
      return question?.type === 'date_only' && DAY.test(text) ? words.day(text) : text;
    })
    .join(', ');
}
