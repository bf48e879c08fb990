import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { apiError, makeUser } from '@/test/fixtures';
import { surveysRoutes } from '../routes';
import { IDS, LOCATIONS, listItem, MANAGER, pick, renderAt, survey } from '../test-utils';

withOffsetParent();

const base = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: LOCATIONS },
};

describe('SurveysPage (list)', { timeout: 30_000 }, () => {
  it('lists each survey with its location, state, counts, last answer and questions, and its ways out', async () => {
    mockFetch({
      ...base,
      'GET /api/v1/surveys': {
        body: {
          items: [
            listItem({ isActive: true }),
            listItem({
              id: IDS.other,
              slug: 'rooftop-night',
              title: 'Rooftop night',
              locationName: 'Rooftop bar',
              answersCount: 0,
              statesCount: 0,
              questionsCount: 5,
              lastAnswerAt: null,
              expiresOn: '2026-09-30',
            }),
          ],
        },
      },
    });
    renderAt(surveysRoutes, '/user/app/surveys');

    const title = await screen.findByRole('link', { name: 'Your summer visit' });
    expect(title).toHaveAttribute('href', '/user/app/surveys/summer-visit');
    const summer = title.closest('li') as HTMLElement;
    expect(within(summer).getByText('Main hall')).toBeInTheDocument();
    expect(within(summer).getByText('Published')).toBeInTheDocument();
    expect(within(summer).getByRole('switch', { name: 'Your summer visit is published' })).toBeChecked();
    expect(within(summer).getByText('Answers').nextElementSibling).toHaveTextContent('12');
    expect(within(summer).getByText('Started, not finished').nextElementSibling).toHaveTextContent('3');
    expect(within(summer).getByText('Questions').nextElementSibling).toHaveTextContent('3');
    expect(within(summer).getByText('Last answer').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-01T10:00:00.000Z',
    );
    expect(within(summer).getByRole('link', { name: 'Results of Your summer visit' })).toHaveAttribute(
      'href',
      '/user/app/surveys/summer-visit/results',
    );

    const rooftop = screen.getByRole('link', { name: 'Rooftop night' }).closest('li') as HTMLElement;
    expect(within(rooftop).getByText('Draft')).toBeInTheDocument();
    expect(within(rooftop).getByText('None yet')).toBeInTheDocument();
    expect(within(rooftop).getByText('Open until')).toBeInTheDocument();
    expect(screen.getByText('In all: 2')).toBeInTheDocument();

    // Share: the guest's link to copy and its QR code.
    const user = userEvent.setup();
    await user.click(within(summer).getByRole('button', { name: 'Share Your summer visit' }));
    const share = await screen.findByRole('dialog', { name: 'Share “Your summer visit”' });
    expect(within(share).getByLabelText('Link for guests')).toHaveValue(
      `${window.location.origin}/user/p/survey/summer-visit`,
    );
    expect(within(share).getByRole('img', { name: 'QR code of Your summer visit' })).toBeInTheDocument();
  });

  it('invites to create the first one, asks for a location and opens the new draft in the builder', async () => {
    let created = false;
    const made = survey({ slug: 'new-survey', title: 'Guest survey' });
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/structure': { status: 404 },
      'GET /api/v1/surveys': () => ({ body: { items: created ? [listItem()] : [] } }),
      'POST /api/v1/survey/create': () => {
        created = true;
        return { body: made };
      },
      'GET /api/v1/survey/edit/new-survey': { body: made },
    });
    renderAt(surveysRoutes, '/user/app/surveys');
    expect(
      await screen.findByRole('heading', { name: 'No surveys yet — create your first one' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'New survey' });

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await pick(user, within(dialog).getByLabelText('Location'), 'Rooftop bar');
    await user.type(within(dialog).getByLabelText('Title'), 'Guest survey');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Guest survey' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      locationId: IDS.rooftop,
      title: 'Guest survey',
    });
  });

  it('asks before deleting a survey, then removes it from the list', async () => {
    let deleted = false;
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/quizzes': () => ({
        body: { items: deleted ? [] : [listItem({ kind: 'quiz', title: 'Menu quiz', slug: 'menu-quiz' })] },
      }),
      'DELETE /api/v1/quiz/edit/menu-quiz': () => {
        deleted = true;
        return { body: { ok: true } };
      },
    });
    renderAt(surveysRoutes, '/user/app/quizzes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Menu quiz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Menu quiz”?' });
    expect(within(confirm).getByText(/Its answers \(12\)/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Menu quiz” is deleted')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No quizzes yet — create your first one' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      ...base,
      'GET /api/v1/e-nps/list': () => (fail ? apiError(500, 'INTERNAL_ERROR') : { body: { items: [] } }),
    });
    renderAt(surveysRoutes, '/user/app/e-nps');
    expect(await screen.findByText('The e-NPS surveys could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByRole('heading', { name: 'No e-NPS surveys yet — create your first one' }),
    ).toBeInTheDocument();
  });

  it('tells someone without the permission that they cannot open the section', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: makeUser({ permissions: ['surveys.manage'] }) } });
    renderAt(surveysRoutes, '/user/app/quizzes');
    expect(await screen.findByRole('heading', { name: 'You cannot open this section' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New quiz' })).not.toBeInTheDocument());
  });
});
