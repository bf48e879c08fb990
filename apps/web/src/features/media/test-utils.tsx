import type { TUser } from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';
import enMedia from '../../../../api/src/modules/i18n/locales/en/media.json';

i18n.addResourceBundle('en', 'media', enMedia, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);

export const MEDIA_MANAGER: TUser = {
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
  permissions: ['media.manage', 'menus.manage'],
};

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
