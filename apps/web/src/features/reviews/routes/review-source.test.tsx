import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeCompany } from '@/test/fixtures';
import { reviewsRoutes } from '../routes';
import { locations, MANAGER, makeReview, metrics, renderAt, withOffsetParent } from '../test-utils';

withOffsetParent();

const imported = makeReview({
  source: 'google',
  authorName: 'Tom Baker',
  tableLabel: null,
  score: 2,
  outcome: 'bad',
  comment: 'We waited forty minutes for two coffees.',
});

describe('A review imported from a review site', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says where it was written and who wrote it, in the list and opened', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/structure': { body: makeCompany() },
      'GET /api/v1/profile/menu': { body: { items: [] } },
      'GET /api/v1/locations/all': { body: locations },
      'GET /api/v1/metrics': { body: metrics },
      'GET /api/v1/reviews': {
        body: { items: [imported], total: 1, unread: 1, page: 1, pageSize: 20 },
      },
      [`PATCH /api/v1/review/${imported.id}/view`]: { body: { ok: true } },
      'GET /api/v1/interactions': { body: { items: [] } },
    });
    renderAt(reviewsRoutes, `/user/app/reviews?review=${imported.id}`);
    const list = within(await screen.findByRole('list', { name: 'Reviews' }));
    expect(list.getByText('On Google · Tom Baker')).toBeVisible();
    const review = within(await screen.findByRole('article', {}, { timeout: 5000 }));
    const site = review.getByText('Review site').closest('div') as HTMLElement;
    expect(within(site).getByText('Google')).toBeVisible();
    const guest = review.getByText('Guest').closest('div') as HTMLElement;
    expect(within(guest).getByText('Tom Baker')).toBeVisible();
  });
});
