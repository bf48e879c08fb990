import { isPhoneNumber } from './phone-number';
import { isStorableText } from './storable-text';
import { isMultipleChoice } from './survey-question-kinds';
import { ENPS_MAX, ENPS_MIN } from './survey-question-limits';
import type { TSurveyQuestion } from './survey-questions';
import { isEmail, isEmpty, isUrl } from './validators';

/**
 * One answer checked against its question and brought to one stored form. The same function runs
 * in the browser (the form) and on the server (the save), so both refuse the same answers.
 */

/** Stable codes of what is wrong with an answer; they travel in an error's details. */
export const ANSWER_ISSUE_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'INVALID_CHARACTERS',
  'TOO_LONG',
  'INVALID_EMAIL',
  'INVALID_URL',
  'INVALID_PHONE',
  'NOT_A_NUMBER',
  'NOT_AN_INTEGER',
  'OUT_OF_RANGE',
  'UNKNOWN_OPTION',
  'TOO_MANY_OPTIONS',
  'INVALID_DATE',
  'INVALID_TIME',
  'UNKNOWN_QUESTION',
  'HIDDEN_QUESTION',
] as const;
export type TAnswerIssueCode = (typeof ANSWER_ISSUE_CODES)[number];

/** `message` is English for logs; `params` the numbers a translated text needs (min, max…). */
export interface TAnswerIssue {
  code: TAnswerIssueCode;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * The stored form: trimmed text (text, email, URL, date `YYYY-MM-DD`, time `HH:MM` or `HH:MM:SS`,
 * phone as `+digits` or digits), one option id, the chosen option ids in the question's order, or
 * a number.
 */
export type TSurveyAnswerValue = string | number | string[];

export type TAnswerCheck =
  | { ok: true; value: TSurveyAnswerValue | null }
  | { ok: false; issues: TAnswerIssue[] };

/** URLs longer than this are refused (TOO_LONG); browsers and sites keep to about this much. */
export const ANSWER_URL_MAX = 2000;
/** Phone numbers: at least this many digits (E.164 allows at most 15). */
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;

const issue = (code: TAnswerIssueCode, message: string, params?: TAnswerIssue['params']): TAnswerIssue =>
  params ? { code, message, params } : { code, message };
const fail = (...issues: TAnswerIssue[]): TAnswerCheck => ({ ok: false, issues });
const pass = (value: TSurveyAnswerValue): TAnswerCheck => ({ ok: true, value });

/** Empty (SPEC point 5: null, undefined, only whitespace), or a choice of nothing (`[]`). */
export function isEmptyAnswer(raw: unknown): boolean {
  return isEmpty(raw) || (Array.isArray(raw) && raw.length === 0);
}

/**
 * A phone number as people type it: an optional leading `+`, then digits with spaces, dots,
 * hyphens and brackets between them (the company contacts' rule, `isPhoneNumber`), holding 7 to 15
 * digits. Fewer than 7 is a short code or a typo, not a number to call back; 15 is E.164's
 * maximum. Stored as `+` and the digits, or the digits alone when typed without `+` (a national
 * number: adding a country is not ours to guess).
 */
export function normalizePhone(raw: string): string | null {
  const text = raw.trim();
  if (!isPhoneNumber(text) || text.lastIndexOf('+') > 0) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX) return null;
  return text.startsWith('+') ? `+${digits}` : digits;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A finite number, or text holding one with a `.` decimal point (no exponent, no grouping). */
export function parseAnswerNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw + 0 : null;
  if (typeof raw !== 'string' || !DECIMAL.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isFinite(n) ? n + 0 : null;
}

/** A calendar date `YYYY-MM-DD`, years 1000 to 9999. */
export function isAnswerDate(raw: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m || m[1]!.startsWith('0')) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A 24-hour time `H:MM`, `HH:MM` or `HH:MM:SS`, stored with a two-digit hour. */
export function normalizeTime(raw: string): string | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(raw);
  if (!m) return null;
  return [m[1]!.padStart(2, '0'), m[2], m[3]].filter((part) => part !== undefined).join(':');
}

function checkText(text: string, max: number): TAnswerCheck {
  if (!isStorableText(text))
    return fail(issue('INVALID_CHARACTERS', 'The text holds characters that cannot be kept'));
  const value = text.trim();
  if ([...value].length > max) return fail(issue('TOO_LONG', `At most ${max} characters`, { max }));
  return pass(value);
}

