import type { TInvite, TUser } from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';
import enInvites from '../../../../api/src/modules/i18n/locales/en/invites.json';

i18n.addResourceBundle('en', 'invites', enInvites, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);

export const CODE = 'Zq3vX9kLmN2pR7sT4uW8yA1bC5dE6fG0';
export const SETTINGS = { version: 'test', recaptchaSiteKey: null, googleClientId: null };

export const INVITE: TInvite = {
  companyName: 'Blue Door Café',
  role: { slug: 'shift-lead', name: 'Shift lead' },
  email: 'nina@example.com',
  expiresAt: '2030-05-01T10:00:00.000Z',
};

export const NEW_USER: TUser = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'nina@example.com',
  name: 'Nina Brook',
  language: 'en',
  imageUrl: null,
  status: 'active',
  isSuperAdmin: false,
  emailVerified: true,
  hasPassword: true,
  hasGoogle: false,
  registrationComplete: true,
  structure: { id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Blue Door Café', slug: 'blue-door' },
  role: { slug: 'shift-lead', name: 'Shift lead' },
  permissions: ['locations.manage'],
};

export const unauthenticated = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first' },
};

export const apiError = (status: number, code: string) => ({
  status,
  body: { statusCode: status, code, message: code },
});

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
