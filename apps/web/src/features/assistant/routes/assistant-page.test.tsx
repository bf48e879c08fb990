import {
  PERMISSIONS,
  type TAssistantConversation,
  type TAssistantMessage,
  type TLocationSummary,
} from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type MockReply, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { makeCompany, makeUser, unauthenticated } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enAssistant from '../../../../../api/src/modules/i18n/locales/en/assistant.json';
import { assistantRoute } from '../routes';

const ADMIN = makeUser({ permissions: [...PERMISSIONS] });
const ANALYST = makeUser({ permissions: ['statistics.view'] });
const CONVERSATION = '5b0c1f7e-2d4a-4c6e-9f10-3a2b1c0d9e8f';
const REVIEW = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const OLD_TOWN: TLocationSummary = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  parentId: null,
  name: 'Linden Café — Old Town',
  slug: 'old-town',
  address: null,
  imageUrl: null,
};
const QUESTION = 'What do guests complain about most at Old Town this month?';

const message = (overrides: Partial<TAssistantMessage>): TAssistantMessage => ({
  id: crypto.randomUUID(),
  role: 'user',
  text: QUESTION,
  language: 'en',
  citations: [],
  engine: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const ANSWER = message({
  role: 'assistant',
  engine: 'local',
  text: 'Linden Café — Old Town · this month\nNegative reviews: 3 of 20.\n[1] “We waited forty minutes”',
  citations: [
    {
      n: 1,
      kind: 'review',
      id: REVIEW,
      text: 'We waited forty minutes',
      detail: null,
      date: '2026-11-26T19:30:00.000Z',
      locationName: 'Linden Café — Old Town',
      score: 2,
      metricType: 'stars',
    },
  ],
});
const answered: TAssistantConversation = {
  id: CONVERSATION,
  location: 'all',
  messages: [message({}), ANSWER],
  model: false,
};
const fresh: TAssistantConversation = { id: null, location: 'all', messages: [], model: false };

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

function api(user: unknown, extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/v1/profile': user === null ? unauthenticated : { body: user },
    'GET /api/v1/structure': { body: makeCompany() },
    'GET /api/v1/locations/all': { body: { items: [OLD_TOWN] } },
    'GET /api/v1/assistant/all/new': { body: fresh },
    ...extra,
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path = '/user/online-menu/ai/assistant/all') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/user/online-menu', HydrateFallback: () => null, children: [assistantRoute] },
      { path: '/user/app/*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the AI assistant page', { timeout: 20_000 }, () => {
  beforeAll(() => addEnglishPack('assistant', enAssistant));

  it('starts with questions to ask, asks the one picked and shows the answer with its sources', async () => {
    let release: () => void = () => {};
    const { calls } = api(ADMIN, {
      'POST /api/v1/assistant/all/new': () =>
        new Promise<MockReply>((resolve) => {
          release = () => resolve({ body: answered });
        }),
    });
    const router = renderPage();
    expect(await screen.findByRole('heading', { name: 'What would you like to know?' })).toBeInTheDocument();
    expect(screen.getByText(/built-in assistant: it reads your data/)).toBeInTheDocument();
    const suggestions = screen.getByRole('list', { name: 'Suggested questions' });
    await userEvent.click(within(suggestions).getByRole('button', { name: QUESTION }));

    expect(await screen.findByText('Looking through your data…')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ question: QUESTION });
    release();

    expect(await screen.findByText(/Negative reviews: 3 of 20\./)).toBeInTheDocument();
    const sources = screen.getByRole('heading', { name: 'Sources' }).closest('section')!;
    expect(within(sources).getByText('“We waited forty minutes”')).toBeInTheDocument();
    expect(
      within(sources).getByText(/Review · score 2\/5 · .*26.* · Linden Café — Old Town/),
    ).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: /Open in reviews/ })).toHaveAttribute(
      'href',
      `/user/app/reviews?review=${REVIEW}`,
    );
    expect(screen.getByText('Written by the built-in assistant from the sources below.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?c=${CONVERSATION}`);
  });

  it('opens a kept conversation, asks a follow-up with Enter and starts a new one', async () => {
    const followUp = message({ text: 'And last month?' });
    const { calls } = api(ANALYST, {
      [`GET /api/v1/assistant/all/${CONVERSATION}`]: { body: answered },
      [`POST /api/v1/assistant/all/${CONVERSATION}`]: {
        body: {
          ...answered,
          messages: [...answered.messages, followUp, { ...ANSWER, id: crypto.randomUUID() }],
        },
      },
    });
    const router = renderPage(`/user/online-menu/ai/assistant/all?c=${CONVERSATION}`);
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    // Without the reviews permission a cited review is shown but not linked.
    expect(screen.queryByRole('link', { name: /Open in reviews/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'And last month?{Enter}');
    expect(await screen.findByText('And last month?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/v1/assistant/all/${CONVERSATION}`,
    ]);
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await screen.findByRole('heading', { name: 'What would you like to know?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when it could not answer and gives the question back to ask again', async () => {
    let fail = true;
    api(ADMIN, {
      'POST /api/v1/assistant/all/new': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }
          : { body: answered },
    });
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'How many orders this week?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The assistant could not answer.');
    expect(box).toHaveValue('How many orders this week?');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText(/Negative reviews: 3 of 20\./)).toBeInTheDocument();
  });

  it('is for staff who may read the statistics: others are told', async () => {
    api(makeUser({ permissions: ['orders.view'] }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No access to the AI assistant' })).toBeInTheDocument();
  });

  it('sends the signed out to sign in, to come back here', async () => {
    api(null);
    renderPage(`/user/online-menu/ai/assistant/${OLD_TOWN.id}`);
    expect(await screen.findByLabelText('address')).toHaveTextContent(
      `/user/app/sign-in?next=${encodeURIComponent(`/user/app/assistant/${OLD_TOWN.id}`)}`,
    );
  });

  it('tells an unknown scope and a conversation it cannot find', async () => {
    api(ADMIN, {
      [`GET /api/v1/assistant/all/${CONVERSATION}`]: {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Conversation not found' },
      },
    });
    renderPage('/user/online-menu/ai/assistant/everywhere');
    expect(await screen.findByRole('heading', { name: 'No such assistant page' })).toBeInTheDocument();
  });

  it('offers a new conversation when the one named is not found', async () => {
    api(ADMIN, {
      [`GET /api/v1/assistant/all/${CONVERSATION}`]: {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Conversation not found' },
      },
    });
    const router = renderPage(`/user/online-menu/ai/assistant/all?c=${CONVERSATION}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new conversation' }));
    expect(await screen.findByRole('heading', { name: 'What would you like to know?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
