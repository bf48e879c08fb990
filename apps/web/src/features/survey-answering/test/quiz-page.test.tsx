import type { TQuizResult } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { addSurveyWords, makeState, makeSurvey, SLUG } from './survey-fixture';

const QUIZ_QUESTIONS = [
  {
    id: 'grape',
    type: 'select_single' as const,
    title: 'Which grape is Chablis made from?',
    required: true,
    answers: [
      { id: 'chardonnay', label: 'Chardonnay' },
      { id: 'riesling', label: 'Riesling' },
    ],
  },
  {
    id: 'rioja',
    type: 'dropdown' as const,
    title: 'Where is Rioja from?',
    required: true,
    answers: [
      { id: 'spain', label: 'Spain' },
      { id: 'italy', label: 'Italy' },
    ],
  },
];

const RESULT: TQuizResult = {
  points: 1,
  maxPoints: 2,
  percent: 50,
  correctCount: 1,
  scoredCount: 2,
  passed: false,
  passMark: 70,
  questions: [
    {
      questionId: 'grape',
      title: 'Which grape is Chablis made from?',
      correct: true,
      points: 1,
      maxPoints: 1,
      correctAnswerLabels: ['Chardonnay'],
    },
    {
      questionId: 'rioja',
      title: 'Where is Rioja from?',
      correct: false,
      points: 0,
      maxPoints: 1,
      correctAnswerLabels: ['Spain'],
    },
  ],
  pdfPath: `/api/v1/quiz/answer/${SLUG}/pdf`,
  finishedAt: '2026-05-04T10:05:00.000Z',
};

const quiz = (overrides: Parameters<typeof makeSurvey>[0] = {}, timeLimitMinutes: number | null = 10) =>
  makeSurvey(
    { title: 'Wine basics', ...overrides },
    { questions: QUIZ_QUESTIONS, quiz: { passMark: 70, timeLimitMinutes } },
    'quiz',
  );

const PAGE = `/user/p/quiz/${SLUG}`;
const VIEW = `GET /api/v1/quiz/view/${SLUG}`;

describe('quiz page', { timeout: 20_000 }, () => {
  beforeEach(addSurveyWords);

  it('counts down the time limit and shows the result, right answers and the PDF after the last question', async () => {
    const { calls } = mockFetch({
      [VIEW]: {
        body: quiz({
          state: { ...makeState({ grape: 'chardonnay' }, 'rioja'), startedAt: new Date().toISOString() },
        }),
      },
      [`POST /api/v1/quiz/${SLUG}/save-answer`]: {
        body: { id: '00000000-0000-4000-8000-00000000d002', finishedAt: RESULT.finishedAt, quiz: RESULT },
      },
    });
    renderRoutes(routes, PAGE);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^\d{1,2}:\d{2}$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Where is Rioja from?' }), 'Italy');
    await userEvent.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your result' })).toBeInTheDocument();
    expect(screen.getByText('Not passed')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 points')).toBeInTheDocument();
    expect(screen.getByText('Pass mark: 70%')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    const wrong = within(answers).getAllByRole('listitem')[1]!;
    expect(wrong).toHaveTextContent('Wrong · Points: 0 / 1');
    expect(wrong).toHaveTextContent('Right answer: Spain');
    // A failed participant gets the result, not a certificate.
    expect(screen.getByRole('link', { name: 'Download result (PDF)' })).toHaveAttribute(
      'href',
      `/api/v1/quiz/answer/${SLUG}/pdf`,
    );
    expect(calls.find((c) => c.url.endsWith('/save-answer'))?.body).toEqual({
      answers: { grape: 'chardonnay', rioja: 'italy' },
    });
  });

  it('ends the quiz when the time is up', async () => {
    const startedAt = new Date(Date.now() - 2 * 60_000).toISOString();
    mockFetch({
      [VIEW]: { body: quiz({ state: { ...makeState({}, 'grape'), startedAt } }, 1) },
      [`POST /api/v1/quiz/${SLUG}/save-answer`]: {
        status: 409,
        body: { statusCode: 409, code: 'QUIZ_TIME_UP', message: 'Time is up' },
      },
    });
    renderRoutes(routes, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Time is up' })).toBeInTheDocument();
    expect(
      screen.getByText('The time for this quiz is up: no more answers can be sent.'),
    ).toBeInTheDocument();
  });

  it('shows the kept result to a participant who finished before, with the certificate when passed', async () => {
    mockFetch({
      [VIEW]: { body: quiz({ finished: true }) },
      [`GET /api/v1/quiz/answer/${SLUG}`]: { body: { ...RESULT, points: 2, percent: 100, passed: true } },
    });
    renderRoutes(routes, PAGE);
    expect(await screen.findByText('Passed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download certificate (PDF)' })).toBeInTheDocument();
  });

  it('tells an employee that e-NPS answers are anonymous', async () => {
    mockFetch({
      [`GET /api/v1/e-nps/view/${SLUG}`]: { body: makeSurvey({ kind: 'enps', title: 'Team pulse' }) },
    });
    renderRoutes(routes, `/user/p/enps/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team pulse' })).toBeInTheDocument();
    expect(screen.getByText(/Your answers are anonymous: your name is not kept/)).toBeInTheDocument();
  });
});
