import type { TEditQrInfoBody, TQrInfoPage } from '@guestloop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { qrPagesRoutes } from '../routes';
import { IDS, LOCATIONS, MANAGER, page, renderAt, SHARED } from '../test-utils';

withOffsetParent();

type Reply = { status: number; body: unknown } | undefined;

/** The API of one page: the builder reads what was saved last; `reply` may answer a save instead. */
function api(start: TQrInfoPage, reply?: (body: TEditQrInfoBody) => Reply) {
  let current = start;
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/locations/all': { body: LOCATIONS },
    'GET /api/v1/structure': { status: 404 },
    [`GET /api/v1/qr-info/${start.slug}/edit`]: () => ({ body: current }),
    [`POST /api/v1/qr-info/${start.slug}/edit`]: (call) => {
      const body = call.body as TEditQrInfoBody;
      const answer = reply?.(body);
      if (answer) return answer;
      current = { ...current, ...body, theme: { ...current.theme, ...body.theme } } as TQrInfoPage;
      return { body: current };
    },
  });
}

const saved = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as TEditQrInfoBody);
const preview = () => screen.getByRole('figure', { name: 'What guests see on a phone' });
const card = (name: string) => screen.getByRole('article', { name });
const openCard = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(card(name)).getByRole('button', { expanded: false }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('QrBuilderPage', { timeout: 60_000 }, () => {
  it('adds a link button from the palette, refuses a javascript: link in words, then saves it', async () => {
    const { calls } = api(page());
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Block 3: Wi-Fi' });
    expect(within(preview()).getByText('Call the hall')).toBeInTheDocument();
    // The location's block shows too, merged in by its position.
    expect(within(preview()).getByText('Ring for service')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    const palette = await screen.findByRole('dialog', { name: 'Add a block' });
    for (const group of ['Links and contacts', 'Text and media', 'Your venue', 'Actions', 'Forms'])
      expect(within(palette).getByRole('heading', { name: group })).toBeInTheDocument();
    expect(palette.querySelectorAll('button.gl-qr-type')).toHaveLength(28);
    await user.click(within(palette).getByRole('button', { name: 'Link button' }));

    const added = await screen.findByRole('article', { name: 'Block 4: Link button' });
    await waitFor(() => expect(within(added).getByLabelText('Button text')).toHaveFocus());
    await user.type(within(added).getByLabelText('Button text'), 'Specials');
    await user.click(within(added).getByLabelText('Link'));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await within(added).findByText('Enter a full public link, e.g. https://instagram.com/yourplace'),
    ).toBeInTheDocument();
    expect(within(added).getByLabelText('Link')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Some fields need your attention')).toBeInTheDocument();
    expect(saved(calls)).toHaveLength(0);
    expect(within(preview()).getByText('Specials')).toBeInTheDocument();

    await user.clear(within(added).getByLabelText('Link'));
    await user.paste('https://example.com/specials');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page is saved')).toBeInTheDocument();
    const block = saved(calls)[0]?.blocks?.[3];
    expect(block).toMatchObject({
      type: 'url-button',
      label: 'Specials',
      url: 'https://example.com/specials',
      isActive: true,
      schedule: null,
      sort: 3,
    });
    expect(block?.id).toMatch(UUID);
  });

  it('reorders, switches a block off, schedules one and saves the lists as the API expects', async () => {
    const { calls } = api(page());
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Block 3: Wi-Fi' });

    await user.click(screen.getByRole('button', { name: 'Move Block 3: Wi-Fi up' }));
    expect(card('Block 2: Wi-Fi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Block 1: Phone call up' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Show Block 1: Phone call' }));
    await waitFor(() => expect(within(preview()).queryByText('Call the hall')).not.toBeInTheDocument());

    await openCard(user, 'Block 3: Link button');
    const menu = card('Block 3: Link button');
    await user.click(within(menu).getByRole('switch', { name: 'Show only at certain times' }));
    fireEvent.change(within(menu).getByLabelText('From'), { target: { value: '2026-06-02T18:00' } });
    fireEvent.change(within(menu).getByLabelText('Until'), { target: { value: '2026-06-01T09:00' } });
    await user.click(within(menu).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(menu).getByRole('switch', { name: 'Only between certain hours' }));
    await user.clear(within(menu).getByLabelText('Daily from'));
    await user.type(within(menu).getByLabelText('Daily from'), '10:30');
    expect(within(menu).getByText('Scheduled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(menu).findByText('The end must come after the start')).toBeInTheDocument();
    expect(saved(calls)).toHaveLength(0);
    fireEvent.change(within(menu).getByLabelText('Until'), { target: { value: '2026-09-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page is saved')).toBeInTheDocument();

    const body = saved(calls)[0];
    expect(body?.title).toBe('Linden café');
    expect(body?.slug).toBe('linden-hall');
    expect(body?.theme).toEqual({
      backgroundColor: '#ffffff',
      textColor: '#1f2937',
      buttonColor: '#1f2937',
      buttonTextColor: '#ffffff',
      buttonStyle: 'filled',
    });
    expect(body?.blocks?.map((b) => [b.id, b.sort, b.isActive])).toEqual([
      [IDS.call, 0, false],
      [IDS.wifi, 1, true],
      [IDS.menu, 2, true],
    ]);
    expect(body?.blocks?.[2]?.schedule).toEqual({
      from: new Date('2026-06-02T18:00').toISOString(),
      to: new Date('2026-09-01T09:00').toISOString(),
      days: [6, 7],
      hours: { from: '10:30', to: '18:00' },
    });
    expect(body?.locationBlocks).toEqual([{ ...SHARED, sort: 0 }]);
    // Saved: nothing is left to save.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('adds, duplicates and deletes blocks of the location group, and Discard puts everything back', async () => {
    const { calls } = api(page());
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall');
    const user = userEvent.setup();
    const group = await screen.findByRole('region', { name: /Main hall/ });
    await user.click(within(group).getByRole('button', { name: 'Add a block for Main hall' }));
    const palette = await screen.findByRole('dialog', { name: 'Add a block for Main hall' });
    await user.click(within(palette).getByRole('button', { name: 'Pay the bill' }));
    expect(await within(group).findByRole('article', { name: 'Block 2: Pay the bill' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Duplicate Block 1: Phone call' }));
    expect(screen.getByRole('article', { name: 'Block 2: Phone call' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Block 4: Wi-Fi' }));
    expect(screen.queryByRole('article', { name: /Wi-Fi/ })).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The page is saved');
    const body = saved(calls)[0];
    expect(body?.blocks?.map((b) => b.type)).toEqual(['phone', 'phone', 'url-button']);
    expect(body?.blocks?.[1]?.id).not.toBe(IDS.call);
    expect(body?.locationBlocks?.map((b) => [b.type, b.locationId, b.sort])).toEqual([
      ['waiter-call', IDS.hall, 0],
      ['pay-bill', IDS.hall, 1],
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete Block 2: Phone call' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('article', { name: 'Block 2: Phone call' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the API’s field messages where they belong, and a taken address on the address', async () => {
    let conflict = false;
    api(page(), () =>
      conflict
        ? {
            status: 409,
            body: { statusCode: 409, code: 'CONFLICT', message: 'Another page has this address' },
          }
        : {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid',
              details: [{ path: 'body.blocks.1.url', code: 'invalid_url', message: 'Invalid input' }],
            },
          },
    );
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Block 2: Link button' });
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The block holding the message opens by itself.
    const menu = card('Block 2: Link button');
    expect(
      await within(menu).findByText('Enter a full public link, e.g. https://instagram.com/yourplace'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    conflict = true;
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another page has this address; choose another one')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
  });
});
