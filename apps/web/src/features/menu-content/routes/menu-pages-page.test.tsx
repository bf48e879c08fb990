import type { TMenuPage } from '@guestloop/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { menuContentRoutes } from '../routes';
import { EDITOR, renderAt } from '../test-utils';

// Quill needs a real browser; a textarea stands in for it, labelled the same way.
vi.mock('@/components/ui/RichTextEditor', () => ({
  RichTextEditor: (props: { labelledBy: string; value: string; onChange: (html: string) => void }) => (
    <textarea
      aria-labelledby={props.labelledBy}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const PAGES = '/api/v1/online-menu/edit/linden-cafe/pages';
const saved: TMenuPage = {
  id: '55555555-5555-4555-8555-555555555555',
  slug: 'our-story',
  title: 'Our story',
  bodyHtml: '<p>Since 1998.</p>',
  isPublished: true,
  position: 0,
  updatedAt: '2026-01-10T10:00:00.000Z',
};

describe('MenuPagesPage', { timeout: 20_000 }, () => {
  it('creates a custom page and lists it with its public link', async () => {
    let items: TMenuPage[] = [];
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: EDITOR },
      'GET /api/v1/online-menus': { body: { items: [] } },
      [`GET ${PAGES}`]: () => ({ body: { items } }),
      [`POST ${PAGES}`]: () => {
        items = [saved];
        return { body: saved };
      },
    });
    renderAt(menuContentRoutes, '/user/app/menus/linden-cafe/pages');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'No pages yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      '/user/app/menus/linden-cafe',
    );
    await user.click(screen.getByRole('button', { name: 'New page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await user.type(within(dialog).getByLabelText('Title'), 'Our story');
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: '<p>Since 1998.</p>' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Page “Our story” saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Our story',
      bodyHtml: '<p>Since 1998.</p>',
      isPublished: true,
    });
    const list = await screen.findByRole('list', { name: 'Pages of the menu' });
    expect(within(list).getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: /user\/online-menu\/linden-cafe\/page\/our-story/ }),
    ).toBeInTheDocument();
  });

  it('shows a title the API refused on its field', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: EDITOR },
      'GET /api/v1/online-menus': { body: { items: [] } },
      [`GET ${PAGES}`]: { body: { items: [] } },
      [`POST ${PAGES}`]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'taken',
          details: { reason: 'slug-taken', path: 'body.slug' },
        },
      },
    });
    renderAt(menuContentRoutes, '/user/app/menus/linden-cafe/pages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New page' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await user.type(within(dialog).getByLabelText('Title'), 'Menu');
    await user.type(within(dialog).getByLabelText('Address (optional)'), 'menu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This address is already taken. Choose another one.'),
    ).toBeInTheDocument();
  });
});
