import type { TPermission, TRole, TUser } from '@guestloop/contracts';
import { PERMISSIONS, SYSTEM_ROLE_PERMISSIONS } from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';
import enRoles from '../../../../api/src/modules/i18n/locales/en/roles.json';

i18n.addResourceBundle('en', 'roles', enRoles, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);

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
  structure: { id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Blue Door Café', slug: 'blue-door' },
  role: { slug: 'administrator', name: 'Administrator' },
  permissions: [...PERMISSIONS],
};

let n = 0;
export function role(
  slug: string,
  name: string,
  permissions: readonly TPermission[],
  extra: Partial<TRole> = {},
): TRole {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug,
    name,
    permissions: [...permissions],
    isSystem: false,
    userCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...extra,
  };
}

export const SYSTEM_ROLES = [
  role('administrator', 'Administrator', SYSTEM_ROLE_PERMISSIONS.administrator, {
    isSystem: true,
    userCount: 1,
  }),
  role('manager', 'Manager', SYSTEM_ROLE_PERMISSIONS.manager, { isSystem: true, userCount: 2 }),
  role('waiter', 'Waiter', SYSTEM_ROLE_PERMISSIONS.waiter, { isSystem: true, userCount: 5 }),
];

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
