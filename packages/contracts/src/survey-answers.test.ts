import { describe, expect, it } from 'vitest';
import type { QUESTION_TYPES } from './enums';
import { normalizePhone, validateAnswer } from './survey-answers';
import { type TSurveyQuestion, type TSurveyQuestionInput, ZSurveyQuestion } from './survey-questions';

const question = (
  input: Partial<TSurveyQuestionInput> & Pick<TSurveyQuestionInput, 'type'>,
): TSurveyQuestion => ZSurveyQuestion.parse({ id: 'q', title: 'Question', ...input });

const variants = [
  { id: 'red', label: 'Red' },
  { id: 'green', label: 'Green' },
  { id: 'blue', label: 'Blue' },
];

const QUESTIONS = {
  text_short: question({ type: 'text_short', data: { options: { maxLength: 12 } } }),
  text_long: question({ type: 'text_long' }),
  select_single: question({ type: 'select_single', answers: variants }),
  select_single_card: question({ type: 'select_single_card', answers: variants }),
  dropdown: question({ type: 'dropdown', answers: variants }),
  checkboxes: question({ type: 'checkboxes', answers: variants, data: { options: { maxSelected: 2 } } }),
  select_multiple: question({ type: 'select_multiple', answers: variants }),
  rate: question({ type: 'rate', data: { options: { min: 1, max: 5 } } }),
  rate_enps: question({ type: 'rate_enps' }),
  text_number: question({ type: 'text_number', data: { options: { min: -5, max: 100 } } }),
  text_email: question({ type: 'text_email' }),
  text_phone_number: question({ type: 'text_phone_number' }),
  text_url: question({ type: 'text_url' }),
  date_only: question({ type: 'date_only' }),
  time_only: question({ type: 'time_only' }),
} satisfies Record<(typeof QUESTION_TYPES)[number], TSurveyQuestion>;

const codes = (q: TSurveyQuestion, raw: unknown) => {
  const check = validateAnswer(q, raw, { required: false });
  return check.ok ? [] : check.issues.map((i) => i.code);
};
const value = (q: TSurveyQuestion, raw: unknown) => {
  const check = validateAnswer(q, raw, { required: false });
  if (!check.ok) throw new Error(`refused: ${JSON.stringify(check.issues)}`);
  return check.value;
};

describe('validateAnswer: accepted answers and their stored form', () => {
  it.each([
    ['text_short', '  Great coffee ', 'Great coffee'],
    ['text_short', '😀'.repeat(12), '😀'.repeat(12)],
    ['text_long', 'Line one\nLine two', 'Line one\nLine two'],
    ['select_single', 'green', 'green'],
    ['select_single', ['green'], 'green'],
    ['select_single_card', ' blue ', 'blue'],
    ['dropdown', 'red', 'red'],
    ['checkboxes', ['blue', 'red'], ['red', 'blue']],
    ['checkboxes', ['red', 'red'], ['red']],
    ['select_multiple', 'green', ['green']],
    ['select_multiple', ['blue', 'green', 'red'], ['red', 'green', 'blue']],
    ['rate', 1, 1],
    ['rate', '5', 5],
    ['rate_enps', 0, 0],
    ['rate_enps', 10, 10],
    ['rate_enps', '7', 7],
    ['text_number', '12.5', 12.5],
    ['text_number', -5, -5],
    ['text_number', ' 100 ', 100],
    ['text_number', '-0', 0],
    ['text_number', '.5', 0.5],
    ['text_email', ' ana@example.com ', 'ana@example.com'],
    ['text_phone_number', '+38 (050) 123-45-67', '+380501234567'],
    ['text_phone_number', '050 123 45 67', '0501234567'],
    ['text_phone_number', '+44 20 7946 0958', '+442079460958'],
    ['text_url', 'https://example.com:8080/menu?x=1', 'https://example.com:8080/menu?x=1'],
    ['text_url', '//cdn.example.com/a', '//cdn.example.com/a'],
    ['text_url', 'ftp://files.example.org', 'ftp://files.example.org'],
    ['date_only', '2024-02-29', '2024-02-29'],
    ['date_only', '1999-12-31', '1999-12-31'],
    ['time_only', '9:05', '09:05'],
    ['time_only', '23:59:59', '23:59:59'],
    ['time_only', '00:00', '00:00'],
  ] as const)('%s takes %j as %j', (type, raw, stored) => {
    expect(value(QUESTIONS[type], raw)).toEqual(stored);
  });
});

