import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { surveyResultsRoutes } from '../routes';
import { BASE_ROUTES, makeSurvey, questionResult, RESULTS, renderAt, surveyResults } from '../test-utils';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));
withOffsetParent();

const PAGE = '/user/app/e-nps/guest-voice/results';
const SUMMARY = '/api/v1/e-nps/answers/guest-voice';
const BREAKDOWN = `${SUMMARY}/breakdown/team`;

function enpsRoutes(overrides: Record<string, unknown> = {}) {
  return {
    ...BASE_ROUTES,
    'GET /api/v1/e-nps/edit/guest-voice': { body: makeSurvey('enps', { answersCount: 3, statesCount: 1 }) },
    [`GET ${SUMMARY}`]: {
      body: surveyResults({
        answers: 20,
        started: 1,
        // Kitchen and Floor are shown; Bar, chosen by too few, is left out by the server.
        questions: [
          RESULTS.recommend!,
          questionResult({
            questionId: 'team',
            type: 'select_single',
            title: 'Your team',
            answered: 20,
            options: [
              { id: 'kitchen', label: 'Kitchen', count: 10 },
              { id: 'floor', label: 'Floor', count: 8 },
            ],
          }),
        ],
      }),
    },
    [`GET ${BREAKDOWN}`]: {
      body: {
        questionId: 'team',
        title: 'Your team',
        enpsQuestionId: 'recommend',
        threshold: 5,
        hidden: false,
        groups: [
          { id: 'kitchen', label: 'Kitchen', hidden: false, count: 8, score: 25 },
          { id: 'floor', label: 'Floor', hidden: false, count: 7, score: -14 },
          { id: 'bar', label: 'Bar', hidden: true, count: null, score: null },
          { id: null, label: 'No answer', hidden: true, count: null, score: null },
        ],
      },
    },
    ...overrides,
  };
}

describe('An e-NPS survey’s results', { timeout: 30_000 }, () => {
  it('under its anonymity threshold, says from how many answers results appear and shows no figure', async () => {
    const { calls } = mockFetch(
      enpsRoutes({
        [`GET ${SUMMARY}`]: {
          body: surveyResults({ answers: 3, started: 1, hidden: true, threshold: 5, questions: [] }),
        },
      }),
    );
    renderAt(surveyResultsRoutes, PAGE);

    expect(
      await screen.findByRole('heading', { name: 'Not enough answers yet' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('To keep answers anonymous, results appear from 5 answers.')).toBeInTheDocument();
    // Not the count of answers or of those who started, no score, no download that would hold them.
    expect(screen.queryByText('Answers', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('e-NPS')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Download the answers' })).not.toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1, name: 'Guest voice' }).closest('.gl-results')!;
    expect(main.textContent?.replace('5 answers', '')).not.toMatch(/\d/);
    expect(calls.some((call) => call.url.includes('/breakdown/'))).toBe(false);
    // Nothing narrows the answers: there is no filter to clear.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when the period chosen holds too few answers', async () => {
    mockFetch(
      enpsRoutes({
        [`GET ${SUMMARY}`]: {
          body: surveyResults({ answers: 2, started: 0, hidden: true, threshold: 5, questions: [] }),
        },
      }),
    );
    const { router } = renderAt(surveyResultsRoutes, `${PAGE}?from=2026-03-01&to=2026-03-02`);
    await screen.findByRole('heading', { name: 'Not enough answers yet' }, { timeout: 10_000 });
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('gives the score, and its breakdown by a question with only the groups the server shows', async () => {
    const { calls } = mockFetch(enpsRoutes());
    renderAt(surveyResultsRoutes, `${PAGE}?from=2026-03-01`);
    const user = userEvent.setup();

    const card = await screen.findByRole(
      'region',
      { name: '1. \u2068Would you recommend us?\u2069' },
      { timeout: 10_000 },
    );
    expect(within(card).getByText('e-NPS').nextElementSibling).toHaveTextContent('+40');
    const team = screen.getByRole('region', { name: '2. \u2068Your team\u2069' });
    expect(within(team).getByText('Hidden to keep answers anonymous: Bar.')).toBeInTheDocument();

    const breakdown = await screen.findByRole('region', { name: 'e-NPS by group' });
    expect(within(breakdown).getByLabelText('Break down by', { selector: 'input' })).toBeInTheDocument();
    // The button that opens the list of questions has a name of its own.
    expect(within(breakdown).getByRole('button', { name: 'Break down by' })).toHaveAttribute(
      'aria-haspopup',
      'listbox',
    );
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith(`${BREAKDOWN}?from=2026-03-01`))).toBe(true),
    );
    const chart = await within(breakdown).findByRole('region', { name: 'e-NPS by \u2068Your team\u2069' });
    expect(within(chart).getByRole('img', { name: 'Highest e-NPS: Kitchen, +25.' })).toBeInTheDocument();
    await user.click(within(chart).getByRole('button', { name: 'Table view' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['GroupAnswerse-NPS', 'Kitchen8+25', 'Floor7-14']);
    expect(
      within(breakdown).getByText('Hidden to keep answers anonymous: Bar, No answer.'),
    ).toBeInTheDocument();

    // Anonymous answers have no table of their own.
    expect(screen.queryByRole('region', { name: 'Answers' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/list'))).toBe(false);
  });

  it('says so when even a breakdown has too few answers in all', async () => {
    mockFetch(
      enpsRoutes({
        [`GET ${BREAKDOWN}`]: {
          body: {
            questionId: 'team',
            title: 'Your team',
            enpsQuestionId: 'recommend',
            threshold: 5,
            hidden: true,
            groups: [],
          },
        },
      }),
    );
    renderAt(surveyResultsRoutes, PAGE);
    const breakdown = await screen.findByRole('region', { name: 'e-NPS by group' }, { timeout: 10_000 });
    expect(
      await within(breakdown).findByText('To keep answers anonymous, results appear from 5 answers.'),
    ).toBeInTheDocument();
    expect(within(breakdown).queryByRole('table')).not.toBeInTheDocument();
  });
});
