import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builtFeatures, PRODUCT_FEATURES } from '@/lib/product-features';
import { renderWithQuery } from '@/test/render';
import '../test-utils';
import { AuthLayout } from './auth-layout';

describe('sign-in pages’ brand panel', () => {
  it('advertises only what exists: reviews and statistics, but no surveys before they are built', () => {
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
      'Reviews and statistics in one place',
    ]);
    expect(screen.getByText("Menus, orders and payments that speak your guests' language.")).toBeVisible();
    expect(screen.queryByText(/surveys/i)).not.toBeInTheDocument();
  });

  it('shows a feature line once every section it speaks of is built', () => {
    const line = (sections: ('menus' | 'surveys')[]) => ({ id: 'x', icon: '', sections });
    expect(builtFeatures([line(['menus'])])).toHaveLength(1);
    expect(builtFeatures([line(['menus', 'surveys'])])).toHaveLength(0);
    expect(PRODUCT_FEATURES.map((f) => f.id)).toContain('feedback');
  });
});
