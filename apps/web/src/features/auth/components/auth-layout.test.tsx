import type { TProfileMenuSectionId } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builtFeatures, PRODUCT_FEATURES } from '@/lib/product-features';
import { renderWithQuery } from '@/test/render';
import '../test-utils';
import { AuthLayout } from './auth-layout';

describe('sign-in pages’ brand panel', () => {
  it('advertises only what exists: menus, orders, payments, surveys with ratings, QR pages, reviews with statistics', () => {
    renderWithQuery(
      <AuthLayout languageSwitcher={false}>
        <p>form</p>
      </AuthLayout>,
    );
    const points = within(screen.getByRole('list'));
    expect(points.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'QR menus and ordering in 19 languages',
      'Live orders and waiter calls on one board',
      'Online payment and a bonus program for returning guests',
      'Surveys, e-NPS and ratings that reach the right person',
      'QR pages that know the table: Wi-Fi, the menu, a waiter and the bill',
      'Reviews and statistics in one place',
    ]);
    expect(screen.getByText("Menus, orders and payments that speak your guests' language.")).toBeVisible();
  });

  it('shows a feature line once every section it speaks of is built', () => {
    const line = (sections: string[]) => ({
      id: 'x',
      icon: '',
      sections: sections as TProfileMenuSectionId[],
    });
    expect(builtFeatures([line(['menus', 'integrations'])])).toHaveLength(1);
    // A section that does not exist yet keeps its line back.
    expect(builtFeatures([line(['menus', 'not-built-yet'])])).toHaveLength(0);
    expect(PRODUCT_FEATURES.map((f) => f.id)).toContain('feedback');
  });
});
