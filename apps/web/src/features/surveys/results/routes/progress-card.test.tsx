import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { type MockReply, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { surveyResultsRoutes } from '../routes';
import { BASE_ROUTES, IDS, makeSurvey, renderAt, surveyResults } from '../test-utils';

type Drawn = { datasets: { label: string; data: unknown[] }[] };
const drawn = vi.hoisted(() => ({ charts: [] as Drawn[] }));
vi.mock('primereact/chart', () => ({
  Chart: (props: { data: Drawn }) => {
    drawn.charts.push(props.data);
    return <canvas />;
  },
}));
withOffsetParent();

const PROGRESS = '/api/v1/stat/data/guest-voice/survey-progress';
const ENPS_PROGRESS = '/api/v1/stat/data/guest-voice/enps-survey-progress';

const daysOf = (from: string, count: number, counts: (i: number) => [number, number]) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    const [started, finished] = counts(i);
    return { day: date.toISOString().slice(0, 10), started, finished };
  });

function surveyRoutes(progress: MockReply | (() => MockReply)) {
  const summary = '/api/v1/survey/answers/guest-voice';
  return {
    ...BASE_ROUTES,
    'GET /api/v1/survey/edit/guest-voice': { body: makeSurvey() },
    [`GET ${summary}`]: { body: surveyResults() },
    [`GET ${summary}/list`]: { body: { total: 0, items: [] } },
    [`POST ${PROGRESS}`]: progress,
  };
}

const asked = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith(path)).at(-1)?.body;