describe('validateAnswer: refused answers', () => {
  it.each([
    ['text_short', 'thirteen char', 'TOO_LONG'],
    ['text_short', 42, 'INVALID_TYPE'],
    ['text_short', 'bad\u0000text', 'INVALID_CHARACTERS'],
    ['text_long', ['a'], 'INVALID_TYPE'],
    ['select_single', 'purple', 'UNKNOWN_OPTION'],
    ['select_single', ['red', 'green'], 'TOO_MANY_OPTIONS'],
    ['select_single', 3, 'INVALID_TYPE'],
    ['select_single_card', 'Red', 'UNKNOWN_OPTION'],
    ['dropdown', ['red', 'blue'], 'TOO_MANY_OPTIONS'],
    ['checkboxes', ['red', 'green', 'blue'], 'TOO_MANY_OPTIONS'],
    ['checkboxes', ['red', 'nope'], 'UNKNOWN_OPTION'],
    ['checkboxes', [{ id: 'red' }], 'INVALID_TYPE'],
    ['select_multiple', ['red', 7], 'INVALID_TYPE'],
    ['rate', 0, 'OUT_OF_RANGE'],
    ['rate', 6, 'OUT_OF_RANGE'],
    ['rate', 3.5, 'NOT_AN_INTEGER'],
    ['rate', 'three', 'NOT_A_NUMBER'],
    ['rate', true, 'NOT_A_NUMBER'],
    ['rate_enps', -1, 'OUT_OF_RANGE'],
    ['rate_enps', 11, 'OUT_OF_RANGE'],
    ['rate_enps', 9.5, 'NOT_AN_INTEGER'],
    ['rate_enps', Number.NaN, 'NOT_A_NUMBER'],
    ['text_number', 'abc', 'NOT_A_NUMBER'],
    ['text_number', '1e3', 'NOT_A_NUMBER'],
    ['text_number', '1,5', 'NOT_A_NUMBER'],
    ['text_number', Number.POSITIVE_INFINITY, 'NOT_A_NUMBER'],
    ['text_number', 101, 'OUT_OF_RANGE'],
    ['text_number', '-5.01', 'OUT_OF_RANGE'],
    ['text_email', 'ana@', 'INVALID_EMAIL'],
    ['text_email', 'ana@example', 'INVALID_EMAIL'],
    ['text_email', 'two words@example.com', 'INVALID_EMAIL'],
    ['text_email', 12, 'INVALID_EMAIL'],
    ['text_phone_number', '112', 'INVALID_PHONE'],
    ['text_phone_number', '12 34 5', 'INVALID_PHONE'],
    ['text_phone_number', '+1234567890123456', 'INVALID_PHONE'],
    ['text_phone_number', '380+501234567', 'INVALID_PHONE'],
    ['text_phone_number', '++380501234567', 'INVALID_PHONE'],
    ['text_phone_number', 'call 0501234567', 'INVALID_PHONE'],
    ['text_phone_number', 380501234567, 'INVALID_PHONE'],
    ['text_url', 'example.com', 'INVALID_URL'],
    ['text_url', 'javascript:alert(1)', 'INVALID_URL'],
    ['text_url', 'http://192.168.1.1/admin', 'INVALID_URL'],
    ['text_url', 'http://localhost:3000', 'INVALID_URL'],
    ['text_url', 'http://[::1]/', 'INVALID_URL'],
    ['date_only', '2023-02-29', 'INVALID_DATE'],
    ['date_only', '2024-13-01', 'INVALID_DATE'],
    ['date_only', '24-01-01', 'INVALID_DATE'],
    ['date_only', '0999-01-01', 'INVALID_DATE'],
    ['date_only', '2024-01-01T10:00:00Z', 'INVALID_DATE'],
    ['date_only', '01/02/2024', 'INVALID_DATE'],
    ['time_only', '24:00', 'INVALID_TIME'],
    ['time_only', '12:60', 'INVALID_TIME'],
    ['time_only', '7pm', 'INVALID_TIME'],
    ['time_only', 1200, 'INVALID_TIME'],
  ] as const)('%s refuses %j with %s', (type, raw, code) => {
    expect(codes(QUESTIONS[type], raw)).toEqual([code]);
  });

  it('refuses text over the length limit, counting characters as people see them', () => {
    expect(codes(QUESTIONS.text_long, 'x'.repeat(2001))).toEqual(['TOO_LONG']);
    expect(codes(QUESTIONS.text_long, 'x'.repeat(2000))).toEqual([]);
    expect(codes(QUESTIONS.text_short, '😀'.repeat(13))).toEqual(['TOO_LONG']);
    expect(codes(QUESTIONS.text_url, `https://example.com/${'a'.repeat(2000)}`)).toEqual(['TOO_LONG']);
  });

  it('names every unknown option and a too-long choice at once, with the numbers a message needs', () => {
    const check = validateAnswer(QUESTIONS.checkboxes, ['red', 'x', 'green', 'blue'], { required: false });
    expect(check).toEqual({
      ok: false,
      issues: [
        { code: 'UNKNOWN_OPTION', message: expect.any(String), params: { optionId: 'x' } },
        { code: 'TOO_MANY_OPTIONS', message: expect.any(String), params: { max: 2 } },
      ],
    });
    expect(validateAnswer(QUESTIONS.rate, 9)).toMatchObject({
      ok: false,
      issues: [{ code: 'OUT_OF_RANGE', params: { min: 1, max: 5 } }],
    });
  });

  it('keeps a whole-number rule of a number question', () => {
    const whole = question({ type: 'text_number', data: { options: { integer: true } } });
    expect(codes(whole, '2.5')).toEqual(['NOT_AN_INTEGER']);
    expect(value(whole, '-3')).toBe(-3);
    expect(value(question({ type: 'text_number' }), 1e12)).toBe(1e12);
  });
});

