import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/store';
import { mockFetch } from '@/test/fetch-mock';
import { addOrderWords, FakeEventSource, IDENTITY, MENU, makeOrder, ORDER, SLUG } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PAGE = `/user/online-menu/${SLUG}/${ORDER}/order`;
const GUEST = IDENTITY['POST /api/v1/customer/create/online-menu/linden-cafe'].body;
const LINK = 'https://t.me/GuestloopTestBot?start=0123456789abcdefghijKLMNOP';
const settings = (telegramBot: string | null) => ({
  body: { version: '1.0.0', recaptchaSiteKey: null, googleClientId: null, telegramBot },
});

/** The order was placed from this device. */
function rememberOrder() {
  useAppStore.setState({
    orders: {
      [ORDER]: {
        slug: ORDER,
        menuSlug: SLUG,
        number: 7,
        type: 'table',
        table: null,
        placedAt: '2025-05-01T12:00:00.000Z',
      },
    },
  });
}

describe('following an order in Telegram', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
  });

  it('asks for the guest’s own link, opens it, and says so once the chat is linked', async () => {
    rememberOrder();
    let connected = false;
    const { calls } = mockFetch({
      ...MENU,
      [`GET /api/v1/order/${ORDER}`]: { body: makeOrder() },
      'GET /api/v1/app/settings': settings('GuestloopTestBot'),
      'GET /api/v1/customer': { body: GUEST },
      'GET /api/v1/tg-bot/customer-status': () => ({ body: { connected } }),
      'POST /api/v1/tg-bot/customer-url': { body: { url: LINK } },
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderMenuApp(PAGE);

    const button = await screen.findByRole('button', { name: 'Get updates in Telegram' });
    expect(
      screen.getByText("We'll message you in Telegram when your order's status changes."),
    ).toBeInTheDocument();
    await userEvent.click(button);

    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/tg-bot/customer-url'))?.body).toEqual({
      customerId: GUEST.id,
      orderSlug: ORDER,
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(await screen.findByText(/Start the bot in Telegram to finish/)).toBeInTheDocument();
    expect(tab.location.href).toBe(LINK);
    expect(screen.getByRole('link', { name: 'Open Telegram again' })).toHaveAttribute('href', LINK);

    connected = true;
    expect(await screen.findByText('Telegram updates are on', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get updates in Telegram' })).toBeNull();
  });

  it('closes the opened tab and says so when no link could be had', async () => {
    rememberOrder();
    mockFetch({
      ...MENU,
      [`GET /api/v1/order/${ORDER}`]: { body: makeOrder() },
      'GET /api/v1/app/settings': settings('GuestloopTestBot'),
      'GET /api/v1/customer': { body: GUEST },
      'GET /api/v1/tg-bot/customer-status': { body: { connected: false } },
      'POST /api/v1/tg-bot/customer-url': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Telegram is not configured on this server' },
      },
    });
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    renderMenuApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Get updates in Telegram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Telegram could not be opened. Please try again.',
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('offers nothing where the server has no bot', async () => {
    rememberOrder();
    const { calls } = mockFetch({
      ...MENU,
      [`GET /api/v1/order/${ORDER}`]: { body: makeOrder() },
      'GET /api/v1/app/settings': settings(null),
      'GET /api/v1/customer': { body: GUEST },
    });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('button', { name: 'Get updates in Telegram' })).toBeNull();
    expect(calls.some((c) => c.url.includes('/tg-bot/'))).toBe(false);
  });
});
