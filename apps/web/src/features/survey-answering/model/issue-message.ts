import {
  ANSWER_URL_MAX,
  ENPS_MAX,
  ENPS_MIN,
  isSelectQuestion,
  type TAnswerIssueCode,
  type TSurveyQuestion,
} from '@guestloop/contracts';

export interface IssueText {
  /** A key of the `guest-survey` namespace. */
  key: string;
  values?: Record<string, string | number>;
}

/** The bounds a number answer must keep to, from the question itself. */
function boundsOf(question: TSurveyQuestion | undefined): { min: number | null; max: number | null } {
  if (question?.type === 'rate') return question.data.options;
  if (question?.type === 'rate_enps') return { min: ENPS_MIN, max: ENPS_MAX };
  if (question?.type === 'text_number') return question.data.options;
  return { min: null, max: null };
}

function maxLengthOf(question: TSurveyQuestion | undefined): number | null {
  if (question?.type === 'text_short' || question?.type === 'text_long')
    return question.data.options.maxLength;
  if (question?.type === 'text_url') return ANSWER_URL_MAX;
  return null;
}

const pick = (given: unknown, fallback: number | null): number | null =>
  typeof given === 'number' ? given : fallback;

/**
 * The translated message of an answer issue, by its stable code. The numbers come with the issue
 * when the browser found it, and from the question when only the code came back from the server.
 */
export function issueText(
  issue: { code: TAnswerIssueCode | string; params?: Record<string, string | number> },
  question?: TSurveyQuestion,
): IssueText {
  const params = issue.params ?? {};
  switch (issue.code) {
    case 'REQUIRED':
      return {
        key:
          question &&
          (isSelectQuestion(question) || question.type === 'rate' || question.type === 'rate_enps')
            ? 'issues.REQUIRED_choice'
            : 'issues.REQUIRED',
      };
    case 'TOO_LONG': {
      const max = pick(params.max, maxLengthOf(question));
      return max === null ? { key: 'issues.TOO_LONG_any' } : { key: 'issues.TOO_LONG', values: { max } };
    }
    case 'OUT_OF_RANGE': {
      const bounds = boundsOf(question);
      const min = pick(params.min, bounds.min);
      const max = pick(params.max, bounds.max);
      if (min !== null && max !== null) return { key: 'issues.OUT_OF_RANGE_between', values: { min, max } };
      if (min !== null) return { key: 'issues.OUT_OF_RANGE_min', values: { min } };
      if (max !== null) return { key: 'issues.OUT_OF_RANGE_max', values: { max } };
      return { key: 'issues.OUT_OF_RANGE_any' };
    }
    case 'TOO_MANY_OPTIONS': {
      const fromQuestion =
        question?.type === 'checkboxes' || question?.type === 'select_multiple'
          ? question.data.options.maxSelected
          : 1;
      const max = pick(params.max, fromQuestion);
      return max === 1 || max === null
        ? { key: 'issues.TOO_MANY_OPTIONS_single' }
        : { key: 'issues.TOO_MANY_OPTIONS', values: { max } };
    }
    case 'INVALID_TYPE':
    case 'INVALID_CHARACTERS':
    case 'INVALID_EMAIL':
    case 'INVALID_URL':
    case 'INVALID_PHONE':
    case 'NOT_A_NUMBER':
    case 'NOT_AN_INTEGER':
    case 'UNKNOWN_OPTION':
    case 'INVALID_DATE':
    case 'INVALID_TIME':
    case 'UNKNOWN_QUESTION':
    case 'HIDDEN_QUESTION':
      return { key: `issues.${issue.code}` };
    default:
      return { key: 'issues.INVALID_TYPE' };
  }
}
