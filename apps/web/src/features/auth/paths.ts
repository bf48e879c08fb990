/** Where the staff console lives and the absolute paths of the auth pages under it. */
export const APP_BASE = '/user/app';

export const AUTH_PATHS = {
  console: APP_BASE,
  signIn: `${APP_BASE}/sign-in`,
  register: `${APP_BASE}/register`,
  activate: `${APP_BASE}/activate`,
  forgotPassword: `${APP_BASE}/forgot-password`,
  resetPassword: `${APP_BASE}/reset-password`,
  confirmEmail: `${APP_BASE}/confirm-email`,
  completeRegistration: `${APP_BASE}/complete-registration`,
} as const;

const AUTH_ONLY = [
  AUTH_PATHS.signIn,
  AUTH_PATHS.register,
  AUTH_PATHS.activate,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.confirmEmail,
  AUTH_PATHS.completeRegistration,
];

/** Guest pages (a customer signing in to see their order, profile or bonuses). */
const GUEST_BASE = '/user/online-menu/';
function guestPath(next: string | null | undefined): string | null {
  return next?.startsWith(GUEST_BASE) && !next.includes('//') && !next.includes('\\') ? next : null;
}

/**
 * The `?next=` target after signing in: only a path inside the console or a guest page is honoured
 * (an absolute URL, `//host` or any other place falls back to the console home), so the parameter
 * cannot send a user off-site.
 */
export function safeNext(next: string | null | undefined): string {
  const guest = guestPath(next);
  if (guest) return guest;
  if (!next?.startsWith(APP_BASE) || next.startsWith('//')) return APP_BASE;
  const rest = next.slice(APP_BASE.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return APP_BASE;
  // Never back to an auth page (that would loop through sign-in again).
  if (AUTH_ONLY.some((path) => next === path || next.startsWith(`${path}?`) || next.startsWith(`${path}/`))) {
    return APP_BASE;
  }
  return next;
}

/** Adds `?next=` to an auth path when there is somewhere to return to. */
export function withNext(path: string, next: string | null | undefined): string {
  const target = next ? safeNext(next) : APP_BASE;
  return target === APP_BASE ? path : `${path}?next=${encodeURIComponent(target)}`;
}

/**
 * Where a freshly signed-in user goes: finishing the registration first, then `next`. A guest
 * account is never sent to set up a company (the console tells it what it is).
 */
export function afterSignIn(
  user: { registrationComplete: boolean; guestAccount?: boolean },
  next: string | null | undefined,
): string {
  // A customer going back to a guest page needs no company of their own.
  const guest = guestPath(next);
  if (guest) return guest;
  if (user.guestAccount) return APP_BASE;
  if (!user.registrationComplete) return withNext(AUTH_PATHS.completeRegistration, next);
  return safeNext(next);
}
