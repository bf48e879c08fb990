import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { setStructureLogo } from '../api/set-structure-logo';
import { companyRoutes } from '../routes';
import { ADMIN, renderAt, STRUCTURE } from '../test-utils';

describe('company logo, a quiet image set (SPEC point 8)', { timeout: 20_000 }, () => {
  it('answers false instead of raising when the logo cannot be set', async () => {
    mockFetch({ 'POST /api/v1/structure/set-image': apiError(404, 'NOT_FOUND') });
    await expect(setStructureLogo({ imageId: null })).resolves.toBe(false);
  });

  it('tells the user the logo was not saved and keeps the one shown', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': { body: { ...STRUCTURE, logoUrl: '/api/v1/uploads/logo.webp' } },
      'POST /api/v1/structure/set-image': apiError(503, 'SERVICE_UNAVAILABLE'),
    });
    renderAt(companyRoutes, '/user/app/company');
    const logo = await screen.findByRole('group', { name: 'Company logo' });
    await userEvent.setup().click(within(logo).getByRole('button', { name: /remove/i }));
    expect(await screen.findByText("The logo couldn't be saved")).toBeInTheDocument();
    expect(screen.queryByText('The logo has been removed.')).not.toBeInTheDocument();
    expect(within(logo).getByRole('img')).toHaveAttribute('src', '/api/v1/uploads/logo.webp');
  });
});
