import { describe, expect, it } from 'vitest';
import { ZSurveyForm } from './survey-form';
import {
  submissionIssueDetails,
  type TRawAnswers,
  validateSubmission,
  visibleQuestions,
} from './survey-logic';
import type { TSurveyQuestionInput } from './survey-questions';
import type { TSurveyCondition } from './survey-rules';

/** A condition without the question it names (kept per operator). */
type Test = TSurveyCondition extends infer C ? (C extends unknown ? Omit<C, 'questionId'> : never) : never;

const form = (questions: TSurveyQuestionInput[]) => ZSurveyForm.parse({ questions });

/** A visit survey: a question only for visitors, a follow-up on a bad score, a jump, an end. */
const VISIT = form([
  {
    id: 'visited',
    type: 'select_single',
    title: 'Did you visit us?',
    required: true,
    answers: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  },
  {
    id: 'food',
    type: 'rate',
    title: 'The food?',
    required: true,
    visibility: { action: 'show', conditions: [{ questionId: 'visited', op: 'equals', value: 'yes' }] },
  },
  {
    id: 'why',
    type: 'text_long',
    title: 'What went wrong?',
    visibility: { action: 'show', conditions: [{ questionId: 'food', op: 'lte', value: 2 }] },
  },
  {
    id: 'liked',
    type: 'checkboxes',
    title: 'What did you like?',
    answers: [
      { id: 'taste', label: 'Taste' },
      { id: 'service', label: 'Service' },
      { id: 'price', label: 'Price' },
    ],
    jumps: [{ conditions: [{ questionId: 'liked', op: 'contains', value: 'price' }], to: 'recommend' }],
  },
  { id: 'email', type: 'text_email', title: 'Your email' },
  {
    id: 'recommend',
    type: 'rate_enps',
    title: 'Would you recommend us?',
    required: true,
    jumps: [{ conditions: [{ questionId: 'recommend', op: 'gte', value: 9 }], to: '$end' }],
  },
  { id: 'improve', type: 'text_short', title: 'What should we improve?' },
  { id: 'phone', type: 'text_phone_number', title: 'May we call you?' },
]);

const ids = (answers: TRawAnswers, f = VISIT) => visibleQuestions(f, answers).map((q) => q.id);

