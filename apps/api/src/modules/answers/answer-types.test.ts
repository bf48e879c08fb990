import { QUESTION_TYPES, type TQuestionType, type TSurveyQuestionInput } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { answeringCompany, guestOf, issuesOf } from './answers.test-support';

const variants = [
  { id: 'red', label: 'Red' },
  { id: 'green', label: 'Green' },
  { id: 'blue', label: 'Blue' },
];

/** One question of each of the 15 types, its id the type's name. */
const QUESTIONS: Record<TQuestionType, Omit<TSurveyQuestionInput, 'id' | 'type' | 'title'>> = {
  text_short: { data: { options: { maxLength: 12 } } },
  text_long: {},
  select_single: { answers: variants },
  select_single_card: { answers: variants },
  dropdown: { answers: variants },
  checkboxes: { answers: variants, data: { options: { maxSelected: 2 } } },
  select_multiple: { answers: variants },
  rate: { data: { options: { min: 1, max: 5 } } },
  rate_enps: {},
  text_number: { data: { options: { min: -5, max: 100 } } },
  text_email: {},
  text_phone_number: {},
  text_url: {},
  date_only: {},
  time_only: {},
};

/** Answers each type refuses, with the code the guest is told (null: text no storage keeps, refused before). */
const BAD: Record<TQuestionType, [unknown, string | null][]> = {
  text_short: [
    [12345, 'INVALID_TYPE'],
    ['x'.repeat(13), 'TOO_LONG'],
    ['nul\u0000text', null],
  ],
  text_long: [
    [{ text: 'x' }, 'INVALID_TYPE'],
    ['x'.repeat(2001), 'TOO_LONG'],
  ],
  select_single: [
    ['purple', 'UNKNOWN_OPTION'],
    [['red', 'green'], 'TOO_MANY_OPTIONS'],
    [5, 'INVALID_TYPE'],
  ],
  select_single_card: [
    ['nope', 'UNKNOWN_OPTION'],
    [['red', 'blue'], 'TOO_MANY_OPTIONS'],
  ],
  dropdown: [
    ['nope', 'UNKNOWN_OPTION'],
    [[true], 'INVALID_TYPE'],
  ],
  checkboxes: [
    [['red', 'green', 'blue'], 'TOO_MANY_OPTIONS'],
    [['pink'], 'UNKNOWN_OPTION'],
    [[1], 'INVALID_TYPE'],
  ],
  select_multiple: [
    [['x'], 'UNKNOWN_OPTION'],
    [{ red: true }, 'INVALID_TYPE'],
  ],
  rate: [
    [0, 'OUT_OF_RANGE'],
    [2.5, 'NOT_AN_INTEGER'],
    ['abc', 'NOT_A_NUMBER'],
  ],
  rate_enps: [
    [11, 'OUT_OF_RANGE'],
    [-1, 'OUT_OF_RANGE'],
    ['ten', 'NOT_A_NUMBER'],
  ],
  text_number: [
    [101, 'OUT_OF_RANGE'],
    ['1e3', 'NOT_A_NUMBER'],
    [true, 'NOT_A_NUMBER'],
  ],
  text_email: [
    ['ana@', 'INVALID_EMAIL'],
    [42, 'INVALID_EMAIL'],
  ],
  text_phone_number: [
    ['12', 'INVALID_PHONE'],
    ['call me', 'INVALID_PHONE'],
  ],
  text_url: [
    ['http://192.168.1.1/admin', 'INVALID_URL'],
    ['javascript:alert(1)', 'INVALID_URL'],
    [`https://example.com/${'a'.repeat(2000)}`, 'TOO_LONG'],
  ],
  date_only: [
    ['2023-02-29', 'INVALID_DATE'],
    ['31/01/2024', 'INVALID_DATE'],
  ],
  time_only: [
    ['24:00', 'INVALID_TIME'],
    ['9am', 'INVALID_TIME'],
  ],
};

/** A valid answer of each type and the form it is stored in. */
const GOOD: Record<TQuestionType, [unknown, unknown]> = {
  text_short: ['  Great food ', 'Great food'],
  text_long: ['Line one\nLine two', 'Line one\nLine two'],
  select_single: ['green', 'green'],
  select_single_card: [['blue'], 'blue'],
  dropdown: ['red', 'red'],
  checkboxes: [
    ['blue', 'red'],
    ['red', 'blue'],
  ],
  select_multiple: ['green', ['green']],
  rate: ['4', 4],
  rate_enps: [10, 10],
  text_number: ['12.5', 12.5],
  text_email: [' ana@example.com ', 'ana@example.com'],
  text_phone_number: ['+38 (050) 123-45-67', '+380501234567'],
  text_url: ['https://example.com/menu', 'https://example.com/menu'],
  date_only: ['2024-02-29', '2024-02-29'],
  time_only: ['9:05', '09:05'],
};

describe('every question type checks its answers through the API', () => {
  let t: TestApp;
  let slug: string;
  let guest: Awaited<ReturnType<typeof guestOf>>;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await answeringCompany(t);
    slug = await company.survey('survey', {
      questions: QUESTION_TYPES.map(
        (type) =>
          ({ id: type, type, title: `A ${type} question`, ...QUESTIONS[type] }) as TSurveyQuestionInput,
      ),
    });
    guest = await guestOf(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers all 15 types', () => {
    expect(QUESTION_TYPES).toHaveLength(15);
  });

  it.each(QUESTION_TYPES)('refuses bad %s answers with 400 and the question’s issue', async (type) => {
    for (const [bad, code] of BAD[type]) {
      const res = await guest.saveState('survey', slug, type, { [type]: bad });
      expect(res.statusCode, `${type} ${JSON.stringify(bad).slice(0, 40)}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      const issues = issuesOf(res);
      if (code) expect(issues).toContain(`body.answers.${type}:${code}`);
      else expect(issues.some((issue) => issue.startsWith(`body.answers.${type}:`))).toBe(true);
    }
  });

  it('takes a good answer of every type and stores it in its one form', async () => {
    const answers = Object.fromEntries(QUESTION_TYPES.map((type) => [type, GOOD[type][0]]));
    const state = await guest.saveState('survey', slug, 'time_only', answers);
    expect(state.statusCode).toBe(200);
    const stored = Object.fromEntries(QUESTION_TYPES.map((type) => [type, GOOD[type][1]]));
    expect(state.json().answers).toEqual(stored);
    const done = await guest.saveAnswer('survey', slug, answers);
    expect(done.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, done.json().id));
    expect(row!.answers).toEqual(stored);
  });
});
