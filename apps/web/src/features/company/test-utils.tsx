import type { TStructure, TUser } from '@guestloop/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { i18n } from '@/lib/i18n';
import { ToastProvider } from '@/lib/toast';
import { renderRoutes } from '@/test/render';
import enCompany from '../../../../api/src/modules/i18n/locales/en/company.json';
import enErrors from '../../../../api/src/modules/i18n/locales/en/errors.json';

i18n.addResourceBundle('en', 'company', enCompany, true, true);
i18n.addResourceBundle('en', 'errors', enErrors, true, true);

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
  permissions: ['structure.manage', 'locations.manage', 'media.manage'],
};

export const STRUCTURE: TStructure = {
  id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Blue Door Café',
  slug: 'blue-door',
  language: 'en',
  currency: 'EUR',
  logoUrl: null,
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
  },
};

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