function checkNumber(raw: unknown, min: number | null, max: number | null, integer: boolean): TAnswerCheck {
  const n = parseAnswerNumber(raw);
  if (n === null) return fail(issue('NOT_A_NUMBER', 'Not a number'));
  if (integer && !Number.isInteger(n)) return fail(issue('NOT_AN_INTEGER', 'Not a whole number'));
  if ((min !== null && n < min) || (max !== null && n > max)) {
    const params = { ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) };
    return fail(issue('OUT_OF_RANGE', `Outside ${min ?? '…'} to ${max ?? '…'}`, params));
  }
  return pass(n);
}

function checkChoice(q: TSurveyQuestion, raw: unknown): TAnswerCheck {
  const multiple = isMultipleChoice(q);
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.every((id) => typeof id === 'string'))
    return fail(issue('INVALID_TYPE', 'An option id is a string'));
  const chosen = new Set(list.map((id) => id.trim()));
  const issues: TAnswerIssue[] = [];
  for (const id of chosen) {
    if (!q.answers.some((a) => a.id === id))
      issues.push(issue('UNKNOWN_OPTION', 'Not an option of this question', { optionId: id.slice(0, 40) }));
  }
  const max = isMultipleChoice(q) ? q.data.options.maxSelected : 1;
  if (max !== null && chosen.size > max)
    issues.push(issue('TOO_MANY_OPTIONS', max === 1 ? 'One option only' : `At most ${max} options`, { max }));
  if (issues.length > 0) return fail(...issues);
  const ordered = q.answers.map((a) => a.id).filter((id) => chosen.has(id));
  return pass(multiple ? ordered : (ordered[0] as string));
}

/** The checks once the answer is known not to be empty. */
function checkGiven(q: TSurveyQuestion, raw: unknown): TAnswerCheck {
  const text = typeof raw === 'string' ? raw.trim() : null;
  switch (q.type) {
    case 'text_short':
    case 'text_long':
      return typeof raw === 'string'
        ? checkText(raw, q.data.options.maxLength)
        : fail(issue('INVALID_TYPE', 'Text expected'));
    case 'select_single':
    case 'select_single_card':
    case 'dropdown':
    case 'checkboxes':
    case 'select_multiple':
      return checkChoice(q, raw);
    case 'rate':
      return checkNumber(raw, q.data.options.min, q.data.options.max, true);
    case 'rate_enps':
      return checkNumber(raw, ENPS_MIN, ENPS_MAX, true);
    case 'text_number': {
      const { min, max, integer } = q.data.options;
      return checkNumber(raw, min, max, integer);
    }
    case 'text_email':
      return text !== null && isEmail(text)
        ? pass(text)
        : fail(issue('INVALID_EMAIL', 'Not an email address'));
    case 'text_url':
      if (text !== null && text.length > ANSWER_URL_MAX)
        return fail(issue('TOO_LONG', `At most ${ANSWER_URL_MAX} characters`, { max: ANSWER_URL_MAX }));
      return text !== null && isUrl(text)
        ? pass(text)
        : fail(issue('INVALID_URL', 'Not a public web address'));
    case 'text_phone_number': {
      const phone = text === null ? null : normalizePhone(text);
      return phone !== null ? pass(phone) : fail(issue('INVALID_PHONE', 'Not a phone number'));
    }
    case 'date_only':
      return text !== null && isAnswerDate(text)
        ? pass(text)
        : fail(issue('INVALID_DATE', 'Not a date (YYYY-MM-DD)'));
    case 'time_only': {
      const time = text === null ? null : normalizeTime(text);
      return time !== null ? pass(time) : fail(issue('INVALID_TIME', 'Not a time (HH:MM)'));
    }
  }
}

/**
 * Checks a raw answer against its question. Empty answers are `null` (not answered), refused
 * with REQUIRED only when `required` (by default the question's own flag; an intermediate save
 * passes false).
 */
export function validateAnswer(
  question: TSurveyQuestion,
  raw: unknown,
  { required = question.required }: { required?: boolean } = {},
): TAnswerCheck {
  if (isEmptyAnswer(raw))
    return required ? fail(issue('REQUIRED', 'This question needs an answer')) : { ok: true, value: null };
  return checkGiven(question, raw);
}
