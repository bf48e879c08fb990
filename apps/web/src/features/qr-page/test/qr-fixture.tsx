import type { TQrInfoPublic } from '@guestloop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { addEnglishPack, renderWithQuery } from '@/test/render';
import enQr from '../../../../../api/src/modules/i18n/locales/en/guest-qr.json';
import type { PublicBlock, PublicBlockOf, PublicBlockType } from '../model/blocks';
import type { PageOrigin } from '../model/page-origin';
import { QrPage } from '../routes/qr-page';

export const SLUG = 'linden-cafe';
export const PAGE_URL = `GET /api/v1/qr-info/public/${SLUG}`;
export const VIEW_URL = `POST /api/v1/qr-info/${SLUG}/view`;
export const USE_URL = `POST /api/v1/qr-info/${SLUG}/block-use`;
export const TABLE_ID = '00000000-0000-4000-8000-00000000a001';
export const LOCATION_ID = '00000000-0000-4000-8000-00000000b001';

export function addQrWords() {
  addEnglishPack('guest-qr', enQr);
}

let nextId = 1;
type Common = 'type' | 'id' | 'schedule' | 'href' | 'picture' | 'workDetails';

/** A block as the API answers it: its fields, an id, no schedule, link or picture unless given. */
export function block<K extends PublicBlockType>(
  type: K,
  fields: Omit<PublicBlockOf<K>, Common> & Partial<Pick<PublicBlock, Exclude<Common, 'type'>>>,
): PublicBlockOf<K> {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    schedule: null,
    href: null,
    picture: null,
    workDetails: null,
    ...fields,
    type,
  } as PublicBlockOf<K>;
}

export function makePage(blocks: PublicBlock[], overrides: Partial<TQrInfoPublic> = {}): TQrInfoPublic {
  return {
    slug: SLUG,
    title: 'Linden Café',
    theme: {
      backgroundColor: '#fdf6ec',
      textColor: '#2b2118',
      buttonColor: '#7a3e1d',
      buttonTextColor: '#ffffff',
      buttonStyle: 'filled',
      backgroundImage: null,
    },
    timeZone: 'Europe/Berlin',
    location: { id: LOCATION_ID, name: 'Linden Café, Old Town' },
    table: null,
    blocks,
    ...overrides,
  };
}

/** Shows the page the API answers with `page` (the counters answer 204), as a guest opens it. */
export async function showPage(
  page: TQrInfoPublic,
  origin: PageOrigin = {},
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  addQrWords();
  const fetch = mockFetch({
    [PAGE_URL]: { body: page },
    [VIEW_URL]: { status: 204 },
    [USE_URL]: { status: 204 },
    ...routes,
  });
  const view = renderWithQuery(<QrPage slug={SLUG} origin={origin} />);
  await screen.findByRole('heading', { level: 1, name: page.title });
  // Forms and the inline survey load their code when near the screen (here: at once).
  await waitFor(() => expect(view.container.querySelector('.qp-pending')).toBeNull());
  return { ...fetch, ...view };
}

/** The counter calls made so far, as `METHOD path` and body. */
export const counterCalls = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);
