import { DEFAULT_ORDERING_SETTINGS, NOT_PAUSED, type TPublicMenu } from '@guestloop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { shortLinkTarget } from './api/resolve-short-link';

/** A guest menu as GET /online-menu/public/{slug} answers it (contracts ZPublicMenu), without categories. */
function publicMenu(fields: Pick<TPublicMenu, 'slug' | 'title' | 'subTitle'>): TPublicMenu {
  const empty = { title: null, content: null };
  return {
    id: '6f1c2a4e-8b1d-4f5e-9a3b-2c7d8e9f0a1b',
    language: 'en',
    currency: 'EUR',
    logo: null,
    background: null,
    version: 1,
    settings: {
      hero: empty,
      relatedItems: { title: null, itemIds: [] },
      variants: { name: null, content: null },
      footerLinks: [],
      workDetails: { address: null, hours: null },
      delivery: empty,
      ordering: DEFAULT_ORDERING_SETTINGS,
      pause: NOT_PAUSED,
    },
    categories: [],
    timeZone: 'UTC',
    ...fields,
  };
}

describe('short links', () => {
  it('accept app paths and web addresses only', () => {
    expect(shortLinkTarget('/user/online-menu/cafe')).toBe('/user/online-menu/cafe');
    expect(shortLinkTarget({ url: 'https://cafe.example/menu' })).toBe('https://cafe.example/menu');
    expect(shortLinkTarget({ path: '/user/p/survey/s1' })).toBe('/user/p/survey/s1');
    expect(shortLinkTarget('//evil.example')).toBeNull();
    expect(shortLinkTarget('javascript:alert(1)')).toBeNull();
    expect(shortLinkTarget({})).toBeNull();
  });

  it('redirect to their target inside the app', async () => {
    mockFetch({
      'GET /api/v1/public/table7/short': {
        body: { slug: 'table7', data: { path: '/user/online-menu/cafe' } },
      },
      'GET /api/v1/online-menu/public/cafe': {
        body: publicMenu({ slug: 'cafe', title: 'Café Aroma', subTitle: 'Since 1998' }),
      },
    });
    const { router } = renderRoutes(routes, '/s/table7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/online-menu/cafe'));
    expect(await screen.findByRole('heading', { name: 'Café Aroma' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Café Aroma · Guestloop'));
  });

  it('show a not-found state when the short route does not exist', async () => {
    mockFetch();
    renderRoutes(routes, '/s/gone');
    expect(await screen.findByRole('heading', { name: "This link doesn't work" })).toBeInTheDocument();
  });
});

describe('public pages', () => {
  it('say honestly when a QR page is not available', async () => {
    mockFetch();
    renderRoutes(routes, '/user/p/qr/old-page');
    expect(await screen.findByRole('heading', { name: "This page isn't available" })).toBeInTheDocument();
    expect(document.title).toBe('Info page · Guestloop');
  });

  it('offer a retry when the server fails', async () => {
    mockFetch({
      'GET /api/v1/qr-info/public/cafe': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' },
      },
    });
    renderRoutes(routes, '/user/p/qr/cafe');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "We couldn't load this page." })).toBeInTheDocument();
  });
});
