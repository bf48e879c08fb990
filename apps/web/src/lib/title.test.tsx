import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { TitleManager } from './route-title';
import { formatTitle, usePageTitle } from './title';

function Menu() {
  const [name, setName] = useState<string>();
  usePageTitle(name);
  return (
    <>
      <button type="button" onClick={() => setName('Café Aroma')}>
        Load
      </button>
      <Link to="/cart">Cart</Link>
    </>
  );
}

const routes = [
  {
    element: (
      <>
        <TitleManager />
        <Outlet />
      </>
    ),
    children: [
      { path: '/menu', element: <Menu />, handle: { title: 'common:titles.menu' } },
      { path: '/cart', element: <p>cart</p>, handle: { title: 'common:titles.cart' } },
      { path: '/plain', element: <p>plain</p> },
    ],
  },
];

describe('page titles', () => {
  it('adds the product suffix', () => {
    expect(formatTitle('Menu')).toBe('Menu · Guestloop');
    expect(formatTitle('')).toBe('Guestloop');
    expect(formatTitle(undefined)).toBe('Guestloop');
  });

  it('follows the route, a dynamic title while its page is shown, then the next route', async () => {
    renderRoutes(routes, '/menu');
    await waitFor(() => expect(document.title).toBe('Menu · Guestloop'));
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(document.title).toBe('Café Aroma · Guestloop'));
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(document.title).toBe('Cart · Guestloop'));
  });

  it('is just the product name on a route without a title', async () => {
    renderRoutes(routes, '/plain');
    await waitFor(() => expect(document.title).toBe('Guestloop'));
  });
});
