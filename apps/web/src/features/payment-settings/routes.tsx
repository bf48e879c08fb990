import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The payments section, a menu's online payment providers and the company's bonus program, inside the console layout. */
export const paymentSettingsRoutes: RouteObject[] = [
  {
    path: 'payments',
    handle: { title: 'payments:overview.title' } satisfies RouteHandle,
    lazy: () => import('./routes/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
  {
    path: 'menus/:slug/payments',
    handle: { title: 'payments:title' } satisfies RouteHandle,
    lazy: () => import('./routes/payment-settings-page').then((m) => ({ Component: m.PaymentSettingsPage })),
  },
  {
    path: 'bonus-program',
    handle: { title: 'payments:bonus.title' } satisfies RouteHandle,
    lazy: () => import('./routes/bonus-program-page').then((m) => ({ Component: m.BonusProgramPage })),
  },
];
