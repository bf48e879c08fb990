import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { companyRoutes } from '../routes';
import { ADMIN, renderAt, STRUCTURE } from '../test-utils';

describe('CompanyPage', { timeout: 20_000 }, () => {
  it('saves the company name', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': { body: STRUCTURE },
      'POST /api/v1/structure': { body: { ...STRUCTURE, name: 'Blue Door Bistro' } },
    });
    renderAt(companyRoutes, '/user/app/company');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Company name');
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Blue Door Bistro');
    const details = screen.getByRole('region', { name: 'Company details' });
    await user.click(within(details).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company details have been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Blue Door Bistro',
      language: 'en',
      currency: 'EUR',
      timeZone: 'UTC',
    });
  });

  it("saves the venue's time zone", async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': { body: STRUCTURE },
      'POST /api/v1/structure': { body: { ...STRUCTURE, timeZone: 'Asia/Tokyo' } },
    });
    renderAt(companyRoutes, '/user/app/company');
    const user = userEvent.setup();
    const zone = await screen.findByLabelText('Time zone');
    zone.focus();
    await user.keyboard('{ArrowDown}');
    // Hundreds of zones: the option is found by its label, not by scanning every role.
    await user.click(await screen.findByLabelText('Asia/Tokyo'));
    const details = screen.getByRole('region', { name: 'Company details' });
    await user.click(within(details).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company details have been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it('puts a server validation message on the social network field', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': { body: STRUCTURE },
      'POST /api/v1/structure': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          details: [{ path: 'body.settings.socials.instagram', code: 'custom', message: 'invalid_url' }],
        },
      },
    });
    renderAt(companyRoutes, '/user/app/company');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Instagram'), 'https://instagram.com/bluedoor');
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: 'Save' }));

    const field = screen.getByLabelText('Instagram');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      'Enter a full public link, e.g. https://instagram.com/yourplace',
    );
  });

  it('shows the messenger link a number becomes', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: ADMIN }, 'GET /api/v1/structure': { body: STRUCTURE } });
    renderAt(companyRoutes, '/user/app/company');
    await userEvent.setup().type(await screen.findByLabelText('Viber'), '+38 (050) 123-45-67');
    expect(screen.getByRole('link', { name: 'viber://chat?number=%2B380501234567' })).toBeInTheDocument();
  });

  it('removes the logo', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': { body: { ...STRUCTURE, logoUrl: '/api/v1/uploads/logo.webp' } },
      'POST /api/v1/structure/set-image': { body: STRUCTURE },
    });
    renderAt(companyRoutes, '/user/app/company');
    const logo = await screen.findByRole('group', { name: 'Company logo' });
    await userEvent.setup().click(within(logo).getByRole('button', { name: /remove/i }));
    expect(await screen.findByText('The logo has been removed.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/structure/set-image'))?.body).toEqual({ imageId: null });
  });

  it('is read-only without the right to manage the company', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: { ...ADMIN, permissions: ['orders.view'] } },
      'GET /api/v1/structure': { body: STRUCTURE },
    });
    renderAt(companyRoutes, '/user/app/company');
    expect(await screen.findByLabelText('Company name')).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(/Only users allowed to manage the company/);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers a retry when the company cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/structure': () =>
        fail
          ? { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } }
          : { body: STRUCTURE },
    });
    renderAt(companyRoutes, '/user/app/company');
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByLabelText('Company name')).toHaveValue('Blue Door Café');
  });
});
