import { describe, expect, it } from 'vitest';
import { QUIZ_POLICY_DEFAULTS, withQuizPolicyDefaults } from './constants';
import { scoreQuiz, ZQuizPassMark } from './quiz';
import { ZSurveyForm } from './survey-form';

const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id.toUpperCase() }));

/** Capital (2 points), primes (3 points, several right), a bonus only for those who say so, a free text. */
const QUIZ = ZSurveyForm.parse({
  questions: [
    {
      id: 'capital',
      type: 'select_single',
      title: 'Capital of France?',
      answers: options,
      data: { quiz: { correctAnswerIds: ['b'], points: 2 } },
    },
    {
      id: 'primes',
      type: 'checkboxes',
      title: 'Which are prime?',
      answers: options,
      data: { quiz: { correctAnswerIds: ['a', 'c'], points: 3 } },
    },
    {
      id: 'more',
      type: 'dropdown',
      title: 'A bonus question?',
      answers: options.slice(0, 2),
      jumps: [{ conditions: [{ questionId: 'more', op: 'not_equals', value: 'a' }], to: '$end' }],
    },
    {
      id: 'bonus',
      type: 'select_single_card',
      title: 'Bonus',
      answers: options,
      data: { quiz: { correctAnswerIds: ['d'], points: 5 } },
    },
    { id: 'comment', type: 'text_long', title: 'Anything else?' },
  ],
});

describe('scoreQuiz', () => {
  it('gives each asked question its points when exactly the right options are chosen', () => {
    const result = scoreQuiz(QUIZ, {
      capital: 'b',
      primes: ['c', 'a'],
      more: 'a',
      bonus: 'a',
      comment: 'Fun',
    });
    expect(result).toEqual({
      points: 5,
      maxPoints: 10,
      percent: 50,
      correctCount: 2,
      scoredCount: 3,
      passed: null,
      questions: [
        { questionId: 'capital', answered: true, correct: true, points: 2, maxPoints: 2 },
        { questionId: 'primes', answered: true, correct: true, points: 3, maxPoints: 3 },
        { questionId: 'bonus', answered: true, correct: false, points: 0, maxPoints: 5 },
      ],
    });
  });

  it('gives nothing for a multiple choice with a right option missing or a wrong one added', () => {
    expect(scoreQuiz(QUIZ, { primes: ['a'] }).questions[1]).toMatchObject({ correct: false, points: 0 });
    expect(scoreQuiz(QUIZ, { primes: ['a', 'b', 'c'] }).questions[1]).toMatchObject({
      correct: false,
      points: 0,
    });
  });

  it('counts unanswered and invalid answers as wrong', () => {
    const result = scoreQuiz(QUIZ, { capital: 'z', more: 'a' });
    expect(result.points).toBe(0);
    expect(result.questions.map((q) => q.answered)).toEqual([false, false, false]);
  });

  it('leaves a question the logic skips out of the maximum', () => {
    const result = scoreQuiz(QUIZ, { capital: 'b', primes: ['a', 'c'], more: 'b', bonus: 'd' });
    expect(result).toMatchObject({ points: 5, maxPoints: 5, percent: 100, scoredCount: 2 });
  });

  it('passes at the mark, compares exact points and shows the percentage rounded down', () => {
    const third = ZSurveyForm.parse({
      questions: ['q1', 'q2', 'q3'].map((id) => ({
        id,
        type: 'select_single',
        title: id,
        answers: options,
        data: { quiz: { correctAnswerIds: ['a'] } },
      })),
    });
    const twoOfThree = { q1: 'a', q2: 'a', q3: 'b' };
    expect(scoreQuiz(third, twoOfThree, 66)).toMatchObject({ percent: 66, passed: true });
    expect(scoreQuiz(third, twoOfThree, 67)).toMatchObject({ percent: 66, passed: false });
    expect(scoreQuiz(third, { q1: 'a', q2: 'a', q3: 'a' }, 100).passed).toBe(true);
    expect(scoreQuiz(third, {}, 0).passed).toBe(true);
  });

  it('has no percentage without points, and such a quiz is passed', () => {
    const free = ZSurveyForm.parse({ questions: [{ id: 'x', type: 'text_short', title: 'Name' }] });
    expect(scoreQuiz(free, { x: 'Ann' }, 80)).toMatchObject({
      points: 0,
      maxPoints: 0,
      percent: null,
      passed: true,
    });
  });

  it('takes a pass mark of 0–100 whole percent, or none', () => {
    expect(ZQuizPassMark.parse(80)).toBe(80);
    expect(ZQuizPassMark.parse(null)).toBeNull();
    for (const bad of [-1, 101, 50.5]) expect(ZQuizPassMark.safeParse(bad).success).toBe(false);
  });
});

describe('quiz policy defaults', () => {
  it('are what a quiz loaded without policy settings shows (SPEC points 3 and 5)', () => {
    expect(QUIZ_POLICY_DEFAULTS).toEqual({
      url: '',
      title: '',
      policy: '',
      useOwnPolicy: false,
      GDPRCompliance: true,
    });
    const loaded = withQuizPolicyDefaults({ slug: 'q', settings: { questions: QUIZ.questions } });
    expect(loaded.settings.policy).toEqual(QUIZ_POLICY_DEFAULTS);
    expect(loaded.settings.questions).toBe(QUIZ.questions);
  });
});
