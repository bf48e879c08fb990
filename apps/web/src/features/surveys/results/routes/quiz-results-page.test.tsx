import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { surveyResultsRoutes } from '../routes';
import { BASE_ROUTES, IDS, makeSurvey, quizAnalysis, renderAt } from '../test-utils';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));
withOffsetParent();

const PAGE = '/user/app/quizzes/guest-voice/results';
const BOB = {
  answerId: IDS.answer1,
  customerId: IDS.customer,
  name: 'Bob',
  email: 'bob@example.test',
  points: 0,
  maxPoints: 1,
  percent: 0,
  passed: false,
  finishedAt: '2026-03-05T18:30:00.000Z',
};

const quizRoutes = () => ({
  ...BASE_ROUTES,
  'GET /api/v1/quiz/edit/guest-voice': { body: makeSurvey('quiz', { answersCount: 2, statesCount: 0 }) },
  'GET /api/v1/quiz/analysis/guest-voice': { body: quizAnalysis() },
  'GET /api/v1/quiz/analysis/guest-voice/answers': {
    body: {
      total: 2,
      items: [
        BOB,
        {
          ...BOB,
          answerId: IDS.answer2,
          customerId: null,
          name: null,
          email: null,
          points: 1,
          percent: 100,
          passed: true,
        },
      ],
    },
  },
  [`GET /api/v1/quiz/answers/guest-voice/${IDS.customer}`]: {
    body: {
      participant: BOB,
      answer: {
        id: IDS.answer1,
        customerId: IDS.customer,
        language: 'en',
        finishedAt: BOB.finishedAt,
        answers: { capital: 'rome' },
        quiz: { points: 0, maxPoints: 1, percent: 0, passed: false },
      },
      result: {
        points: 0,
        maxPoints: 1,
        percent: 0,
        correctCount: 0,
        scoredCount: 1,
        passed: false,
        passMark: 70,
        questions: [
          {
            questionId: 'capital',
            title: 'Capital of France?',
            correct: false,
            points: 0,
            maxPoints: 1,
            correctAnswerLabels: ['Paris'],
          },
        ],
        pdfPath: null,
        finishedAt: BOB.finishedAt,
      },
    },
  },
});

describe('A quiz’s results', { timeout: 30_000 }, () => {
  it('gives the share of right answers per question and who passed, and opens a participant’s answers', async () => {
    mockFetch(quizRoutes());
    renderAt(surveyResultsRoutes, PAGE);
    const user = userEvent.setup();

    const stat = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await screen.findByText('Average score', { selector: 'dt' }, { timeout: 10_000 });
    expect(stat('Average score')).toBe('50%');
    expect(stat('Passed')).toBe('1');
    expect(stat('Not passed')).toBe('1');
    expect(stat('Pass mark')).toBe('70%');
    const chart = screen.getByRole('region', { name: 'Right answers per question' });
    expect(
      within(chart).getByRole('img', {
        name: 'Hardest question: \u20681. Capital of France?\u2069, answered right by 50%.',
      }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: '1. \u2068Capital of France?\u2069' });
    expect(within(card).getByText('Right answers', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '50%',
    );

    const people = await screen.findByRole('region', { name: 'Participants' });
    const rows = within(await within(people).findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Bobbob@example\.test.+0 \/ 10%Not passed$/);
    expect(rows[2]).toHaveTextContent(/^Anonymous.+1 \/ 1100%Passed$/);

    await user.click(within(rows[1]!).getByRole('button', { name: 'Open the answers of Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bob' });
    const rightAndWrong = await within(dialog).findByRole('list', { name: 'Right and wrong answers' });
    expect(rightAndWrong).toHaveTextContent(
      '\u2068Capital of France?\u2069 — wrong (0 / 1) Right answer: Paris',
    );
    expect(
      within(dialog).getByText('1. \u2068Capital of France?\u2069').nextElementSibling,
    ).toHaveTextContent('Rome');
  });
});
