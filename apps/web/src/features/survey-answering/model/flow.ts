import {
  isEmptyAnswer,
  type TAnswerIssue,
  type TSurveyForm,
  type TSurveyQuestion,
  type TSurveyState,
  validateAnswer,
  visibleQuestions,
} from '@guestloop/contracts';

/**
 * The answering flow as plain functions: which question comes next or before, how far along the
 * customer is, where a saved state resumes, and what is sent. Every decision goes through the
 * contracts' engine, the same one the server runs, so the page never offers a question the server
 * would refuse an answer to.
 */

/** What a control holds: typed text, a chosen option or options, a scale's number. */
export type DraftValue = string | number | string[];
export type Draft = Readonly<Record<string, DraftValue>>;

/**
 * The answer as sent. A number typed with a decimal comma (most of Europe) is sent with a point,
 * the only separator the answer check reads; everything else goes as typed.
 */
export function rawAnswer(question: TSurveyQuestion, value: DraftValue | undefined): unknown {
  if (question.type === 'text_number' && typeof value === 'string') {
    const text = value.trim();
    return /^[+-]?\d*,\d+$/.test(text) ? text.replace(',', '.') : text;
  }
  return value;
}

function rawAnswers(form: TSurveyForm, draft: Draft): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const question of form.questions) {
    if (Object.hasOwn(draft, question.id)) raw[question.id] = rawAnswer(question, draft[question.id]);
  }
  return raw;
}

/** The questions asked for these answers, in order (show and hide rules, jumps). */
export function askedQuestions(form: TSurveyForm, draft: Draft): TSurveyQuestion[] {
  return visibleQuestions(form, rawAnswers(form, draft));
}

/**
 * What a save sends: the non-empty answers of the questions still asked. An answer left on a
 * question the logic has hidden since stays in the page (it comes back if the question does) but
 * is not sent: the server refuses answers to questions it does not ask.
 */
export function answersToSend(form: TSurveyForm, draft: Draft): Record<string, unknown> {
  const raw = rawAnswers(form, draft);
  const sent: Record<string, unknown> = {};
  for (const question of visibleQuestions(form, raw)) {
    if (Object.hasOwn(raw, question.id) && !isEmptyAnswer(raw[question.id]))
      sent[question.id] = raw[question.id];
  }
  return sent;
}

export interface Progress {
  /** 1-based place of the current question among those asked. */
  position: number;
  total: number;
}

/** "Question 3 of 8", counted over the questions these answers ask, so a skipped branch shrinks it. */
export function progressOf(form: TSurveyForm, draft: Draft, currentId: string): Progress {
  const asked = askedQuestions(form, draft);
  const index = asked.findIndex((q) => q.id === currentId);
  return { position: index < 0 ? asked.length : index + 1, total: asked.length };
}

/** The question after the current one for these answers; null: the current one is the last. */
export function nextQuestionId(form: TSurveyForm, draft: Draft, currentId: string): string | null {
  const asked = askedQuestions(form, draft);
  const index = asked.findIndex((q) => q.id === currentId);
  return asked[index + 1]?.id ?? null;
}

/** The question asked before the current one; null on the first. */
export function previousQuestionId(form: TSurveyForm, draft: Draft, currentId: string): string | null {
  const asked = askedQuestions(form, draft);
  const index = asked.findIndex((q) => q.id === currentId);
  return index > 0 ? (asked[index - 1]?.id ?? null) : null;
}

/** A saved answer back in the controls: a number the customer typed is text again. */
export function draftFromState(form: TSurveyForm, answers: TSurveyState['answers']): Draft {
  const draft: Record<string, DraftValue> = {};
  for (const question of form.questions) {
    if (!Object.hasOwn(answers, question.id)) continue;
    const value = answers[question.id] as DraftValue;
    draft[question.id] = question.type === 'text_number' && typeof value === 'number' ? String(value) : value;
  }
  return draft;
}

/**
 * Where a returning customer continues: the question they had reached when it is still asked;
 * otherwise (the form changed since) the first asked question without an answer, else the last.
 */
export function resumeAt(
  form: TSurveyForm,
  state: Pick<TSurveyState, 'answers' | 'questionId'>,
): string | null {
  const draft = draftFromState(form, state.answers);
  const asked = askedQuestions(form, draft);
  if (state.questionId && asked.some((q) => q.id === state.questionId)) return state.questionId;
  const open = asked.find((q) => isEmptyAnswer(draft[q.id]));
  return (open ?? asked.at(-1))?.id ?? null;
}

/** What keeps the customer on this question (required, format, range), before asking the server. */
export function questionIssue(question: TSurveyQuestion, value: DraftValue | undefined): TAnswerIssue | null {
  const check = validateAnswer(question, rawAnswer(question, value));
  return check.ok ? null : (check.issues[0] ?? null);
}
