import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeCompany } from '@/test/fixtures';
import { consoleRoutes } from '../routes';
import { ADMIN, renderAt } from '../test-utils';

describe('dashboard greeting', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("greets by the venue's clock: 20:30 in Tokyo is evening wherever the device is", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T11:30:00Z'));
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': { body: makeCompany({ timeZone: 'Asia/Tokyo' }) },
    });
    renderAt(consoleRoutes, '/user/app');
    expect(
      await screen.findByRole('heading', { name: 'Good evening, Anna' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
