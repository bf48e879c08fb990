import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { standaloneApp } from '@/app/standalone-app';
import { standalonePages } from '@/app/standalone-pages';
import { namespacesForPath } from '@/lib/i18n';
import { findStandalonePage } from '@/lib/standalone-page';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes, renderWithQuery } from '@/test/render';
import type { PublicBlock } from '../model/blocks';
import { qrInfoPage } from '../pages';
import { QrPage } from '../routes/qr-page';
import {
  addQrWords,
  block,
  counterCalls,
  makePage,
  PAGE_URL,
  SLUG,
  showPage,
  TABLE_ID,
  USE_URL,
  VIEW_URL,
} from './qr-fixture';

const website = () =>
  block('url-button', {
    label: 'Our website',
    url: 'https://linden.example',
    href: 'https://linden.example',
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('QR info page', () => {
  it('is a guest page mounted without the router, with only its own words', () => {
    expect(findStandalonePage(standalonePages, `/user/p/qr/${SLUG}`)?.page).toBe(qrInfoPage);
    expect(namespacesForPath(`/user/p/qr/${SLUG}`)).toEqual(['common', 'errors', 'guest-qr']);
  });

  it('is the same page when the app is already running', async () => {
    addQrWords();
    mockFetch({ [PAGE_URL]: { body: makePage([website()]) }, [VIEW_URL]: { status: 204 } });
    renderRoutes(routes, `/user/p/qr/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linden Café' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Our website/ })).toBeInTheDocument();
  });

  it('opens from a table’s QR code: asks for the table’s page, names the table and counts one view', async () => {
    addQrWords();
    window.history.replaceState(null, '', `/user/p/qr/${SLUG}?table=${TABLE_ID}&utm=sticker`);
    const page = makePage([website()], { table: { id: TABLE_ID, name: 'Terrace 4' } });
    const { calls } = mockFetch({ [PAGE_URL]: { body: page }, [VIEW_URL]: { status: 204 } });
    render(await standaloneApp(qrInfoPage, { slug: SLUG }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Linden Café' })).toBeInTheDocument();
    expect(screen.getByText('Table Terrace 4')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/v1/qr-info/public/${SLUG}?table=${TABLE_ID}`);
    await waitFor(() => expect(document.title).toBe('Linden Café · Guestloop'));
    await waitFor(() =>
      expect(counterCalls(calls)).toEqual([[`/api/v1/qr-info/${SLUG}/view`, { table: TABLE_ID }]]),
    );
    window.history.replaceState(null, '', '/');
  });

  it('paints in the venue’s colours and button style', async () => {
    const page = makePage([website()]);
    page.theme.buttonStyle = 'outline';
    const { container } = await showPage(page);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('qp', 'qp--outline');
    expect(root.style.getPropertyValue('--qp-bg')).toBe('#fdf6ec');
    expect(root.style.getPropertyValue('--qp-text')).toBe('#2b2118');
    expect(root.style.getPropertyValue('--qp-button')).toBe('#7a3e1d');
    expect(root.style.getPropertyValue('--qp-button-text')).toBe('#ffffff');
  });

  it('says plainly when the page does not exist or is switched off', async () => {
    addQrWords();
    mockFetch({
      [PAGE_URL]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'QR info not found' } },
    });
    renderWithQuery(<QrPage slug={SLUG} origin={{}} />);
    const title = await screen.findByRole('heading', { level: 1, name: "This page isn't available" });
    expect(title.closest('section')).toHaveFocus();
    expect(screen.getByText(/ask the staff for the current QR code/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the page could not be loaded', async () => {
    addQrWords();
    let fail = true;
    mockFetch({
      [PAGE_URL]: () =>
        fail
          ? { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } }
          : { body: makePage([website()]) },
      [VIEW_URL]: { status: 204 },
    });
    renderWithQuery(<QrPage slug={SLUG} origin={{}} />);
    expect(await screen.findByRole('heading', { name: "We couldn't load this page." })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linden Café' })).toBeInTheDocument();
  });

  it('counts a block’s use without holding the guest up, by beacon when the browser has one', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const site = website();
    const { calls } = await showPage(makePage([site], { table: { id: TABLE_ID, name: '4' } }), {
      table: TABLE_ID,
    });
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    const link = screen.getByRole('link', { name: /Our website/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);

    expect(beacon.mock.calls.map(([url]) => url)).toEqual([
      `/api/v1/qr-info/${SLUG}/view`,
      `/api/v1/qr-info/${SLUG}/block-use`,
    ]);
    const sent = beacon.mock.calls[1]?.[1] as Blob;
    expect(sent.type).toBe('application/json');
    expect(JSON.parse(await sent.text())).toEqual({ blockId: site.id, table: TABLE_ID });
    expect(counterCalls(calls)).toEqual([]);
  });

  it('falls back to a quiet fetch, and a failed count shows nothing', async () => {
    const site = website();
    const { calls } = await showPage(makePage([site]), {}, { [USE_URL]: { status: 500, body: {} } });
    const link = screen.getByRole('link', { name: /Our website/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(counterCalls(calls)).toEqual([
        [`/api/v1/qr-info/${SLUG}/view`, {}],
        [`/api/v1/qr-info/${SLUG}/block-use`, { blockId: site.id }],
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides a block when its time ends while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-06-01T10:58:30Z') });
    const lunch = block('text', {
      html: '<p>Lunch menu until 13:00</p>',
      schedule: { to: '2026-06-01T11:00:00Z' },
    });
    const always = block('text', { html: '<p>Welcome!</p>' });
    await showPage(makePage([lunch, always]));
    expect(screen.getByText('Lunch menu until 13:00')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Lunch menu until 13:00')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Lunch menu until 13:00')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
  });

  it('says so when nothing is left to show, and skips a block type it does not know', async () => {
    const future = { ...block('text', { html: '<p>From a newer version</p>' }), type: 'hologram' };
    await showPage(makePage([future as unknown as PublicBlock]));
    expect(screen.queryByText('From a newer version')).not.toBeInTheDocument();
    expect(
      screen.getByText("There's nothing on this page right now. Please check back later."),
    ).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await showPage(makePage([website()]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });
});