const card = () => screen.getByRole('region', { name: 'Answers over time' });
/** The card once its chart is drawn (it replaces the card's loading state). */
async function chartCard() {
  await waitFor(() => expect(within(card()).getByRole('img')).toBeInTheDocument(), { timeout: 10_000 });
  return card();
}
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('The answers over time', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-20T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    drawn.charts = [];
  });

  it('covers the survey’s days up to today, with its totals and each day in a table', async () => {
    const { calls } = mockFetch(
      surveyRoutes({
        body: { days: daysOf('2026-03-01', 20, (i) => (i === 4 ? [4, 3] : [0, i === 9 ? 1 : 0])) },
      }),
    );
    renderAt(surveyResultsRoutes, '/user/app/surveys/guest-voice/results');

    const region = await chartCard();
    expect(asked(calls, PROGRESS)).toEqual({ from: '2026-03-01', to: '2026-03-20' });
    expect(figure(region, 'Started')).toBe('4');
    expect(figure(region, 'Finished')).toBe('4');
    expect(within(region).getByRole('img')).toHaveAccessibleName(
      /^1\s?–\s?20 Mar 2026: 4 started, 4 finished\. Most answers finished on 5 Mar: 3\.$/,
    );
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(
      within(rows[5]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3']);
    // A survey's chart has no e-NPS line.
    expect(drawn.charts.map((chart) => chart.datasets.map((set) => set.label).join())).toContain(
      'Started,Finished',
    );
    expect(screen.queryByText(/at most 366 days/)).not.toBeInTheDocument();
  });

  it('asks at most 366 days, ending where the filter ends, for the chosen location, and says so', async () => {
    const { calls } = mockFetch(
      surveyRoutes({ body: { days: daysOf('2025-03-10', 366, (i) => (i === 0 ? [2, 1] : [0, 0])) } }),
    );
    renderAt(
      surveyResultsRoutes,
      `/user/app/surveys/guest-voice/results?from=2024-01-01&to=2026-03-10&location=${IDS.rooftop}`,
    );

    const region = await chartCard();
    expect(asked(calls, PROGRESS)).toEqual({ from: '2025-03-10', to: '2026-03-10', locationId: IDS.rooftop });
    expect(
      within(region).getByText('The chart shows at most 366 days: 10 Mar 2025 – 10 Mar 2026.'),
    ).toBeInTheDocument();
  });

  it('asks again after a failure, and leaves an empty period to the page’s own empty state', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(
      surveyRoutes(() =>
        fail ? apiError(500, 'INTERNAL_ERROR') : { body: { days: daysOf('2026-03-01', 20, () => [0, 0]) } },
      ),
    );
    renderAt(surveyResultsRoutes, '/user/app/surveys/guest-voice/results');

    await screen.findByRole('region', { name: 'Answers over time' }, { timeout: 10_000 });
    const region = card();
    expect(
      await within(region).findByText('The answers over time could not be loaded', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    // Nobody in the period: the card steps aside for the page's own empty state.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Answers over time' })).not.toBeInTheDocument(),
    );
  });

  it('on e-NPS, draws each week’s score and leaves the weeks under the threshold as gaps', async () => {
    const { calls } = mockFetch({
      ...BASE_ROUTES,
      'GET /api/v1/e-nps/edit/guest-voice': { body: makeSurvey('enps', { answersCount: 9, statesCount: 0 }) },
      'GET /api/v1/e-nps/answers/guest-voice': { body: surveyResults({ answers: 9, started: 0 }) },
      [`POST ${ENPS_PROGRESS}`]: {
        body: {
          days: daysOf(
            '2026-03-02',
            14,
            (i) => (i % 2 === 0 ? [1, 1] : [0, 0]).map((n) => (i < 7 ? n : n * 2)) as [number, number],
          ),
          threshold: 5,
          weeks: [
            { weekStart: '2026-03-02', answers: 4, score: null },
            { weekStart: '2026-03-09', answers: 6, score: 33 },
          ],
        },
      },
    });
    renderAt(surveyResultsRoutes, '/user/app/e-nps/guest-voice/results?from=2026-03-02&to=2026-03-15');

    const region = await chartCard();
    expect(asked(calls, ENPS_PROGRESS)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    expect(
      within(region).getByText('Weeks with fewer than 5 answers are hidden to keep answers anonymous.'),
    ).toBeInTheDocument();
    const weeks = within(region).getByRole('table', { name: 'e-NPS by week' });
    const [, hidden, shown] = within(weeks).getAllByRole('row');
    expect(
      within(hidden!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'Hidden']);
    expect(
      within(shown!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '+33']);
    const score = drawn.charts
      .flatMap((chart) => chart.datasets)
      .findLast((set) => set.label === 'Weekly e-NPS');
    expect(score?.data).toEqual([...Array(7).fill(null), ...Array(7).fill(33)]);
    expect(within(region).getByRole('img')).toHaveAccessibleName(/Latest e-NPS that may be shown: \+33/);
    expect(calls.some((call) => call.url.endsWith(PROGRESS))).toBe(false);
  });

  it('on a quiz, asks the survey progress', async () => {
    const { calls } = mockFetch({
      ...BASE_ROUTES,
      'GET /api/v1/quiz/edit/guest-voice': { body: makeSurvey('quiz', { answersCount: 2, statesCount: 0 }) },
      [`POST ${PROGRESS}`]: { body: { days: daysOf('2026-03-01', 20, (i) => (i === 1 ? [2, 2] : [0, 0])) } },
    });
    renderAt(surveyResultsRoutes, '/user/app/quizzes/guest-voice/results');

    const region = await chartCard();
    expect(figure(region, 'Finished')).toBe('2');
    expect(asked(calls, PROGRESS)).toEqual({ from: '2026-03-01', to: '2026-03-20' });
  });

  it('is left out while nobody ever started the survey', async () => {
    const { calls } = mockFetch({
      ...surveyRoutes({ body: { days: [] } }),
      'GET /api/v1/survey/edit/guest-voice': {
        body: makeSurvey('survey', { answersCount: 0, statesCount: 0 }),
      },
    });
    renderAt(surveyResultsRoutes, '/user/app/surveys/guest-voice/results');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answers over time' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
  });
});
