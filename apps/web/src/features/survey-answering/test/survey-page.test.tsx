import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { namespacesForPath } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import {
  addSurveyWords,
  makeState,
  makeSurvey,
  SAVE_ANSWER_URL,
  SLUG,
  saveStateUrl,
  VIEW_URL,
} from './survey-fixture';

const PAGE = `/user/p/survey/${SLUG}`;
const saved = (answers: object, questionId: string) => ({ body: makeState(answers as never, questionId) });
const ANSWER = {
  id: '00000000-0000-4000-8000-00000000d001',
  finishedAt: '2026-05-04T10:05:00.000Z',
  quiz: null,
};

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const question = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('survey answering page', { timeout: 20_000 }, () => {
  beforeEach(addSurveyWords);

  it('loads only its own words, not the console pack', () => {
    expect(namespacesForPath(PAGE)).toEqual(['common', 'errors', 'guest-survey']);
    expect(namespacesForPath('/user/p/enps/x')).toEqual(['common', 'errors', 'guest-survey']);
  });

  it('welcomes, asks for consent, then asks one question at a time and saves the question reached', async () => {
    const { calls } = mockFetch({
      [VIEW_URL]: { body: makeSurvey() },
      [saveStateUrl('visited')]: saved({}, 'visited'),
      [saveStateUrl('food')]: saved({ visited: 'yes' }, 'food'),
    });
    renderRoutes(routes, PAGE);
    expect(await question('Your visit to Linden Café')).toBeInTheDocument();
    expect(screen.getByText('Tell us how it went.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your visit to Linden Café · Guestloop'));

    await userEvent.click(screen.getByRole('button', { name: /Start/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the box to agree before you start.');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: /Start/ }));

    expect(await question('Did you visit us?')).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Question 1 of 5',
    );
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an answer.');
    expect(screen.getByRole('radiogroup', { name: 'Did you visit us?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The food score is asked of visitors: one more question in the count.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 6');
    await next();
    expect(await question('How was the food?')).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'How was the food?' })).toHaveAccessibleDescription(
      /^1:\s?Poor 5:\s?Excellent$/,
    );

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.body])).toEqual([
      [`/api/v1/survey/${SLUG}/save-state/visited`, { answers: {} }],
      [`/api/v1/survey/${SLUG}/save-state/food`, { answers: { visited: 'yes' } }],
    ]);
  });

  it("makes the device's guest identity first when it has none", async () => {
    let identified = false;
    const { calls } = mockFetch({
      [VIEW_URL]: () =>
        identified
          ? { body: makeSurvey() }
          : { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'No guest identity' } },
      [`POST /api/v1/customer/create/survey/${SLUG}`]: () => {
        identified = true;
        return { body: { id: '00000000-0000-4000-8000-00000000e001' } };
      },
    });
    renderRoutes(routes, PAGE);
    expect(await question('Your visit to Linden Café')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`).filter((c) => !c.includes('/translation'))).toEqual([
      `GET /api/v1/survey/view/${SLUG}`,
      `POST /api/v1/customer/create/survey/${SLUG}`,
      `GET /api/v1/survey/view/${SLUG}`,
    ]);
  });

  it('resumes where the customer left off, with the answers filled in', async () => {
    mockFetch({
      [VIEW_URL]: { body: makeSurvey({ state: makeState({ visited: 'yes', food: 2 }, 'why') }) },
      [saveStateUrl('why')]: saved({ visited: 'yes', food: 2 }, 'why'),
    });
    renderRoutes(routes, PAGE);
    expect(await question('What went wrong?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back! You continue where you left off.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 3 of 7');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await question('How was the food?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    await next();
    expect(await question('What went wrong?')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('checks formats before Next, honours a jump to the end and sends the final answer', async () => {
    const { calls } = mockFetch({
      [VIEW_URL]: {
        body: makeSurvey({ state: makeState({ visited: 'no', liked: ['taste', 'service'] }, 'email') }),
      },
      [saveStateUrl('recommend')]: saved({}, 'recommend'),
      [SAVE_ANSWER_URL]: { body: ANSWER },
    });
    renderRoutes(routes, PAGE);
    const email = within(await screen.findByRole('form', { name: 'Your email' })).getByRole('textbox');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    await userEvent.type(email, 'ana@example');
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address');
    expect(email).toHaveAccessibleDescription(/Please enter an email address/);
    await userEvent.type(email, '.com');
    await next();

    expect(await question('Would you recommend us?')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    // 9 or more ends the survey: this is the last question.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 4 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await question('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('See you again soon.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/save-answer'))?.body).toEqual({
      answers: { visited: 'no', liked: ['taste', 'service'], email: 'ana@example.com', recommend: 10 },
    });
  });

  it('limits checkboxes to their maximum', async () => {
    mockFetch({ [VIEW_URL]: { body: makeSurvey({ state: makeState({ visited: 'no' }, 'liked') }) } });
    renderRoutes(routes, PAGE);
    const group = await screen.findByRole('group', { name: 'What did you like?' });
    expect(group).toHaveAccessibleDescription('Choose up to 2. Chosen: 0.');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Taste' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Service' }));
    expect(within(group).getByRole('checkbox', { name: 'Price' })).toBeDisabled();
    expect(group).toHaveAccessibleDescription('Choose up to 2. Chosen: 2.');
  });

  it('shows the answer the server refused on its question, with its message', async () => {
    mockFetch({
      [VIEW_URL]: { body: makeSurvey({ state: makeState({ visited: 'no', email: 'a@b.co' }, 'improve') }) },
      [SAVE_ANSWER_URL]: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid answers',
          details: [
            { path: 'body.answers.recommend', code: 'REQUIRED', message: 'This question needs an answer' },
          ],
        },
      },
    });
    renderRoutes(routes, PAGE);
    expect(await question('What should we improve?')).toBeInTheDocument();
    // The browser finds the missing recommendation first and goes back to it.
    await userEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await question('Would you recommend us?')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an answer.');
  });

  it('says when the survey closed while answering', async () => {
    mockFetch({
      [VIEW_URL]: { body: makeSurvey({ state: makeState({ visited: 'no', recommend: 3 }, 'improve') }) },
      [SAVE_ANSWER_URL]: {
        status: 409,
        body: { statusCode: 409, code: 'SURVEY_CLOSED', message: 'Closed' },
      },
    });
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(await question('This survey has ended')).toBeInTheDocument();
    expect(screen.getByText('This survey is closed and no longer takes answers.')).toBeInTheDocument();
  });

  it('shows the expire text of an ended survey and the thanks of an answered one', async () => {
    mockFetch({
      [VIEW_URL]: {
        body: makeSurvey({ expired: true }, { settings: { expire: 'We closed it on Monday.' } }),
      },
    });
    const first = renderRoutes(routes, PAGE);
    expect(await question('This survey has ended')).toBeInTheDocument();
    expect(screen.getByText('We closed it on Monday.')).toBeInTheDocument();
    first.unmount();

    mockFetch({ [VIEW_URL]: { body: makeSurvey({ finished: true }) } });
    renderRoutes(routes, PAGE);
    expect(await question('Thank you!')).toBeInTheDocument();
  });

  it('says a link that names no survey is not available', async () => {
    mockFetch({});
    renderRoutes(routes, PAGE);
    expect(await question("This survey isn't available")).toBeInTheDocument();
  });
});
