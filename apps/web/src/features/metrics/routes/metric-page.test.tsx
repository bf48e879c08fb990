import type { TMetric } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { metricsRoutes } from '../routes';
import { LOCATIONS, MANAGER, metric, pick, renderAt } from '../test-utils';

withOffsetParent();

const STICKER = { callToAction: 'Rate us', accentColor: '#112233' };

/** The API of one metric: GET /metrics answers what was saved last. */
function api(start: TMetric = metric({ content: { ...metric().content, sticker: STICKER } })) {
  let current = start;
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/locations/all': { body: LOCATIONS },
    'GET /api/v1/structure/tree': { status: 404 },
    'GET /api/v1/metrics': () => ({ body: { items: [current] } }),
    'GET /api/v1/feedback-services': {
      body: {
        items: [
          { id: 'google', name: 'Google', urlHint: 'https://g.page/r/…/review' },
          { id: 'tripadvisor', name: 'Tripadvisor', urlHint: 'https://www.tripadvisor.com/…' },
        ],
      },
    },
    'PUT /api/v1/metric/lobby-stars': (call) => {
      const body = call.body as Partial<TMetric>;
      current = { ...current, ...body, content: body.content ?? current.content };
      return { body: current };
    },
    'DELETE /api/v1/metric/edit/lobby-stars/answers': () => {
      current = { ...current, ratingsCount: 0 };
      return { body: { ok: true, deletedRatings: 12 } };
    },
    'DELETE /api/v1/metric/lobby-stars/item': { body: { ok: true } },
  });
}

const preview = () => screen.getByRole('figure', { name: "Guest's view" });

describe('MetricPage (editor)', { timeout: 30_000 }, () => {
  it('shows what is wrong before saving, then saves the texts whole and keeps the sticker', async () => {
    const { calls } = api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars');
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    expect(screen.getByRole('heading', { level: 1, name: 'How was your visit?' })).toBeInTheDocument();

    await user.clear(title);
    await user.click(screen.getByRole('switch', { name: 'Show a button to your own site' }));
    await user.click(screen.getByLabelText('Button text'));
    await user.paste('Book again');
    await user.click(screen.getByLabelText('Button link'));
    await user.paste('not a link');
    await user.click(screen.getByRole('button', { name: 'Add a review site' }));
    await user.click(screen.getAllByLabelText('Link to your page on it')[1] as HTMLElement);
    await user.paste('tripadvisor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Some fields need your attention')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(
      screen.getAllByText('Enter a full public link, e.g. https://instagram.com/yourplace'),
    ).toHaveLength(2);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByLabelText('Title'));
    await user.paste('Rate the lobby');
    await user.clear(screen.getByLabelText('Button link'));
    await user.paste('https://bluedoor.example/book');
    const secondLink = screen.getAllByLabelText('Link to your page on it')[1] as HTMLElement;
    await user.clear(secondLink);
    await user.paste('https://www.tripadvisor.com/blue-door');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rating page saved')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT')?.body as TMetric;
    expect(sent.title).toBe('Rate the lobby');
    expect(sent.content.outcomes.good.ownSite).toEqual({
      buttonText: 'Book again',
      url: 'https://bluedoor.example/book',
    });
    expect(sent.content.outcomes.bad.ownSite).toBeNull();
    expect(sent.content.reviewLinks).toEqual([
      { service: 'google', url: 'https://g.page/r/blue-door/review' },
      { service: 'tripadvisor', url: 'https://www.tripadvisor.com/blue-door' },
    ]);
    expect(sent.content.settings.policy.url).toBeNull();
    expect(sent.content.sticker).toEqual(STICKER);
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument());
  });

  it('lets the same review site be listed once only, in words', async () => {
    const { calls } = api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars');
    const user = userEvent.setup();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Add a review site' }));
    await user.type(
      screen.getAllByLabelText('Link to your page on it')[1] as HTMLElement,
      'https://g.page/r/x',
    );
    await pick(user, screen.getAllByLabelText('Site')[1] as HTMLElement, 'Google');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each review site can be listed once')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('previews the guest page as it is typed, and each outcome on demand', async () => {
    api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Subtitle'), ' Thanks!');
    const phone = within(preview());
    expect(phone.getByRole('heading', { name: 'How was your visit?' })).toBeInTheDocument();
    expect(phone.getByText('Tap a star to rate us. Thanks!')).toBeInTheDocument();
    expect(phone.getByText('Service')).toBeInTheDocument();
    expect(phone.getByRole('heading', { name: 'We are glad you enjoyed it!' })).toBeInTheDocument();
    expect(phone.getByRole('button', { name: '5 of 5 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(phone.getByRole('link', { name: /Google/ })).toHaveAttribute(
      'href',
      'https://g.page/r/blue-door/review',
    );

    const switcher = within(phone.getByRole('group', { name: 'Show the page after a score that is' }));
    await user.click(switcher.getByRole('button', { name: 'Bad' }));
    expect(phone.getByRole('heading', { name: 'We are sorry your visit fell short.' })).toBeInTheDocument();
    expect(phone.getByRole('button', { name: '2 of 5 stars' })).toHaveAttribute('aria-pressed', 'true');
    // The review sites are offered whatever the score.
    expect(phone.getByRole('link', { name: /Google/ })).toBeInTheDocument();
    // The form edits the outcome shown.
    expect(screen.getByLabelText('Thanks')).toHaveValue('We are sorry your visit fell short.');

    // Tapping a score in the preview shows its outcome.
    await user.click(phone.getByRole('button', { name: '3 of 5 stars' }));
    expect(phone.getByRole('heading', { name: 'Thank you, we will do better.' })).toBeInTheDocument();
    expect(switcher.getByRole('button', { name: 'Neutral' })).toHaveAttribute('aria-pressed', 'true');
    await user.clear(screen.getByLabelText('Thanks'));
    await user.type(screen.getByLabelText('Thanks'), 'Thanks, noted.');
    expect(phone.getByRole('heading', { name: 'Thanks, noted.' })).toBeInTheDocument();

    // Asking for an e-mail confirmation shows its words after rating.
    expect(phone.queryByText('Confirm your e-mail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Code by e-mail/ }));
    expect(phone.getByText('Confirm your e-mail')).toBeInTheDocument();
  });

  it('adds, orders and removes questions and answers', async () => {
    const { calls } = api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars');
    const user = userEvent.setup();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Add an answer to Question 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Answer 3 of Question 1' }), 'Music');
    await user.click(screen.getByRole('button', { name: 'Move Answer 3 of Question 1 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Answer 1 of Question 1' }));
    expect(within(preview()).queryByText('Service')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getAllByLabelText('Question')[1] as HTMLElement, 'Would you come back?');
    await user.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rating page saved')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT')?.body as TMetric;
    expect(sent.content.questions.map((q) => q.title)).toEqual(['Would you come back?', 'What stood out?']);
    expect(sent.content.questions[1]?.answers.map((a) => a.label)).toEqual(['Music', 'Food']);
  });

  it('clears the ratings and deletes the page, each after asking', async () => {
    const { calls } = api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear all ratings' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Clear all ratings?' });
    expect(within(ask).getByText(/Every rating of this page \(12\)/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Clear all ratings' }));
    expect(await screen.findByText('Ratings deleted: 12')).toBeInTheDocument();
    expect(await screen.findByText('Ratings: 0', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the rating page' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “How was your visit?”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“How was your visit?” deleted')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/metric/lobby-stars/item')),
    ).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings' })).toBeInTheDocument();
  });
});
