import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { namespacesForPath } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { mockXhr } from '@/test/xhr-mock';
import {
  addRatingWords,
  fakeMicrophone,
  fakeObjectUrls,
  METRIC_URL,
  makeMetric,
  RATING_ID,
  rateResult,
  removeMicrophone,
  SLUG,
  TOKEN,
} from './rating-fixture';

vi.mock('../model/photo-resize', async (original) => ({
  ...(await original<typeof import('../model/photo-resize')>()),
  photoToPng: vi.fn(async () => ({
    blob: new Blob(['png'], { type: 'image/png' }),
    width: 1600,
    height: 1200,
  })),
}));

const PAGE = `/user/p/rate/${SLUG}`;

function photoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no photo input');
  return input;
}

describe('rating page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    addRatingWords();
    fakeObjectUrls();
  });
  afterEach(() => removeMicrophone());

  it('loads only its own words, not the console pack', () => {
    expect(namespacesForPath(PAGE)).toEqual(['common', 'errors', 'rating']);
  });

  it('offers the public review sites before rating and after a bad score', async () => {
    const { calls } = mockFetch({
      [METRIC_URL]: { body: makeMetric() },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'bad' }) },
    });
    renderRoutes(routes, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'How was your visit?' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('How was your visit? · Guestloop'));
    expect(screen.getByText('Linden Café')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google/ })).toHaveAttribute(
      'href',
      'https://g.page/r/linden/review',
    );

    await userEvent.click(screen.getByRole('button', { name: '1 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are sorry your visit fell short.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('See you again soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tripadvisor/ })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      slug: SLUG,
      score: 1,
      comment: null,
      answers: [],
    });
  });

  it('sends score, answers and comment, then the recording and the photo with their progress and token', async () => {
    fakeMicrophone();
    const { calls } = mockFetch({
      [METRIC_URL]: { body: makeMetric() },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'bad' }) },
    });
    const { requests } = mockXhr();
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '2 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Service' }));
    await userEvent.type(screen.getByPlaceholderText('What should the chef know?'), 'Cold soup');

    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('0:00 of 2:00');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Voice message, 0:03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await userEvent.upload(photoInput(), new File(['jpeg'], 'soup.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Your photo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      slug: SLUG,
      score: 2,
      comment: 'Cold soup',
      answers: [{ questionId: 'highlights', answerIds: ['service'] }],
    });

    const audio = requests[0];
    expect(audio?.url).toBe(`/api/v1/rate/${RATING_ID}/upload-audio`);
    expect(audio?.headers['x-rating-token']).toBe(TOKEN);
    const sentWav = (audio?.body as FormData | undefined)?.get('file') as File;
    expect(sentWav.type).toBe('audio/wav');
    act(() => audio?.progress(50, 100));
    expect(await screen.findByText('Voice message: sending, 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voice message: sending, 50 %' })).toHaveAttribute(
      'value',
      '50',
    );
    act(() => audio?.respond({ body: { src: '/files/a.wav', durationMs: 3000 } }));
    expect(await screen.findByText('Voice message: sent')).toBeInTheDocument();

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.url).toBe(`/api/v1/rate/${RATING_ID}/upload-image`);
    const sentPhoto = (requests[1]?.body as FormData | undefined)?.get('file') as File;
    expect(sentPhoto.type).toBe('image/png');
    act(() => requests[1]?.respond({ body: { src: '/files/p.png', width: 1600, height: 1200 } }));
    expect(await screen.findByText('Photo: sent')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'We are sorry your visit fell short.' }),
    ).toBeInTheDocument();
  });

  it('keeps the rating when a photo fails to send, and sends the photo again on Try again', async () => {
    const { calls } = mockFetch({
      [METRIC_URL]: { body: makeMetric() },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'good' }) },
    });
    const { requests } = mockXhr();
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '5 of 5 stars' }));
    await userEvent.upload(photoInput(), new File(['jpeg'], 'terrace.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Your photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.fail());
    expect(await screen.findByText(/Photo couldn't be sent\. No connection/)).toBeInTheDocument();
    expect(screen.getByText('Your rating is saved; only this attachment is missing.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.headers['x-rating-token']).toBe(TOKEN);
    act(() => requests[1]?.respond({ body: { src: '/files/p.png', width: 1600, height: 1200 } }));
    expect(await screen.findByText('Photo: sent')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/rate')).toHaveLength(1);
  });

  it('says kindly when the browser cannot record, and the rating is sent all the same', async () => {
    const { calls } = mockFetch({
      [METRIC_URL]: { body: makeMetric() },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'good' }) },
    });
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '4 of 5 stars' }));
    expect(
      screen.getByText("Recording isn't possible in this browser. You can write a comment instead."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Lovely terrace');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Glad you enjoyed it.' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      score: 4,
      comment: 'Lovely terrace',
    });
  });

  it('says so when the microphone is refused, and offers to try again', async () => {
    const { getUserMedia } = fakeMicrophone();
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    mockFetch({ [METRIC_URL]: { body: makeMetric() } });
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '3 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    expect(await screen.findByText(/The microphone isn't allowed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send rating' })).toBeEnabled();
  });

  it('asks for an e-mail address when the metric wants one, then for the mailed code', async () => {
    let tries = 0;
    const { calls } = mockFetch({
      [METRIC_URL]: { body: makeMetric({}, { verificationMethods: ['email'] }) },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'neutral', needsVerification: true }) },
      [`POST /api/v1/rate/${RATING_ID}/verify`]: () =>
        ++tries === 1
          ? { status: 400, body: { statusCode: 400, code: 'CODE_INVALID', message: 'wrong' } }
          : { body: { id: RATING_ID, verified: true } },
    });
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '3 of 5 stars' }));
    expect(screen.getByText('So the manager can write back to you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to ana@example.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ verifyEmail: 'ana@example.com' });

    const code = screen.getByRole('textbox', { name: 'Code from the e-mail' });
    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the 6 digits from the e-mail.')).toBeInTheDocument();
    await userEvent.type(code, '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/The code is wrong/)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you, your e-mail is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter the code' })).not.toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ code: '654321' });
  });

  it("asks a required question's answer before sending", async () => {
    const metric = makeMetric();
    const question = metric.content.questions[0];
    if (question) question.data.options = { multiple: false, required: true };
    const { calls } = mockFetch({ [METRIC_URL]: { body: metric } });
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '5 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByText('Please answer this question.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the table from a table's sticker and rates from it", async () => {
    const { calls } = mockFetch({
      [METRIC_URL]: {
        body: makeMetric({ table: { id: '00000000-0000-4000-8000-00000000d001', label: 'Hall · 1' } }),
      },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'good' }) },
    });
    renderRoutes(routes, `${PAGE}/hall/t1`);
    expect(await screen.findByText('Table Hall · 1')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/v1/metric/by-slug/${SLUG}?group=hall&table=t1`);
    await userEvent.click(screen.getByRole('button', { name: '5 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await screen.findByRole('heading', { name: 'Thank you! Glad you enjoyed it.' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      table: { group: 'hall', table: 't1' },
    });
  });

  it('scores NPS with one tap and shows the thanks of its outcome', async () => {
    mockFetch({
      [METRIC_URL]: { body: makeMetric({ type: 'nps', title: 'Would you recommend us?' }) },
      'POST /api/v1/rate': { body: rateResult({ outcome: 'good' }) },
    });
    renderRoutes(routes, PAGE);
    const group = await screen.findByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('button')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: '9 of 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Glad you enjoyed it.' }),
    ).toBeInTheDocument();
  });

  it('says honestly when the rating page is switched off', async () => {
    mockFetch();
    renderRoutes(routes, '/user/p/rate/old-metric');
    expect(await screen.findByRole('heading', { name: "Rating isn't available here" })).toBeInTheDocument();
    expect(document.title).toBe('Rate us · Guestloop');
  });

  it('offers Try again when the server fails', async () => {
    let fail = true;
    mockFetch({
      [METRIC_URL]: () =>
        fail
          ? { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' } }
          : { body: makeMetric() },
    });
    renderRoutes(routes, PAGE);
    expect(await screen.findByRole('heading', { name: "We couldn't load this page." })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How was your visit?' })).toBeInTheDocument();
  });
});
