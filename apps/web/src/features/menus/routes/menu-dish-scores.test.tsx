import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { addEnglishPack } from '@/test/render';
import enReviews from '../../../../../api/src/modules/i18n/locales/en/reviews.json';
import { menusRoutes } from '../routes';
import { fullMenu, IDS, MANAGER, renderAt } from '../test-utils';

withOffsetParent();
addEnglishPack('reviews', enReviews);

const PATH = '/user/app/menus/linden-cafe';
const itemRow = (title: string) =>
  screen.getByText(title, { selector: '.gl-menu-item__title' }).closest('.gl-menu-item') as HTMLElement;

describe('Menu editor: dish scores', { timeout: 30_000 }, () => {
  it("shows each scored dish's average and count from guests' ratings, and nothing beside the others", async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: { items: [] } },
      'GET /api/v1/online-menu/edit/linden-cafe': { body: fullMenu() },
      'GET /api/v1/online-menu/edit/linden-cafe/dish-scores': {
        body: {
          items: [
            { itemId: IDS.latte, average: 4.333333, count: 12 },
            { itemId: IDS.tea, average: 2, count: 1 },
          ],
        },
      },
    });
    renderAt(menusRoutes, PATH);
    await screen.findByRole('region', { name: 'Drinks' }, { timeout: 5000 });

    expect(
      await within(itemRow('Latte')).findByText('Guests rate Latte 4.3 out of 5 (ratings: 12)'),
    ).toBeInTheDocument();
    expect(itemRow('Latte')).toHaveTextContent('4.3 (12)');
    expect(within(itemRow('Tea')).getByText('Guests rate Tea 2.0 out of 5 (ratings: 1)')).toBeInTheDocument();
    expect(itemRow('Orange juice')).not.toHaveTextContent(/Guests rate|\(\d+\)/);
    // One request serves every row.
    expect(calls.filter((c) => c.url.endsWith('/dish-scores'))).toHaveLength(1);
  });

  it('shows the editor as usual when the scores cannot be read', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: { items: [] } },
      'GET /api/v1/online-menu/edit/linden-cafe': { body: fullMenu() },
    });
    renderAt(menusRoutes, PATH);
    await screen.findByRole('region', { name: 'Drinks' }, { timeout: 5000 });
    expect(itemRow('Latte')).not.toHaveTextContent(/Guests rate/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
