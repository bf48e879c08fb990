import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { translationsRoutes } from '../routes';
import { renderAt, TRANSLATOR } from '../test-utils';

const PATH = '/user/app/translations';
const survey = {
  id: '0b6f3c1e-2d4a-4b5c-9d8e-7f6a5b4c3d2e',
  slug: 'guest-visit',
  kind: 'survey',
  title: 'Guest visit',
  language: 'en',
  locationId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  locationName: 'Old Town',
  isActive: true,
  expiresOn: null,
  logoUrl: null,
  headerUrl: null,
  answersCount: 0,
  statesCount: 0,
  publicPath: '/user/p/survey/guest-visit',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  questionsCount: 3,
  lastAnswerAt: null,
};

describe('TranslationsPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./translations-page'));

  it("lists the company's records of the kinds the member may open, each opening its translations", async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: TRANSLATOR },
      'GET /api/v1/online-menus': { body: { items: [] } },
      'GET /api/v1/surveys': { body: { items: [survey] } },
      'GET /api/v1/qr-infos': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' },
      },
    });
    renderAt(translationsRoutes, PATH);
    const surveys = (await screen.findByRole('heading', { name: 'Surveys' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(surveys).findByRole('link', { name: 'Translate Guest visit' })).toHaveAttribute(
      'href',
      '/user/app/translations/survey/guest-visit',
    );
    expect(within(surveys).getByText('Written in English')).toBeInTheDocument();
    const menus = screen.getByRole('heading', { name: 'Menus' }).closest('section') as HTMLElement;
    expect(await within(menus).findByText('Nothing here yet')).toBeInTheDocument();
    const pages = screen.getByRole('heading', { name: 'QR pages' }).closest('section') as HTMLElement;
    expect(await within(pages).findByText('This list could not be loaded')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    // Kinds the member may not open are neither shown nor asked for.
    expect(screen.queryByRole('heading', { name: 'Quizzes' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/v1/quizzes'))).toBe(false);
  });

  it('says where to start when the member may open no kind of record', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...TRANSLATOR, permissions: ['translations.manage'] } } });
    renderAt(translationsRoutes, PATH);
    expect(await screen.findByText(/You may not open any menus/)).toBeInTheDocument();
  });
});
