import type { TRole, TStaffUser, TUser } from '@guestloop/contracts';
import { PERMISSIONS, SYSTEM_ROLE_PERMISSIONS } from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';
import enUsers from '../../../../api/src/modules/i18n/locales/en/users.json';

i18n.addResourceBundle('en', 'users', enUsers, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);

const STRUCTURE = { id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Blue Door Café', slug: 'blue-door' };
const CREATED = '2025-01-10T09:00:00.000Z';

export const ADMIN: TUser = {
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
  structure: STRUCTURE,
  role: { slug: 'administrator', name: 'Administrator' },
  permissions: [...PERMISSIONS],
};

export const staff = (overrides: Partial<TStaffUser> & Pick<TStaffUser, 'id' | 'name'>): TStaffUser => ({
  email: `${overrides.name.split(' ')[0]?.toLowerCase()}@example.com`,
  imageUrl: null,
  language: 'en',
  role: { slug: 'waiter', name: 'Waiter' },
  status: 'active',
  locations: [],
  createdAt: CREATED,
  ...overrides,
});

export const SELF = staff({ id: ADMIN.id, name: ADMIN.name, email: ADMIN.email, role: ADMIN.role });
export const BEN = staff({ id: '5b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ben Carter' });

const role = (slug: string, name: string, permissions: readonly string[], isSystem = true): TRole => ({
  id: `00000000-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`,
  slug,
  name,
  permissions: permissions as TRole['permissions'],
  isSystem,
  userCount: 1,
  createdAt: CREATED,
  updatedAt: CREATED,
});

export const ROLES = {
  items: [
    role('administrator', 'Administrator', SYSTEM_ROLE_PERMISSIONS.administrator),
    role('manager', 'Manager', SYSTEM_ROLE_PERMISSIONS.manager),
    role('waiter', 'Waiter', SYSTEM_ROLE_PERMISSIONS.waiter),
  ],
};

export const page = (items: TStaffUser[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** PrimeReact measures popups through offsetParent, which jsdom never sets. */
export function withOffsetParent() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  });
}

function HydrateFallback() {
  return null;
}

/** Renders `children` under /user/app at `path`, with the app's providers. */
export function renderAt(children: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '/user/app', HydrateFallback, children }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
