import type { TTableBooking } from '@guestloop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { stubEventSource, TestEventSource } from '@/test/event-source';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { apiError, makeCompany, makeUser } from '@/test/fixtures';
import { qrPagesRoutes } from '../routes';
import { booking, IDS, LOCATIONS, listItem, MANAGER, pick, renderAt } from '../test-utils';

withOffsetParent();

const ANA = booking();
const BEN = booking({
  id: 'f6666666-6666-4666-8666-666666666602',
  date: '2030-05-18',
  time: '12:00',
  partySize: 2,
  name: 'Ben Ortiz',
  email: 'ben@example.com',
  phone: null,
  note: null,
  locationId: IDS.rooftop,
  locationName: 'Rooftop bar',
  tableName: null,
  qrInfoSlug: null,
});
const PATH = '/user/app/qr-pages/bookings';

type Lister = (query: URLSearchParams) => TTableBooking[];

interface ApiOptions {
  /** The bookings each GET answers, by its query. */
  list?: Lister;
  locations?: typeof LOCATIONS;
  /** While true, the bookings list fails. */
  failing?: () => boolean;
}

/** The API of the bookings page; a status set through it is kept for the next reads. */
function api({ list = () => [ANA, BEN], locations = LOCATIONS, failing = () => false }: ApiOptions = {}) {
  const answered = new Map<string, TTableBooking['status']>();
  const current = (item: TTableBooking) => ({ ...item, status: answered.get(item.id) ?? item.status });
  const statusRoutes = Object.fromEntries(
    [ANA, BEN].map((item) => [
      `POST /api/v1/qr-info/booking/${item.id}/status`,
      (call: RecordedCall) => {
        answered.set(item.id, (call.body as { status: TTableBooking['status'] }).status);
        return { body: current(item) };
      },
    ]),
  );
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/structure': { body: makeCompany({ currency: 'EUR', timeZone: 'UTC' }) },
    'GET /api/v1/locations/all': { body: locations },
    'GET /api/v1/qr-infos': { body: { items: [listItem()] } },
    'GET /api/v1/qr-info/bookings': (call) =>
      failing()
        ? apiError(500, 'INTERNAL_ERROR')
        : { body: { items: list(new URL(call.url, 'http://x').searchParams).map(current) } },
    ...statusRoutes,
  });
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.includes('/qr-info/bookings'));
const lastListQuery = (calls: RecordedCall[]) =>
  new URL(listCalls(calls).at(-1)?.url ?? '', 'http://x').searchParams;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('QrBookingsPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the waiting requests soonest first, with the guest, the place and the page, and counts them on the tab', async () => {
    const { calls } = api();
    renderAt(qrPagesRoutes, PATH);
    await screen.findByText('Ana Novak', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Table bookings' })).toBeInTheDocument();
    expect(lastListQuery(calls).toString()).toBe('status=requested');

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('bdi')?.textContent)).toEqual(['Ana Novak', 'Ben Ortiz']);
    const ana = rowOf('Ana Novak');
    // The booked day and time as the venue writes them (a euro café: day first, 24-hour clock).
    expect(within(ana).getByText('19:30')).toBeInTheDocument();
    expect(within(ana).getByText('17 May 2030')).toBeInTheDocument();
    expect(within(ana).getByText('4 guests')).toBeInTheDocument();
    expect(within(ana).getByRole('link', { name: /ana@example.com/ })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(within(ana).getByRole('link', { name: /\+44 20 7946 0123/ })).toHaveAttribute(
      'href',
      'tel:+442079460123',
    );
    expect(within(ana).getByText('A high chair, please')).toBeInTheDocument();
    expect(within(ana).getByText('Main hall · table 12')).toBeInTheDocument();
    expect(within(ana).getByRole('link', { name: 'Linden café' })).toHaveAttribute(
      'href',
      '/user/app/qr-pages/linden-hall',
    );
    expect(within(ana).getByText('Waiting')).toBeInTheDocument();

    const ben = rowOf('Ben Ortiz');
    expect(within(ben).getByText('2 guests')).toBeInTheDocument();
    expect(within(ben).getByText('Rooftop bar')).toBeInTheDocument();
    expect(within(ben).getByText('Its QR page was deleted')).toBeInTheDocument();
    expect(within(ben).queryByRole('link', { name: /tel:/ })).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'QR pages section' });
    expect(within(tabs).getByRole('link', { name: 'Bookings 2 waiting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/user/app/qr-pages');
  });

  it('asks the API for the chosen status, days and location', async () => {
    const { calls } = api();
    renderAt(qrPagesRoutes, PATH);
    await screen.findByText('Ana Novak', {}, { timeout: 5000 });
    const user = userEvent.setup();

    await pick(user, screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(lastListQuery(calls).get('status')).toBe('confirmed'));

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(lastListQuery(calls).get('from')).not.toBeNull());
    const tomorrow = lastListQuery(calls);
    expect(tomorrow.get('from')).toBe(tomorrow.get('to'));
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');

    // Two locations: the location filter is offered.
    await pick(user, screen.getByLabelText('Location'), 'Rooftop bar');
    await waitFor(() => expect(lastListQuery(calls).get('locationId')).toBe(IDS.rooftop));
    expect(lastListQuery(calls).get('status')).toBe('confirmed');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(lastListQuery(calls).toString()).toBe('status=requested'));
  });

  it('lists every status from the address, and hides the location filter for a single location', async () => {
    const { calls } = api({ locations: { items: LOCATIONS.items.slice(0, 1) } });
    renderAt(qrPagesRoutes, `${PATH}?status=all`);
    await screen.findByText('Ana Novak', {}, { timeout: 5000 });
    expect(lastListQuery(calls).toString()).toBe('');
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it('confirms a request in place, saying so', async () => {
    const { calls } = api();
    renderAt(qrPagesRoutes, PATH);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Confirm the booking of Ana Novak' }, { timeout: 5000 }),
    );

    expect(
      await screen.findByText('The booking of Ana Novak is confirmed; they get an e-mail'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toContain(`/qr-info/booking/${ANA.id}/status`);
    expect(post?.body).toEqual({ status: 'confirmed' });
    // Still in the list, now confirmed and cancellable; the tab counts one request left.
    const ana = rowOf('Ana Novak');
    expect(within(ana).getByText('Confirmed')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Cancel the booking of Ana Novak' })).toBeInTheDocument();
    expect(within(ana).queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings 1 waiting' })).toBeInTheDocument();
  });

  it('asks before declining, then declines in place; cancelling a confirmed booking asks too', async () => {
    const { calls } = api({ list: () => [ANA, { ...BEN, status: 'confirmed' }] });
    renderAt(qrPagesRoutes, PATH);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Decline the booking of Ana Novak' }, { timeout: 5000 }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Decline the booking of Ana Novak?' });
    expect(ask).toHaveTextContent(
      'Ana Novak asked for a table for 4 guests on 17 May 2030 at 19:30. They will get an e-mail saying you cannot take the booking.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Decline' }));

    expect(
      await screen.findByText('The booking of Ana Novak is declined; they get an e-mail'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'declined' });
    expect(within(rowOf('Ana Novak')).getByText('Declined')).toBeInTheDocument();
    expect(within(rowOf('Ana Novak')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the booking of Ben Ortiz' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'Cancel the booking of Ben Ortiz?' });
    expect(cancel).toHaveTextContent('No e-mail is sent when you cancel');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('The booking of Ben Ortiz is cancelled')).toBeInTheDocument();
    expect(within(rowOf('Ben Ortiz')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('reads the list again when a guest books, and announces the request', async () => {
    stubEventSource();
    let listed = [BEN];
    const { calls } = api({ list: () => listed });
    renderAt(qrPagesRoutes, PATH);
    await screen.findByText('Ben Ortiz', {}, { timeout: 5000 });
    // Only the event reads the list again here (opening the stream would too).
    const feed = TestEventSource.last;
    const before = listCalls(calls).length;

    listed = [ANA, BEN];
    act(() => feed.emit('booking.created', { booking: ANA }, 7));
    expect(await screen.findByText('Ana Novak')).toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThan(before);
    expect(screen.getByText('New booking request: Ana Novak, 4 guests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings 2 waiting' })).toBeInTheDocument();

    // Another member confirms Ana's request: this list follows, without an announcement.
    listed = [BEN];
    act(() => feed.emit('booking.changed', { booking: { ...ANA, status: 'confirmed' } }, 8));
    await waitFor(() => expect(screen.queryByText('Ana Novak')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bookings 1 waiting' })).toBeInTheDocument();
  });

  it('brings the booking of the address into view, marked, and offers every booking when filters hide it', async () => {
    // jsdom lays nothing out and has no scrollIntoView: a stand-in records the call.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    api({ list: (query) => (query.get('status') === 'requested' ? [BEN] : [ANA, BEN]) });
    renderAt(qrPagesRoutes, `${PATH}?booking=${ANA.id}`);
    const note = await screen.findByText(
      'The booking you opened is not among these filters.',
      {},
      { timeout: 5000 },
    );
    expect(note).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all bookings' }));

    await screen.findByText('Ana Novak');
    const row = rowOf('Ana Novak');
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveClass('is-highlighted');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Ben Ortiz')).not.toHaveClass('is-highlighted');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The booking you opened is not among these filters.')).not.toBeInTheDocument();
  });

  it('shows the bookings as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    api();
    renderAt(qrPagesRoutes, PATH);
    await screen.findByText('Ana Novak', {}, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Table bookings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Confirm the booking of Ana Novak' }),
    ).toBeInTheDocument();
  });

  it('says when nothing has come in yet, and when the filters find nothing', async () => {
    api({ list: () => [] });
    const view = renderAt(qrPagesRoutes, PATH);
    expect(
      await screen.findByRole('heading', { name: 'No booking requests yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/through a QR page's booking block/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /waiting/ })).not.toBeInTheDocument();

    await act(() => view.router.navigate(`${PATH}?status=declined`));
    expect(
      await screen.findByRole('heading', { name: 'No bookings match these filters' }),
    ).toBeInTheDocument();
  });

  it('says when the bookings cannot be loaded, and tries again', async () => {
    let fail = true;
    api({ failing: () => fail });
    renderAt(qrPagesRoutes, PATH);
    expect(
      await screen.findByText('The bookings could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Ana Novak')).toBeInTheDocument();
  });

  it('tells someone without the permission that they cannot open it', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: makeUser({ permissions: ['menus.manage'] }) } });
    renderAt(qrPagesRoutes, PATH);
    expect(await screen.findByRole('heading', { name: 'You cannot open this section' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is reached from the QR pages list by its tab, with the requests waiting', async () => {
    api();
    renderAt(qrPagesRoutes, '/user/app/qr-pages');
    const tab = await screen.findByRole('link', { name: 'Bookings 2 waiting' }, { timeout: 5000 });
    await userEvent.setup().click(tab);
    expect(await screen.findByRole('heading', { level: 1, name: 'Table bookings' })).toBeInTheDocument();
    expect(await screen.findByText('Ana Novak')).toBeInTheDocument();
  });
});
