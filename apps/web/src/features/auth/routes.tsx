import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

const title = (key: string): RouteHandle => ({ title: `auth:titles.${key}` });

/** The public auth pages, relative to /user/app; each page is its own chunk. */
export const authRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    handle: title('signIn'),
    lazy: () => import('./routes/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: 'register',
    handle: title('register'),
    lazy: () => import('./routes/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'activate',
    handle: title('activate'),
    lazy: () => import('./routes/activate-page').then((m) => ({ Component: m.ActivatePage })),
  },
  {
    path: 'forgot-password',
    handle: title('forgotPassword'),
    lazy: () => import('./routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    handle: title('resetPassword'),
    lazy: () => import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'confirm-email',
    handle: title('confirmEmail'),
    lazy: () => import('./routes/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: 'complete-registration',
    handle: title('completeRegistration'),
    lazy: () =>
      import('./routes/complete-registration-page').then((m) => ({ Component: m.CompleteRegistrationPage })),
  },
];
