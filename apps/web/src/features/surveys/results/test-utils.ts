import {
  type TQuestionResult,
  type TQuizAnalysis,
  type TSurvey,
  type TSurveyAnswerList,
  type TSurveyContentInput,
  type TSurveyKind,
  type TSurveyResults,
  ZSurveyContent,
} from '@guestloop/contracts';
import { makeCompany, makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enResults from '../../../../../api/src/modules/i18n/locales/en/survey-results-page.json';

addEnglishPack('survey-results-page', enResults);

export { renderAt, renderWithQuery } from '@/test/render';

export const MANAGER = makeUser({ permissions: ['surveys.manage', 'enps.manage', 'quizzes.manage'] });
export const COMPANY_RECORD = makeCompany();

export const IDS = {
  linden: 'a1000000-0000-4000-8000-000000000001',
  rooftop: 'a1000000-0000-4000-8000-000000000002',
  survey: 'b2000000-0000-4000-8000-000000000001',
  answer1: 'c3000000-0000-4000-8000-000000000001',
  answer2: 'c3000000-0000-4000-8000-000000000002',
  customer: 'd4000000-0000-4000-8000-000000000001',
} as const;

/** The guest survey the tests read: one question of each display kind. */
const QUESTIONS: TSurveyContentInput['questions'] = [
  {
    id: 'visit',
    type: 'select_single',
    title: 'How did you find us?',
    answers: [
      { id: 'friends', label: 'Friends' },
      { id: 'maps', label: 'Maps' },
      { id: 'walk', label: 'Walking past' },
    ],
  },
  { id: 'stars', type: 'rate', title: 'How was the coffee?', data: { options: { min: 1, max: 5 } } },
  { id: 'recommend', type: 'rate_enps', title: 'Would you recommend us?' },
  { id: 'comment', type: 'text_long', title: 'Anything else?' },
  { id: 'cups', type: 'text_number', title: 'Cups a day' },
  { id: 'email', type: 'text_email', title: 'Your e-mail' },
];

export function makeSurvey(kind: TSurveyKind = 'survey', overrides: Partial<TSurvey> = {}): TSurvey {
  const questions =
    kind === 'quiz'
      ? [
          {
            id: 'capital',
            type: 'select_single' as const,
            title: 'Capital of France?',
            answers: [
              { id: 'paris', label: 'Paris' },
              { id: 'rome', label: 'Rome' },
            ],
            data: { quiz: { correctAnswerIds: ['paris'], points: 1 } },
          },
        ]
      : kind === 'enps'
        ? [
            QUESTIONS[2]!,
            {
              id: 'team',
              type: 'select_single' as const,
              title: 'Your team',
              answers: [
                { id: 'kitchen', label: 'Kitchen' },
                { id: 'floor', label: 'Floor' },
                { id: 'bar', label: 'Bar' },
              ],
            },
          ]
        : QUESTIONS;
  return {
    id: IDS.survey,
    slug: 'guest-voice',
    kind,
    title: 'Guest voice',
    language: 'en',
    locationId: IDS.linden,
    locationName: 'Linden Café',
    isActive: true,
    expiresOn: null,
    logoUrl: null,
    headerUrl: null,
    content: ZSurveyContent.parse({ questions, quiz: kind === 'quiz' ? {} : null }),
    answersCount: 12,
    statesCount: 3,
    publicPath: '/user/p/survey/guest-voice',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const blank = { options: null, average: null, enps: null, words: null, correctShare: null };

/** A question's summary with nothing but what the test gives. */
export const questionResult = (overrides: Partial<TQuestionResult> & Pick<TQuestionResult, 'type'>) =>
  ({ questionId: 'q', title: 'A question', answered: 0, ...blank, ...overrides }) as TQuestionResult;

export const RESULTS: Record<string, TQuestionResult> = {
  visit: questionResult({
    questionId: 'visit',
    type: 'select_single',
    title: 'How did you find us?',
    answered: 10,
    options: [
      { id: 'friends', label: 'Friends', count: 6 },
      { id: 'maps', label: 'Maps', count: 3 },
      { id: 'walk', label: 'Walking past', count: 1 },
    ],
  }),
  stars: questionResult({
    questionId: 'stars',
    type: 'rate',
    title: 'How was the coffee?',
    answered: 10,
    average: 4.2,
    options: [1, 2, 3, 4, 5].map((score, i) => ({
      id: String(score),
      label: String(score),
      count: [0, 1, 1, 3, 5][i]!,
    })),
  }),
  recommend: questionResult({
    questionId: 'recommend',
    type: 'rate_enps',
    title: 'Would you recommend us?',
    answered: 10,
    average: 8,
    options: Array.from({ length: 11 }, (_, score) => ({
      id: String(score),
      label: String(score),
      count: score === 10 ? 4 : score === 9 ? 2 : score === 7 ? 2 : score === 3 ? 2 : 0,
    })),
    enps: { score: 40, promoters: 6, passives: 2, detractors: 2 },
  }),
  comment: questionResult({
    questionId: 'comment',
    type: 'text_long',
    title: 'Anything else?',
    answered: 8,
    words: [
      { word: 'coffee', count: 6 },
      { word: 'friendly', count: 3 },
      { word: 'slow', count: 1 },
    ],
  }),
  cups: questionResult({
    questionId: 'cups',
    type: 'text_number',
    title: 'Cups a day',
    answered: 7,
    average: 2.5,
  }),
  email: questionResult({ questionId: 'email', type: 'text_email', title: 'Your e-mail', answered: 4 }),
};

export function surveyResults(overrides: Partial<TSurveyResults> = {}): TSurveyResults {
  return {
    answers: 10,
    started: 3,
    hidden: false,
    threshold: null,
    questions: Object.values(RESULTS),
    ...overrides,
  };
}

export function quizAnalysis(): TQuizAnalysis {
  return {
    answers: 2,
    started: 0,
    hidden: false,
    threshold: null,
    questions: [
      questionResult({
        questionId: 'capital',
        type: 'select_single',
        title: 'Capital of France?',
        answered: 2,
        correctShare: 50,
        options: [
          { id: 'paris', label: 'Paris', count: 1 },
          { id: 'rome', label: 'Rome', count: 1 },
        ],
      }),
    ],
    quiz: { passMark: 70, averagePercent: 50, passed: 1, failed: 1 },
  };
}

export function answerList(): TSurveyAnswerList {
  return {
    total: 2,
    items: [
      {
        id: IDS.answer1,
        customerId: IDS.customer,
        language: 'en',
        finishedAt: '2026-03-05T18:30:00.000Z',
        answers: { visit: 'maps', stars: 5, comment: 'Lovely coffee, friendly staff', cups: 3 },
        quiz: null,
      },
      {
        id: IDS.answer2,
        customerId: null,
        language: 'de',
        finishedAt: '2026-03-04T09:15:00.000Z',
        answers: { visit: 'friends', stars: 4 },
        quiz: null,
      },
    ],
  };
}

export const LOCATIONS = {
  items: [
    { id: IDS.linden, parentId: null, name: 'Linden Café', slug: 'linden', address: null, imageUrl: null },
    { id: IDS.rooftop, parentId: null, name: 'Rooftop bar', slug: 'rooftop', address: null, imageUrl: null },
  ],
};

/** The calls every results page makes: who is signed in, the company, its locations. */
export const BASE_ROUTES = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/structure': { body: COMPANY_RECORD },
  'GET /api/v1/locations/all': { body: LOCATIONS },
};
