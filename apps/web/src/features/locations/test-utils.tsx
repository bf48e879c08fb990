import type { TLocation, TLocationTree, TLocationTreeNode, TUser } from '@guestloop/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { i18n } from '@/lib/i18n';
import { ToastProvider } from '@/lib/toast';
import { renderRoutes } from '@/test/render';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';
import enLocations from '../../../../api/src/modules/i18n/locales/en/locations.json';

i18n.addResourceBundle('en', 'locations', enLocations, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);

export const MANAGER: TUser = {
  id: '3f0b9e1c-6a55-4e0b-9d8e-1b2c3d4e5f60',
  email: 'anna@example.com',
  name: 'Anna Smith',
  language: 'en',
  imageUrl: null,
  status: 'active',
  isSuperAdmin: false,
  emailVerified: true,
  hasPassword: true,
  hasGoogle: false,
  registrationComplete: true,
  structure: { id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Blue Door Café', slug: 'blue-door' },
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['locations.manage', 'media.manage'],
};

export const IDS = {
  harbour: '11111111-1111-4111-8111-111111111111',
  terrace: '22222222-2222-4222-8222-222222222222',
  bar: '33333333-3333-4333-8333-333333333333',
  garden: '44444444-4444-4444-8444-444444444444',
} as const;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function node(id: string, name: string, parentId: string | null, children: TLocationTreeNode[] = []) {
  const slug = slugOf(name);
  return { id, parentId, name, slug, address: null, imageUrl: null, children } satisfies TLocationTreeNode;
}

export function tree(locations: TLocationTreeNode[]): TLocationTree {
  return {
    structure: { id: MANAGER.structure!.id, name: 'Blue Door Café', slug: 'blue-door', logoUrl: null },
    locations,
  };
}

export function location(id: string, name: string, overrides: Partial<TLocation> = {}): TLocation {
  return {
    id,
    parentId: null,
    name,
    slug: slugOf(name),
    address: '1 Quay Street',
    imageUrl: null,
    backgroundImageUrl: null,
    settings: {
      messengers: { phone: null, viber: null, telegram: null, whatsapp: null },
      socials: {
        facebook: null,
        instagram: null,
        linkedin: null,
        youtube: null,
        tiktok: null,
        telegram: null,
        'web-site': null,
        behance: null,
        x: null,
      },
      email: null,
      workDetails: { address: '1 Quay Street', hours: null },
    },
    ...overrides,
  };
}

function HydrateFallback() {
  return null;
}

/** Renders `children` under /user/app at `path` with a fresh query client and the toast outlet. */
export function renderAt(children: RouteObject[], path: string) {
  const shell = (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
  return renderRoutes([{ path: '/user/app', element: shell, HydrateFallback, children }], path);
}
