import type {
  TQrInfoBlock,
  TQrInfoListItem,
  TQrInfoLocationBlock,
  TQrInfoPage,
  TTableBooking,
} from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enQrPages from '../../../../api/src/modules/i18n/locales/en/qr-pages.json';

addEnglishPack('qr-pages', enQrPages);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['qr-info.manage'],
});

export const IDS = {
  page: 'a1111111-1111-4111-8111-111111111111',
  other: 'b2222222-2222-4222-8222-222222222222',
  hall: 'c3333333-3333-4333-8333-333333333333',
  rooftop: 'e5555555-5555-4555-8555-555555555555',
  call: 'd4444444-4444-4444-8444-444444444441',
  menu: 'd4444444-4444-4444-8444-444444444442',
  wifi: 'd4444444-4444-4444-8444-444444444443',
  shared: 'd4444444-4444-4444-8444-444444444444',
} as const;

const AT = '2026-03-01T10:00:00.000Z';

export const LOCATIONS = {
  items: [
    { id: IDS.hall, parentId: null, name: 'Main hall', slug: 'main-hall', address: null, imageUrl: null },
    {
      id: IDS.rooftop,
      parentId: null,
      name: 'Rooftop bar',
      slug: 'rooftop-bar',
      address: null,
      imageUrl: null,
    },
  ],
};

/** Three blocks: a phone call, a menu link, the Wi-Fi. */
export function blocks(): TQrInfoBlock[] {
  return [
    {
      id: IDS.call,
      type: 'phone',
      label: 'Call the hall',
      phone: '+44 20 7946 0958',
      isActive: true,
      schedule: null,
      sort: 0,
    },
    {
      id: IDS.menu,
      type: 'url-button',
      label: 'Our menu',
      url: 'https://example.com/menu',
      isActive: true,
      schedule: null,
      sort: 1,
    },
    {
      id: IDS.wifi,
      type: 'wifi',
      label: null,
      ssid: 'Linden guests',
      password: 'coffee-2026',
      security: 'WPA',
      hidden: false,
      isActive: true,
      schedule: null,
      sort: 2,
    },
  ];
}

export const SHARED: TQrInfoLocationBlock = {
  id: IDS.shared,
  type: 'waiter-call',
  label: 'Ring for service',
  locationId: IDS.hall,
  isActive: true,
  schedule: null,
  sort: 0,
};

export function page(overrides: Partial<TQrInfoPage> = {}): TQrInfoPage {
  return {
    id: IDS.page,
    slug: 'linden-hall',
    title: 'Linden café',
    locationId: IDS.hall,
    isActive: true,
    theme: {
      backgroundColor: '#ffffff',
      textColor: '#1f2937',
      buttonColor: '#1f2937',
      buttonTextColor: '#ffffff',
      buttonStyle: 'filled',
      backgroundImage: null,
    },
    blocks: blocks(),
    locationBlocks: [SHARED],
    images: {},
    updatedAt: AT,
    ...overrides,
  };
}

export function listItem(overrides: Partial<TQrInfoListItem> = {}): TQrInfoListItem {
  return {
    id: IDS.page,
    slug: 'linden-hall',
    title: 'Linden café',
    locationId: IDS.hall,
    isActive: true,
    updatedAt: AT,
    locationName: 'Main hall',
    blocksCount: 3,
    views: 1520,
    viewsLast30Days: 412,
    ...overrides,
  };
}

/** Chooses an option of a PrimeReact dropdown as a keyboard user would, once it can be used. */
export async function pick(
  user: { keyboard: (keys: string) => Promise<void>; click: (element: Element) => Promise<void> },
  field: HTMLElement,
  option: string | RegExp,
) {
  const { screen, waitFor, within } = await import('@testing-library/react');
  await waitFor(() => {
    if (field.closest('.p-disabled')) throw new Error('The list is still loading');
  });
  field.focus();
  await user.keyboard('{ArrowDown}');
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** A guest's table booking (a request waiting for an answer unless told). */
export function booking(overrides: Partial<TTableBooking> = {}): TTableBooking {
  return {
    id: 'f6666666-6666-4666-8666-666666666601',
    date: '2030-05-17',
    time: '19:30',
    partySize: 4,
    name: 'Ana Novak',
    email: 'ana@example.com',
    phone: '+44 20 7946 0123',
    note: 'A high chair, please',
    status: 'requested',
    locationId: IDS.hall,
    locationName: 'Main hall',
    tableName: '12',
    qrInfoSlug: 'linden-hall',
    createdAt: AT,
    ...overrides,
  };
}
