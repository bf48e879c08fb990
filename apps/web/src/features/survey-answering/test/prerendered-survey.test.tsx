import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { forgetPrerendered } from '@/lib/prerendered';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SURVEY_DATA_ID } from '../api/get-public-survey';
import { addSurveyWords, makeState, makeSurvey, SLUG, saveStateUrl, VIEW_URL } from './survey-fixture';

const PAGE = `/user/p/survey/${SLUG}`;
const CREATE_GUEST = `POST /api/v1/customer/create/survey/${SLUG}`;
const UNAUTHENTICATED = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'No guest' },
};

/** What the API writes into a first visitor's page (apps/api/src/modules/answers/survey-pages.ts). */
function inlineSurvey(survey: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SURVEY_DATA_ID;
  block.textContent = JSON.stringify(survey).replace(/</g, '\\u003c');
  document.body.append(block);
}

describe('a survey page written on the server', { timeout: 20_000 }, () => {
  beforeEach(() => {
    addSurveyWords();
    forgetPrerendered();
  });
  afterEach(() => {
    document.getElementById(SURVEY_DATA_ID)?.remove();
    forgetPrerendered();
  });

  it('shows the inlined survey without a call, and gets the guest an identity when they start', async () => {
    inlineSurvey(makeSurvey());
    let guest = false;
    const { calls } = mockFetch({
      [VIEW_URL]: { body: makeSurvey() },
      [CREATE_GUEST]: () => {
        guest = true;
        return { status: 204 };
      },
      [saveStateUrl('visited')]: () => (guest ? { body: makeState({}, 'visited') } : UNAUTHENTICATED),
    });
    renderRoutes(routes, PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your visit to Linden Café' }),
    ).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.includes('/api/v1/survey/') || call.url.includes('/customer/')),
    ).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: /Start/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Did you visit us?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const asked = calls.map((call) => `${call.method} ${call.url.replace(/^https?:\/\/[^/]+/, '')}`);
    expect(asked.filter((call) => call.includes(SLUG)).slice(0, 3)).toEqual([
      `POST /api/v1/survey/${SLUG}/save-state/visited`,
      `POST /api/v1/customer/create/survey/${SLUG}`,
      `POST /api/v1/survey/${SLUG}/save-state/visited`,
    ]);
    expect(asked.some((call) => call.startsWith(VIEW_URL))).toBe(false);
  });

  it('asks the server when the inlined survey is another one', async () => {
    inlineSurvey({ ...makeSurvey(), slug: 'another-survey' });
    const { calls } = mockFetch({ [VIEW_URL]: { body: makeSurvey() } });
    renderRoutes(routes, PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your visit to Linden Café' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith(`/survey/view/${SLUG}`))).toBe(true);
  });
});