describe('visibleQuestions', () => {
  it('shows a question only when its show rule holds', () => {
    expect(ids({})).toEqual(['visited', 'liked', 'email', 'recommend', 'improve', 'phone']);
    expect(ids({ visited: 'yes' })).toEqual([
      'visited',
      'food',
      'liked',
      'email',
      'recommend',
      'improve',
      'phone',
    ]);
    expect(ids({ visited: 'yes', food: '2' })).toContain('why');
    expect(ids({ visited: 'yes', food: 3 })).not.toContain('why');
  });

  it('ignores answers left on questions hidden since then, and invalid answers', () => {
    expect(ids({ visited: 'no', food: 1 })).toEqual([
      'visited',
      'liked',
      'email',
      'recommend',
      'improve',
      'phone',
    ]);
    expect(ids({ visited: 'maybe', food: 1 })).not.toContain('food');
    expect(ids({ visited: 'yes', food: 0 })).not.toContain('why');
  });

  it('jumps over the questions before its target, and ends the form', () => {
    expect(ids({ liked: ['taste', 'price'] })).toEqual(['visited', 'liked', 'recommend', 'improve', 'phone']);
    expect(ids({ liked: ['taste'] })).toContain('email');
    expect(ids({ recommend: 9 })).toEqual(['visited', 'liked', 'email', 'recommend']);
    expect(ids({ recommend: 8 })).toContain('improve');
  });

  it('hides a question when its hide rule holds, and combines conditions with all or any', () => {
    const rule = (match: 'all' | 'any', conditions: TSurveyCondition[]) =>
      form([
        { id: 'age', type: 'text_number', title: 'Age' },
        { id: 'city', type: 'text_short', title: 'City' },
        { id: 'target', type: 'text_short', title: 'T', visibility: { action: 'hide', match, conditions } },
      ]);
    const both: TSurveyCondition[] = [
      { questionId: 'age', op: 'lt', value: 18 },
      { questionId: 'city', op: 'equals', value: 'Kyiv' },
    ];
    expect(ids({ age: 16, city: 'kyiv ' }, rule('all', both))).toEqual(['age', 'city']);
    expect(ids({ age: 16, city: 'Lviv' }, rule('all', both))).toContain('target');
    expect(ids({ age: 16, city: 'Lviv' }, rule('any', both))).toEqual(['age', 'city']);
    expect(ids({ age: 30 }, rule('any', both))).toContain('target');
  });

  it('reads each operator as documented', () => {
    const holds = (question: TSurveyQuestionInput, op: Test, answer: unknown) => {
      const f = form([
        { ...question, id: 'src' },
        {
          id: 'probe',
          type: 'text_short',
          title: 'Probe',
          visibility: { action: 'show', conditions: [{ questionId: 'src', ...op } as TSurveyCondition] },
        },
      ]);
      return ids(answer === undefined ? {} : { src: answer }, f).includes('probe');
    };
    const text: TSurveyQuestionInput = { id: 'x', type: 'text_short', title: 'T' };
    const phone: TSurveyQuestionInput = { id: 'x', type: 'text_phone_number', title: 'T' };
    const time: TSurveyQuestionInput = { id: 'x', type: 'time_only', title: 'T' };
    const enps: TSurveyQuestionInput = { id: 'x', type: 'rate_enps', title: 'T' };
    const answers = ['a', 'b', 'c'].map((id) => ({ id, label: id.toUpperCase() }));
    const one: TSurveyQuestionInput = { id: 'x', type: 'dropdown', title: 'T', answers };
    const many: TSurveyQuestionInput = { id: 'x', type: 'select_multiple', title: 'T', answers };

    expect(holds(text, { op: 'equals', value: 'Yes' }, ' YES ')).toBe(true);
    expect(holds(text, { op: 'not_equals', value: 'Yes' }, 'no')).toBe(true);
    expect(holds(text, { op: 'not_equals', value: 'Yes' }, undefined)).toBe(true);
    expect(holds(text, { op: 'not_equals', value: 'Yes' }, 'yes')).toBe(false);
    expect(holds(text, { op: 'contains', value: 'COLD' }, 'The soup was cold')).toBe(true);
    expect(holds(text, { op: 'contains', value: 'hot' }, 'The soup was cold')).toBe(false);
    expect(holds(phone, { op: 'equals', value: '+38 050 123 45 67' }, '+380501234567')).toBe(true);
    expect(holds(time, { op: 'any_of', values: ['9:00', '10:00'] }, '09:00')).toBe(true);
    expect(holds(one, { op: 'equals', value: 'b' }, 'b')).toBe(true);
    expect(holds(one, { op: 'any_of', values: ['a', 'c'] }, 'b')).toBe(false);
    expect(holds(many, { op: 'contains', value: 'b' }, ['a', 'b'])).toBe(true);
    expect(holds(many, { op: 'contains', value: 'c' }, ['a', 'b'])).toBe(false);
    expect(holds(many, { op: 'any_of', values: ['c', 'b'] }, ['b'])).toBe(true);
    expect(holds(many, { op: 'answered' }, [])).toBe(false);
    expect(holds(many, { op: 'not_answered' }, [])).toBe(true);
    expect(holds(enps, { op: 'answered' }, 0)).toBe(true);
    expect(holds(enps, { op: 'equals', value: 0 }, '0')).toBe(true);
    expect(holds(enps, { op: 'gt', value: 6 }, 7)).toBe(true);
    expect(holds(enps, { op: 'gt', value: 6 }, 6)).toBe(false);
    expect(holds(enps, { op: 'gte', value: 6 }, 6)).toBe(true);
    expect(holds(enps, { op: 'lt', value: 6 }, undefined)).toBe(false);
  });

  it('stops a jump at its target even when the target is hidden, then goes on', () => {
    const f = form([
      {
        id: 'a',
        type: 'rate_enps',
        title: 'A',
        jumps: [{ conditions: [{ questionId: 'a', op: 'answered' }], to: 'c' }],
      },
      { id: 'b', type: 'text_short', title: 'B' },
      {
        id: 'c',
        type: 'text_short',
        title: 'C',
        visibility: { action: 'hide', conditions: [{ questionId: 'a', op: 'equals', value: 0 }] },
      },
      { id: 'd', type: 'text_short', title: 'D' },
    ]);
    expect(ids({ a: 0 }, f)).toEqual(['a', 'd']);
    expect(ids({ a: 5 }, f)).toEqual(['a', 'c', 'd']);
    expect(ids({}, f)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('validateSubmission', () => {
  const check = (answers: TRawAnswers, final: boolean) => validateSubmission(VISIT, answers, { final });
  const issues = (answers: TRawAnswers, final: boolean) =>
    check(answers, final).issues.map((i) => `${i.questionId}:${i.code}`);

  it('refuses an answer to a question the logic hides, however it is sent', () => {
    expect(issues({ visited: 'no', food: 5 }, false)).toEqual(['food:HIDDEN_QUESTION']);
    expect(issues({ liked: ['price'], email: 'a@example.com' }, false)).toEqual(['email:HIDDEN_QUESTION']);
    expect(issues({ recommend: 10, improve: 'More seats' }, false)).toEqual(['improve:HIDDEN_QUESTION']);
    expect(issues({ visited: 'yes', food: 4, why: 'It was cold' }, false)).toEqual(['why:HIDDEN_QUESTION']);
  });

  it('drops an empty answer to a hidden question without complaint', () => {
    expect(check({ visited: 'no', food: null, why: '  ' }, false)).toEqual({
      ok: true,
      answers: { visited: 'no' },
      issues: [],
      visibleQuestionIds: ['visited', 'liked', 'email', 'recommend', 'improve', 'phone'],
    });
  });

  it('lets an intermediate save be partial, and asks for every required visible question at the end', () => {
    expect(check({ visited: 'yes' }, false).ok).toBe(true);
    expect(check({}, false).ok).toBe(true);
    expect(issues({ visited: 'yes' }, true)).toEqual(['food:REQUIRED', 'recommend:REQUIRED']);
    expect(issues({ visited: 'no' }, true)).toEqual(['recommend:REQUIRED']);
    expect(check({ visited: 'no', recommend: 7 }, true).ok).toBe(true);
  });

  it('checks every answer on every save and stores the valid ones in their stored form', () => {
    const result = check(
      { visited: ' yes ', food: '1', why: ' Cold ', email: 'bad', phone: '+1 555 010 0199' },
      false,
    );
    expect(result.answers).toEqual({ visited: 'yes', food: 1, why: 'Cold', phone: '+15550100199' });
    expect(result.issues).toEqual([
      { questionId: 'email', code: 'INVALID_EMAIL', message: expect.any(String) },
    ]);
    expect(result.ok).toBe(false);
  });

  it('refuses answers to questions the form does not have', () => {
    expect(issues({ visited: 'yes', other: 'x' }, false)).toEqual(['other:UNKNOWN_QUESTION']);
  });

  it('gives the issues as error details naming each answer', () => {
    const { issues: found } = check({ visited: 'maybe', food: 2 }, true);
    expect(submissionIssueDetails(found)).toEqual([
      { path: 'body.answers.visited', code: 'UNKNOWN_OPTION', message: expect.any(String) },
      { path: 'body.answers.food', code: 'HIDDEN_QUESTION', message: expect.any(String) },
      { path: 'body.answers.recommend', code: 'REQUIRED', message: expect.any(String) },
    ]);
  });
});
