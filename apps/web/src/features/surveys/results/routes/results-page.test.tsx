import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { surveyResultsRoutes } from '../routes';
import { answerList, BASE_ROUTES, IDS, makeSurvey, renderAt, surveyResults } from '../test-utils';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));
withOffsetParent();

const PAGE = '/user/app/surveys/guest-voice/results';
const SUMMARY = '/api/v1/survey/answers/guest-voice';
const queryOf = (calls: { url: string }[], path: string) =>
  new URL(calls.filter((call) => call.url.split('?')[0]!.endsWith(path)).at(-1)!.url, 'http://x')
    .searchParams;

function surveyRoutes(overrides: Record<string, unknown> = {}) {
  return {
    ...BASE_ROUTES,
    'GET /api/v1/survey/edit/guest-voice': { body: makeSurvey() },
    [`GET ${SUMMARY}`]: { body: surveyResults() },
    [`GET ${SUMMARY}/list`]: { body: answerList() },
    [`GET /api/v1/survey/guest-voice/answers/${IDS.answer1}`]: { body: answerList().items[0] },
    ...overrides,
  };
}

describe('A survey’s results', { timeout: 30_000 }, () => {
  it('shows its totals, a card per question and every answer with the options’ labels', async () => {
    mockFetch(surveyRoutes());
    renderAt(surveyResultsRoutes, PAGE);
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guest voice' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const totals = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(await screen.findByText('Answers', { selector: 'dt' })).toBeInTheDocument();
    expect(totals('Answers')).toBe('10');
    expect(totals('Started, not finished')).toBe('3');
    expect(screen.getByText('All answers so far')).toBeInTheDocument();
    for (const title of [
      '1. \u2068How did you find us?\u2069',
      '4. \u2068Anything else?\u2069',
      '6. \u2068Your e-mail\u2069',
    ])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();

    const answers = await screen.findByRole('region', { name: 'Answers' });
    const table = await within(answers).findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Maps')).toBeInTheDocument();
    expect(within(first).getByText('Lovely coffee, friendly staff')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /Open the answer of/ }));
    const dialog = await screen.findByRole('dialog', { name: /Answer of/ });
    expect(await within(dialog).findByText('1. \u2068How did you find us?\u2069')).toBeInTheDocument();
    expect(
      within(dialog).getByText('1. \u2068How did you find us?\u2069').nextElementSibling,
    ).toHaveTextContent('Maps');
    expect(within(dialog).getByText('6. \u2068Your e-mail\u2069').nextElementSibling).toHaveTextContent(
      'Not answered',
    );
  });

  it('keeps its period and location in the address and asks the API for them', async () => {
    const { calls } = mockFetch(surveyRoutes());
    const { router } = renderAt(
      surveyResultsRoutes,
      `${PAGE}?from=2026-03-09&to=2026-03-02&location=${IDS.rooftop}`,
    );
    const user = userEvent.setup();

    await screen.findByText('Answers', { selector: 'dt' }, { timeout: 10_000 });
    // Days given the wrong way round mean the same period.
    const asked = queryOf(calls, SUMMARY);
    expect(Object.fromEntries(asked)).toEqual({
      from: '2026-03-02',
      to: '2026-03-09',
      locationId: IDS.rooftop,
    });
    await waitFor(() => expect(queryOf(calls, `${SUMMARY}/list`).get('locationId')).toBe(IDS.rooftop));
    expect(screen.getByText(/^Answers of 2.+9 Mar 2026$/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Location').closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Linden Café' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('location')).toBe(IDS.linden),
    );
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-03-02');
    await waitFor(() => expect(queryOf(calls, SUMMARY).get('locationId')).toBe(IDS.linden));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect([...queryOf(calls, SUMMARY)]).toEqual([]));
    expect(screen.getByText('All answers so far')).toBeInTheDocument();
  });

  it('says when nobody has answered yet, with the link to share', async () => {
    mockFetch(
      surveyRoutes({
        'GET /api/v1/survey/edit/guest-voice': {
          body: makeSurvey('survey', { answersCount: 0, statesCount: 0 }),
        },
        [`GET ${SUMMARY}`]: { body: surveyResults({ answers: 0, started: 0, questions: [] }) },
      }),
    );
    renderAt(surveyResultsRoutes, PAGE);
    expect(
      await screen.findByRole('heading', { name: 'No answers yet — share the link' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the page' })).toHaveAttribute(
      'href',
      'http://localhost:3000/user/p/survey/guest-voice',
    );
    expect(screen.queryByRole('group', { name: 'Download the answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete all answers' })).not.toBeInTheDocument();
  });

  it('says when the survey does not exist', async () => {
    mockFetch(surveyRoutes({ 'GET /api/v1/survey/edit/guest-voice': apiError(404, 'NOT_FOUND') }));
    renderAt(surveyResultsRoutes, PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This survey was not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the surveys' })[0]).toHaveAttribute(
      'href',
      '/user/app/surveys',
    );
  });

  it('deletes every answer, or the unfinished ones, after asking', async () => {
    const { calls } = mockFetch(
      surveyRoutes({
        [`DELETE ${SUMMARY}`]: { body: { ok: true, deleted: 12 } },
        'DELETE /api/v1/survey/customer-states/guest-voice': { body: { ok: true, deleted: 3 } },
      }),
    );
    renderAt(surveyResultsRoutes, PAGE);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete all answers' }, { timeout: 10_000 }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete all answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete all answers' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete all answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: `${SUMMARY}`,
      body: undefined,
    });

    await user.click(screen.getByRole('button', { name: 'Delete unfinished answers' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete the unfinished answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').at(-1)?.url).toBe(
        '/api/v1/survey/customer-states/guest-voice',
      ),
    );
  });
});