describe('validateAnswer: empty answers', () => {
  it.each([null, undefined, '', '   ', '\n\t', []])('%j is no answer, refused only when required', (raw) => {
    for (const q of Object.values(QUESTIONS)) {
      expect(validateAnswer(q, raw, { required: false })).toEqual({ ok: true, value: null });
      expect(validateAnswer(q, raw, { required: true })).toMatchObject({
        ok: false,
        issues: [{ code: 'REQUIRED' }],
      });
    }
  });

  it("follows the question's own required flag by default", () => {
    const required = question({ type: 'text_short', required: true });
    expect(validateAnswer(required, ' ')).toMatchObject({ ok: false, issues: [{ code: 'REQUIRED' }] });
    expect(validateAnswer(QUESTIONS.text_short, ' ')).toEqual({ ok: true, value: null });
    expect(validateAnswer(required, 0)).toMatchObject({ ok: false, issues: [{ code: 'INVALID_TYPE' }] });
    expect(validateAnswer(QUESTIONS.rate_enps, 0, { required: true })).toEqual({ ok: true, value: 0 });
  });
});

describe('normalizePhone', () => {
  it('keeps a leading plus and the digits; 7 to 15 digits', () => {
    expect(normalizePhone('+1 (555) 010.0199')).toBe('+15550100199');
    expect(normalizePhone('1234567')).toBe('1234567');
    expect(normalizePhone('123456')).toBeNull();
    expect(normalizePhone('+123456789012345')).toBe('+123456789012345');
    expect(normalizePhone('+1234567890123456')).toBeNull();
  });
});
