import { describe, expect, it } from 'vitest';
import { SURVEY_QUESTIONS_MAX, ZSurveyAnswerMap, ZSurveyQuestionList } from './survey-form';
import { conditionOpsFor } from './survey-logic';
import type { TSurveyQuestionInput } from './survey-questions';
import type { TSurveyCondition, TSurveyJump } from './survey-rules';

const colour: TSurveyQuestionInput = {
  id: 'colour',
  type: 'select_single',
  title: 'Colour',
  answers: [
    { id: 'red', label: 'Red' },
    { id: 'blue', label: 'Blue' },
  ],
};
const extras: TSurveyQuestionInput = { ...colour, id: 'extras', type: 'checkboxes' };
const score: TSurveyQuestionInput = {
  id: 'score',
  type: 'rate',
  title: 'Score',
  data: { options: { min: 1, max: 5 } },
};
const day: TSurveyQuestionInput = { id: 'day', type: 'date_only', title: 'Day' };
const note: TSurveyQuestionInput = { id: 'note', type: 'text_short', title: 'Note' };

const shownIf = (id: string, ...conditions: TSurveyCondition[]): TSurveyQuestionInput => ({
  id,
  type: 'text_short',
  title: 'Follow-up',
  visibility: { action: 'show', conditions },
});
const withJump = (q: TSurveyQuestionInput, ...jumps: TSurveyJump[]): TSurveyQuestionInput => ({
  ...q,
  jumps,
});

const problems = (questions: TSurveyQuestionInput[]) =>
  ZSurveyQuestionList.safeParse(questions).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZSurveyQuestionList', () => {
  it('accepts rules on earlier questions with fitting operators and values', () => {
    expect(
      problems([
        colour,
        extras,
        score,
        day,
        note,
        shownIf('a', { questionId: 'colour', op: 'any_of', values: ['red', 'blue'] }),
        shownIf('b', { questionId: 'extras', op: 'contains', value: 'blue' }),
        shownIf(
          'c',
          { questionId: 'score', op: 'gte', value: 4 },
          { questionId: 'score', op: 'not_equals', value: 5 },
        ),
        shownIf('d', { questionId: 'day', op: 'equals', value: '2024-05-01' }),
        shownIf('e', { questionId: 'note', op: 'contains', value: 'late' }),
        withJump(
          { ...note, id: 'last' },
          { match: 'all', conditions: [{ questionId: 'last', op: 'answered' }], to: '$end' },
        ),
      ]),
    ).toEqual([]);
  });

  it('refuses duplicate ids, and an id that would reach the prototype of the answers', () => {
    expect(problems([note, note])).toEqual([['1.id', 'duplicate_id']]);
    expect(problems([{ ...note, id: '__proto__' }])).toEqual([['0.id', 'reserved_id']]);
    const parsed = ZSurveyAnswerMap.parse(JSON.parse('{"__proto__": ["a"], "q": 1}'));
    expect(Object.keys(parsed)).toEqual(['q']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('lets a show/hide rule name only an earlier question', () => {
    expect(problems([shownIf('a', { questionId: 'note', op: 'answered' }), note])).toEqual([
      ['0.visibility.conditions.0.questionId', 'rule_not_earlier_question'],
    ]);
    expect(problems([shownIf('a', { questionId: 'a', op: 'answered' })])).toEqual([
      ['0.visibility.conditions.0.questionId', 'rule_not_earlier_question'],
    ]);
    expect(problems([note, shownIf('a', { questionId: 'ghost', op: 'answered' })])).toEqual([
      ['1.visibility.conditions.0.questionId', 'rule_unknown_question'],
    ]);
  });

  it('lets a jump test its own question and go only forward', () => {
    const jump = (to: string): TSurveyJump => ({
      match: 'all',
      conditions: [{ questionId: 'note', op: 'answered' }],
      to,
    });
    expect(problems([colour, withJump(note, jump('day')), day])).toEqual([]);
    expect(problems([colour, withJump(note, jump('colour')), day])).toEqual([
      ['1.jumps.0.to', 'jump_not_forward'],
    ]);
    expect(problems([withJump(note, jump('note'))])).toEqual([['0.jumps.0.to', 'jump_not_forward']]);
    expect(problems([withJump(note, jump('nowhere'))])).toEqual([['0.jumps.0.to', 'jump_not_forward']]);
    expect(
      problems([
        withJump(note, { match: 'any', conditions: [{ questionId: 'day', op: 'answered' }], to: '$end' }),
        day,
      ]),
    ).toEqual([['0.jumps.0.conditions.0.questionId', 'rule_not_earlier_question']]);
  });

  it('refuses an operator that does not suit the question', () => {
    expect(problems([colour, shownIf('a', { questionId: 'colour', op: 'gt', value: 1 })])).toEqual([
      ['1.visibility.conditions.0.op', 'rule_operator_not_allowed'],
    ]);
    expect(problems([extras, shownIf('a', { questionId: 'extras', op: 'equals', value: 'red' })])).toEqual([
      ['1.visibility.conditions.0.op', 'rule_operator_not_allowed'],
    ]);
    expect(problems([note, shownIf('a', { questionId: 'note', op: 'lt', value: 3 })])).toEqual([
      ['1.visibility.conditions.0.op', 'rule_operator_not_allowed'],
    ]);
    expect(conditionOpsFor('date_only')).not.toContain('contains');
    expect(conditionOpsFor('rate_enps')).toContain('lte');
  });

  it('refuses options the question does not have and values it would not accept', () => {
    expect(
      problems([colour, shownIf('a', { questionId: 'colour', op: 'any_of', values: ['red', 'green'] })]),
    ).toEqual([['1.visibility.conditions.0.values.1', 'rule_unknown_option']]);
    expect(problems([extras, shownIf('a', { questionId: 'extras', op: 'contains', value: 'pink' })])).toEqual(
      [['1.visibility.conditions.0.value', 'rule_unknown_option']],
    );
    expect(problems([score, shownIf('a', { questionId: 'score', op: 'equals', value: 7 })])).toEqual([
      ['1.visibility.conditions.0.value', 'rule_invalid_value'],
    ]);
    expect(problems([day, shownIf('a', { questionId: 'day', op: 'equals', value: '2023-02-30' })])).toEqual([
      ['1.visibility.conditions.0.value', 'rule_invalid_value'],
    ]);
  });

  it('caps the number of questions', () => {
    const many = Array.from({ length: SURVEY_QUESTIONS_MAX + 1 }, (_, i) => ({ ...note, id: `q${i}` }));
    expect(problems(many)).toHaveLength(1);
  });
});

describe('ZSurveyAnswerMap', () => {
  it('takes question ids to raw answers, and refuses bad keys and text that cannot be stored', () => {
    expect(ZSurveyAnswerMap.parse({ q1: 'x', q2: ['a'], q3: 5, q4: null })).toEqual({
      q1: 'x',
      q2: ['a'],
      q3: 5,
      q4: null,
    });
    expect(ZSurveyAnswerMap.safeParse({ 'bad id': 'x' }).success).toBe(false);
    expect(ZSurveyAnswerMap.safeParse({ q1: 'a\u0000b' }).success).toBe(false);
  });
});
