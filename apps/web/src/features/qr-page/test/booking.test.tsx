import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { block, counterCalls, makePage, SLUG, showPage, TABLE_ID } from './qr-fixture';

const BOOKING_URL = `POST /api/v1/qr-info/${SLUG}/booking`;
const BOOKING = {
  id: '00000000-0000-4000-8000-00000000e001',
  date: '2026-06-03',
  time: '19:30',
  partySize: 4,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: null,
  note: 'A high chair, please',
  status: 'requested',
  locationId: '00000000-0000-4000-8000-00000000b001',
  locationName: 'Linden Café, Old Town',
  tableName: null,
  qrInfoSlug: SLUG,
  createdAt: '2026-06-01T10:00:00.000Z',
};
const rules = { minPartySize: 2, maxPartySize: 8, daysAhead: 14 };
const inline = (fields: object = {}) =>
  block('booking-restaurant-table-form', { label: null, note: null, ...rules, ...fields });

/** Types a day or a time the way a phone's picker sets it. */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function fillIn(form: HTMLElement) {
  const user = userEvent.setup();
  pick(within(form).getByLabelText('Day'), '2026-06-03');
  pick(within(form).getByLabelText('Time'), '19:30');
  await user.selectOptions(within(form).getByLabelText('Guests'), '4');
  await user.type(within(form).getByLabelText('Your name'), 'Ana Ruiz');
  await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
  await user.type(within(form).getByLabelText(/Anything we should know/), 'A high chair, please');
  return user;
}

// Monday 1 June 2026, noon in Berlin.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-06-01T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('QR info page: booking a table', () => {
  it('sends the request from the form on the page and says the confirmation comes by e-mail', async () => {
    const booking = inline({ note: 'We keep tables 15 minutes.' });
    const { calls } = await showPage(
      makePage([booking], { table: { id: TABLE_ID, name: 'Terrace 4' } }),
      { table: TABLE_ID },
      { [BOOKING_URL]: { body: BOOKING } },
    );
    const card = screen.getByRole('region', { name: 'Book a table' });
    expect(within(card).getByText('We keep tables 15 minutes.')).toBeInTheDocument();
    const day = within(card).getByLabelText('Day');
    expect(day).toHaveValue('2026-06-01');
    expect(day).toHaveAttribute('min', '2026-06-01');
    expect(day).toHaveAttribute('max', '2026-06-15');
    const guests = within(card).getByLabelText('Guests');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2', '3', '4', '5', '6', '7', '8']);
    expect(within(card).getByLabelText('Email')).toHaveAccessibleDescription(
      "We'll send the confirmation here.",
    );
    // Addresses and numbers keep their direction on a right-to-left page.
    expect(within(card).getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByLabelText(/Phone/)).toHaveAttribute('dir', 'ltr');

    const user = await fillIn(card);
    await user.click(within(card).getByRole('button', { name: 'Send request' }));

    expect(await within(card).findByRole('heading', { level: 3, name: 'Request sent' })).toHaveFocus();
    expect(within(card).getByText(/We'll confirm by email to/)).toHaveTextContent(
      "We'll confirm by email to ana@example.com.",
    );
    expect(within(card).getByText('June 3, 2026')).toBeInTheDocument();
    expect(within(card).getByText('7:30 PM')).toBeInTheDocument();
    expect(calls.find((call) => call.url === `/api/v1/qr-info/${SLUG}/booking`)?.body).toEqual({
      blockId: booking.id,
      table: TABLE_ID,
      date: '2026-06-03',
      time: '19:30',
      partySize: 4,
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      note: 'A high chair, please',
    });
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: booking.id, table: TABLE_ID },
      ]),
    );

    await user.click(within(card).getByRole('button', { name: 'Book another table' }));
    expect(within(card).getByLabelText('Your name')).toHaveValue('Ana Ruiz');
    expect(within(card).getByLabelText('Time')).toHaveValue('');
  });

  it('checks the request before sending it, on the venue’s clock', async () => {
    const { calls } = await showPage(makePage([inline()]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const time = screen.getByLabelText('Time');
    expect(time).toHaveFocus();
    expect(time).toHaveAccessibleDescription('Please choose a time.');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      "We'll send the confirmation here. Please enter a valid email address: the confirmation goes there.",
    );

    // Noon in Berlin: eleven o'clock today has passed; a day beyond the block's two weeks is refused.
    pick(time, '11:00');
    await user.type(screen.getByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(time).toHaveAccessibleDescription('That time has already passed. Please choose a later one.');
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'Please enter a valid phone number, or leave it empty.',
    );
    pick(screen.getByLabelText('Day'), '2026-06-20');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(
      'Please choose a day from today to June 15, 2026.',
    );
    expect(calls.some((call) => call.url.endsWith('/booking'))).toBe(false);
  });

  it('shows what the venue still refuses at its field, and too many requests as such', async () => {
    let answer = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'The booking is outside what the block allows',
        details: [{ path: 'body.date', code: 'custom', message: 'invalid_date' }],
      },
    };
    await showPage(makePage([inline()]), {}, { [BOOKING_URL]: () => answer });
    const card = screen.getByRole('region', { name: 'Book a table' });
    const user = await fillIn(card);
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    const day = within(card).getByLabelText('Day');
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAccessibleDescription('Please choose a day from today to June 15, 2026.');

    answer = {
      status: 429,
      body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many', details: [] },
    };
    await user.click(within(card).getByRole('button', { name: 'Send request' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "You've sent several requests. Please wait a few minutes before sending another.",
    );
    expect(within(card).queryByRole('heading', { name: 'Request sent' })).not.toBeInTheDocument();
  });

  it('opens the form in a sheet from a button, and keeps what was typed when it closes', async () => {
    const booking = block('booking-restaurant-table', { label: 'Reserve', note: null, ...rules });
    const { calls } = await showPage(makePage([booking]), {}, { [BOOKING_URL]: { body: BOOKING } });
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Reserve' });
    await user.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Reserve' });
    expect(within(sheet).getByLabelText('Day')).toHaveFocus();
    await user.type(within(sheet).getByLabelText('Your name'), 'Ana');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    const again = screen.getByRole('dialog', { name: 'Reserve' });
    expect(within(again).getByLabelText('Your name')).toHaveValue('Ana');
    await user.clear(within(again).getByLabelText('Your name'));
    await fillIn(again);
    await user.click(within(again).getByRole('button', { name: 'Send request' }));
    expect(await within(again).findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: booking.id },
      ]),
    );
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
