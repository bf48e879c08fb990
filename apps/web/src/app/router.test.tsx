import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { guardRedirect } from './RequireCompleteUser';
import { patchRoutesOnNavigation, routes } from './router';

vi.mock('./console-tree', () => ({
  consoleChildren: [
    { path: 'sign-in', element: <h1>Staff sign-in</h1> },
    { index: true, element: <h1>Dashboard</h1> },
  ],
}));

/** The pattern of the deepest route a path matches, relative to its tree. */
function matched(path: string): string | undefined {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  return route?.index ? '(index)' : route?.path;
}

const MENU = '/user/online-menu';

describe('customer menu routes (SPEC point 2)', () => {
  it.each([
    [`${MENU}/cafe/cart`, ':slug/cart'],
    [`${MENU}/test/checkout`, 'test/checkout'],
    [`${MENU}/cafe/ord-1/checkout`, ':slug/:orderSlug/checkout'],
    [`${MENU}/cafe/ord-1/pay-result`, ':slug/:orderSlug/pay-result'],
    [`${MENU}/cafe/ord-1/stripe/capture`, ':slug/:orderSlug/stripe/capture'],
    [`${MENU}/cafe/ord-1/order`, ':slug/:orderSlug/order'],
    [`${MENU}/cafe/ord-1/delivery`, ':slug/:orderSlug/delivery'],
    [`${MENU}/cafe/ord-1/pickup`, ':slug/:orderSlug/pickup'],
    [`${MENU}/cafe/profile`, ':slug/profile'],
    [`${MENU}/cafe/profile/bonuses`, ':slug/profile/bonuses'],
    [`${MENU}/cafe/main-hall/terrace/t12`, ':slug/:locationSlug/:groupSlug/:tableSlug'],
    [`${MENU}/cafe`, ':slug'],
    [`${MENU}/cafe/categories`, ':slug/categories'],
    [`${MENU}/test/categories`, ':slug/categories'],
    [`${MENU}/cafe/page/about-us`, ':slug/page/:customPageSlug'],
    [`${MENU}/cafe/admin/orders`, ':slug/admin/orders'],
    [`${MENU}/ai/assistant/42`, 'ai/assistant/:id'],
  ])('%s → %s', (path, pattern) => {
    expect(matched(path)).toBe(pattern);
  });

  it('keeps the spec order where two patterns fit the same path', () => {
    // Both fit; the one listed first in the spec wins (order view before custom page).
    expect(matched(`${MENU}/cafe/page/order`)).toBe(':slug/:orderSlug/order');
    expect(matched(`${MENU}/cafe/page/checkout`)).toBe(':slug/:orderSlug/checkout');
  });

  it('marks the sign-in routes and the untranslated ones', () => {
    const handle = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.handle;
    expect(handle(`${MENU}/cafe/ord-1/delivery`)).toMatchObject({ requiresSignIn: true });
    expect(handle(`${MENU}/cafe/profile`)).toMatchObject({ requiresSignIn: true });
    expect(handle(`${MENU}/cafe/profile/bonuses`)).toMatchObject({ requiresSignIn: true });
    expect(handle(`${MENU}/cafe/ord-1/pickup`)).not.toHaveProperty('requiresSignIn');
    expect(handle(`${MENU}/cafe/page/about`)).toMatchObject({ translated: false });
    expect(handle(`${MENU}/cafe/admin/orders`)).toMatchObject({ translated: false });
  });

  it.each([`${MENU}/`, '/user/p'])('%s (no slug) goes to /not-found', (path) => {
    expect(matched(path)).toBe('(index)');
    expect(matchRoutes(routes, path)?.at(-1)?.route.loader).toBeTypeOf('function');
  });

  it.each([`${MENU}/a/b/c/d/e`, `${MENU}/cafe/profile/unknown`, '/user/p/unknown/x', '/nowhere'])(
    '%s goes to /not-found',
    (path) => {
      expect(matched(path)).toBe('*');
    },
  );
});

describe('other trees', () => {
  it.each([
    ['/user/p/survey/s1', 'survey/:slug'],
    ['/user/p/enps/s1', 'enps/:slug'],
    ['/user/p/quiz/q1', 'quiz/:slug'],
    ['/user/p/qr/cafe-info', 'qr/:slug'],
    ['/user/p/rate/front-desk', 'rate/:slug'],
    ['/s/abc', 's/:slug'],
    ['/not-found', 'not-found'],
  ])('%s → %s', (path, pattern) => {
    expect(matched(path)).toBe(pattern);
  });
});

describe('navigation', () => {
  it('sends an unknown address to the not-found page, with its title', async () => {
    renderRoutes(routes, '/menu/wrong');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Guestloop'));
  });

  it('sends / to the staff console, whose tree is not in the route table until then', async () => {
    expect(JSON.stringify(routes)).not.toContain('user/app');
    const router = createMemoryRouter(routes, { initialEntries: ['/'], patchRoutesOnNavigation });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/app/'));
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
  });

  it.each([
    ['/user/app/sign-in', 'sign-in'],
    ['/user/app/', '(index)'],
    ['/user/app', '(index)'],
  ])('patches the console tree in on a first visit to %s', async (path, leaf) => {
    const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const route = router.state.matches.at(-1)?.route;
    expect(route?.index ? '(index)' : route?.path).toBe(leaf);
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends an unknown console path to /not-found', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/user/app/nope'],
      patchRoutesOnNavigation,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('shows the honest unavailable state for a menu the server does not have', async () => {
    mockFetch();
    renderRoutes(routes, `${MENU}/no-such-cafe`);
    expect(await screen.findByRole('heading', { name: "This menu isn't available" })).toBeInTheDocument();
    expect(document.title).toBe('Menu · Guestloop');
  });
});

describe('console guard', () => {
  const target = { pathname: '/user/app/menus', search: '?tab=2' };
  it('sends visitors to sign-in with the way back, unfinished registrations to complete it', () => {
    expect(guardRedirect(null, target)).toBe('/user/app/sign-in?next=%2Fuser%2Fapp%2Fmenus%3Ftab%3D2');
    expect(guardRedirect({ registrationComplete: false }, target)).toBe('/user/app/complete-registration');
    expect(guardRedirect({ registrationComplete: true }, target)).toBeNull();
  });
});
