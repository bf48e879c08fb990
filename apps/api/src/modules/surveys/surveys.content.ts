import {
  type TSurveyContent,
  type TSurveyKind,
  type TSurveyQuestion,
  withQuizPolicyDefaults,
  ZQuizSettings,
  ZSurveyContent,
} from '@guestloop/contracts';

/**
 * A survey's content as read and written: checked with the contracts' ZSurveyContent (defaults
 * filled), the privacy policy given its defaults (SPEC point 5), and `quiz` set on quizzes only.
 */
export function normalizeContent(kind: TSurveyKind, raw: unknown): TSurveyContent {
  const parsed = withQuizPolicyDefaults(ZSurveyContent.parse(raw ?? {}));
  return { ...parsed, quiz: kind === 'quiz' ? (parsed.quiz ?? ZQuizSettings.parse({})) : null };
}

/** The question as a guest may see it: a quiz question's answer key left out. */
export function publicQuestion(question: TSurveyQuestion): TSurveyQuestion {
  if (!('quiz' in question.data) || question.data.quiz === null) return question;
  return { ...question, data: { ...question.data, quiz: null } } as TSurveyQuestion;
}

/** The content without the quiz answer keys (`data.quiz` null on every question). */
export function publicContent(content: TSurveyContent): TSurveyContent {
  return { ...content, questions: content.questions.map(publicQuestion) };
}
