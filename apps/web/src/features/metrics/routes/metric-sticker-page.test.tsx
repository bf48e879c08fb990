import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { metricsRoutes } from '../routes';
import { IDS, LOCATIONS, MANAGER, metric, pick, renderAt, sticker } from '../test-utils';

withOffsetParent();

const GROUPS = {
  location: { id: IDS.hall, name: 'Main hall', slug: 'main-hall' },
  groups: [
    {
      id: IDS.group,
      locationId: IDS.hall,
      name: 'Hall',
      slug: 'hall',
      position: 0,
      tables: [
        { id: IDS.table, groupId: IDS.group, name: '1', slug: 't1', seats: 4, position: 0 },
        { id: IDS.other, groupId: IDS.group, name: '2', slug: 't2', seats: 2, position: 1 },
      ],
    },
  ],
};

function api(user = MANAGER, groups: { status?: number; body?: unknown } = { body: GROUPS }) {
  return mockFetch({
    'GET /api/v1/profile': { body: user },
    'GET /api/v1/locations/all': { body: LOCATIONS },
    'GET /api/v1/metrics': { body: { items: [metric()] } },
    'GET /api/v1/qr-sticker/lobby-stars': { body: sticker() },
    [`GET /api/v1/horeca/groups/${IDS.hall}`]: groups,
    'POST /api/v1/qr-sticker/lobby-stars': (call) => ({
      body: sticker({
        settings: call.body as never,
        isDefault: false,
        svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>Saved</text></svg>',
      }),
    }),
  });
}

describe('MetricStickerPage', { timeout: 20_000 }, () => {
  it('shows the sticker and offers it, and a sheet per table group, as SVG and PDF', async () => {
    api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/sticker');
    const image = await screen.findByRole('img', { name: 'The sticker of How was your visit? as printed' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(
      screen.getByRole('link', { name: 'https://guestloop.test/user/p/rate/lobby-stars' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QR sticker' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('link', { name: 'Download the sticker as SVG' })).toHaveAttribute(
      'href',
      '/api/v1/qr-sticker/lobby-stars/print.svg',
    );
    expect(screen.getByRole('link', { name: 'Download the sticker as PDF' })).toHaveAttribute(
      'href',
      '/api/v1/qr-sticker/lobby-stars/print.pdf',
    );
    expect(screen.queryByText(/The PDF prints Latin and Cyrillic letters only/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await pick(user, screen.getByLabelText('Table group'), 'Hall — tables: 2');
    expect(screen.getByRole('link', { name: 'Download the sheet of Hall as SVG' })).toHaveAttribute(
      'href',
      `/api/v1/qr-sticker/lobby-stars/print.svg?groupId=${IDS.group}`,
    );
    expect(screen.getByRole('link', { name: 'Download the sheet of Hall as PDF' })).toHaveAttribute(
      'href',
      `/api/v1/qr-sticker/lobby-stars/print.pdf?groupId=${IDS.group}`,
    );
  });

  it('saves the call to action and colour, checked by the contract, and shows the new sticker', async () => {
    const { calls } = api();
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/sticker');
    const user = userEvent.setup();
    const cta = await screen.findByLabelText('Call to action');
    expect(cta).toHaveValue('Rate your visit');
    await user.clear(cta);
    const colour = screen.getByLabelText('Accent colour');
    await user.clear(colour);
    await user.type(colour, 'red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Use a colour code such as #0e7c66')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(cta, 'Scan and rate us');
    await user.clear(colour);
    await user.type(colour, '#aa3300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sticker saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      callToAction: 'Scan and rate us',
      accentColor: '#aa3300',
    });
    const image = screen.getByRole('img', { name: 'The sticker of How was your visit? as printed' });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('Saved');
  });

  it('says to print the SVG for a script the PDF cannot write, and lists groups to staff without tables', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: makeUser({ permissions: ['metrics.manage'] }) },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/metrics': { body: { items: [metric({ language: 'ar' })] } },
      'GET /api/v1/qr-sticker/lobby-stars': { body: sticker({ language: 'ar' }) },
      [`GET /api/v1/horeca/groups/${IDS.hall}`]: {
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'No' },
      },
    });
    renderAt(metricsRoutes, '/user/app/metrics/lobby-stars/sticker');
    expect(
      await screen.findByText(
        'The PDF prints Latin and Cyrillic letters only: for this language, print the SVG.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await pick(user, screen.getByLabelText('Table group'), 'Hall — tables: 2');
    expect(
      within(document.body).getByRole('link', { name: 'Download the sheet of Hall as SVG' }),
    ).toBeInTheDocument();
  });
});
