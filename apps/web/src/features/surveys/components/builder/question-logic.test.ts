import { SURVEY_END, type TSurveyQuestion, ZSurveyQuestionList } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { question, questions } from '../../test-utils';
import {
  addableTypes,
  canDelete,
  jumpConditionCandidates,
  jumpTargets,
  makeQuestion,
  newCondition,
  questionsAskedFirst,
  ruleCandidates,
  rulesUsing,
  withoutQuestion,
} from './question-logic';

const ids = (list: readonly TSurveyQuestion[]) => list.map((q) => q.id);

/**
 * Questions 1–3: "Service" jumps from the first to the third, a low score ends the survey, and the
 * third is shown only when the first is "Food".
 */
function withLogic(): TSurveyQuestion[] {
  const [liked, score, why] = questions() as [TSurveyQuestion, TSurveyQuestion, TSurveyQuestion];
  return [
    {
      ...liked,
      jumps: [
        { match: 'all', conditions: [{ questionId: 'liked', op: 'equals', value: 'service' }], to: 'why' },
      ],
    },
    {
      ...score,
      jumps: [{ match: 'all', conditions: [{ questionId: 'score', op: 'lt', value: 2 }], to: SURVEY_END }],
    },
    {
      ...why,
      visibility: {
        action: 'show',
        match: 'any',
        conditions: [{ questionId: 'liked', op: 'equals', value: 'food' }],
      },
    },
  ];
}

describe('the builder’s question logic', () => {
  it('makes a valid question of each of the 15 types, variants named in the editor’s words', () => {
    const made: TSurveyQuestion[] = [];
    for (const type of [
      'text_short',
      'text_long',
      'select_single',
      'select_single_card',
      'checkboxes',
      'dropdown',
      'select_multiple',
      'rate',
      'rate_enps',
      'text_number',
      'text_email',
      'text_phone_number',
      'text_url',
      'date_only',
      'time_only',
    ] as const) {
      made.push(makeQuestion(type, `A ${type} question`, (n) => `Choice ${n}`));
    }
    expect(ZSurveyQuestionList.safeParse(made).success).toBe(true);
    expect(new Set(ids(made)).size).toBe(15);
    const choice = made.find((q) => q.type === 'checkboxes') as TSurveyQuestion;
    expect(choice.answers.map((a) => a.label)).toEqual(['Choice 1', 'Choice 2']);
  });

  it('lets a rule name only earlier questions, and a jump also its own question and go only forward', () => {
    const list = withLogic();
    expect(ids(ruleCandidates(list, 0))).toEqual([]);
    expect(ids(ruleCandidates(list, 2))).toEqual(['liked', 'score']);
    expect(ids(jumpConditionCandidates(list, 1))).toEqual(['liked', 'score']);
    expect(jumpTargets(list, 0)).toEqual(['score', 'why', SURVEY_END]);
    expect(jumpTargets(list, 2)).toEqual([SURVEY_END]);
  });

  it('starts a condition with the first operator its question allows and a value it would accept', () => {
    const [liked, score, why] = withLogic() as [TSurveyQuestion, TSurveyQuestion, TSurveyQuestion];
    expect(newCondition(liked)).toEqual({ questionId: 'liked', op: 'equals', value: 'food' });
    expect(newCondition(liked, 'any_of')).toEqual({ questionId: 'liked', op: 'any_of', values: ['food'] });
    expect(newCondition(score, 'gte')).toEqual({ questionId: 'score', op: 'gte', value: 5 });
    expect(newCondition(why, 'answered')).toEqual({ questionId: 'why', op: 'answered' });
    expect(newCondition(question('checkboxes', 'extras', 'Extras'))).toEqual({
      questionId: 'extras',
      op: 'contains',
      value: 'extras-a',
    });
  });

  it('deletes a question with whatever named it, and counts those first', () => {
    const list = withLogic();
    expect(rulesUsing(list, 'liked')).toBe(1);
    expect(rulesUsing(list, 'why')).toBe(1);
    // A jump's test of its own question does not count: it goes with the question.
    expect(rulesUsing(list, 'score')).toBe(0);
    const left = withoutQuestion(list, 'liked');
    expect(ids(left)).toEqual(['score', 'why']);
    expect(left[1]?.visibility).toBeNull();
    expect(withoutQuestion(list, 'why')[0]?.jumps).toEqual([]);
    expect(ZSurveyQuestionList.safeParse(left).success).toBe(true);
  });

  it('previews what a guest who answered nothing is asked: a question shown only by an answer is not', () => {
    expect(ids(questionsAskedFirst(withLogic()))).toEqual(['liked', 'score']);
    // A rule still being written (no values yet) shows every question instead of failing.
    const broken = withLogic();
    (broken[2] as { visibility: unknown }).visibility = {
      action: 'show',
      match: 'all',
      conditions: [{ questionId: 'liked', op: 'any_of' }],
    };
    expect(questionsAskedFirst(broken)).toHaveLength(3);
  });

  it('keeps the e-NPS question of an e-NPS survey and offers it only once there', () => {
    const enps = question('rate_enps', 'enps', 'Recommend us?');
    expect(canDelete('enps', enps)).toBe(false);
    expect(canDelete('survey', enps)).toBe(true);
    expect(addableTypes('enps', [enps], ['rate', 'rate_enps'])).toEqual(['rate']);
    expect(addableTypes('survey', [enps], ['rate', 'rate_enps'])).toEqual(['rate', 'rate_enps']);
  });
});
